import { describe, expect, it } from 'vitest';
import { SUPPORT_EXPORT_KIND_KEYS, TASK_KIND_KEYS } from '#contract';
import { registeredExportKinds, registeredTaskKinds } from '../../server/tasks/engine.ts';
import { build } from './helpers.ts';

// Building the app loads every service, and each registers its task kinds.
await build();

describe('task kinds', () => {
  it('are worded for every kind the engine runs, and none is worded that it does not run', () => {
    expect([...registeredTaskKinds()].sort()).toEqual([...TASK_KIND_KEYS].sort());
  });

  it("are all in support's export log when they export (the customer's log lists its client's own)", () => {
    expect([...registeredExportKinds()].sort()).toEqual([...SUPPORT_EXPORT_KIND_KEYS].sort());
  });
});
