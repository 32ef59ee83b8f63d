import { describe, expect, it } from 'vitest';
import { TASK_KIND_KEYS } from '#contract';
import { registeredTaskKinds } from '../../server/tasks/engine.ts';
import { build } from './helpers.ts';

// Building the app loads every service, and each registers its task kinds.
await build();

describe('task kinds', () => {
  it('are worded for every kind the engine runs, and none is worded that it does not run', () => {
    expect([...registeredTaskKinds()].sort()).toEqual([...TASK_KIND_KEYS].sort());
  });
});
