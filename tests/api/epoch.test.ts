import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '#contract';
import { buildApp } from '../../server/app.ts';
import { parseEpoch } from '../../server/lib/epoch.ts';

/** EMULATOR_EPOCH: the default world, the seed and every named world start at the pinned instant. */
const EPOCH = parseEpoch('2028-02-29T12:00:00+08:00');
const app = await buildApp({ seedCards: 30, epoch: EPOCH });
await app.ready();
afterAll(() => app.close());

const clockOf = async (session?: string) => {
  const req = request(app.server).get('/__emulator/clock');
  const res = await (session ? req.set(SESSION_HEADER, session) : req).expect(200);
  return res.body.epoch_ms as number;
};

describe('a pinned epoch', () => {
  it('starts the default world there, running on from it', async () => {
    const now = await clockOf();
    expect(now).toBeGreaterThanOrEqual(EPOCH);
    expect(now - EPOCH).toBeLessThan(60_000);
  });

  it('starts a named world there too, even after the default world has moved on', async () => {
    await request(app.server)
      .put('/__emulator/clock')
      .send({ advance_ms: 40 * 24 * 3600_000 })
      .expect(200);
    expect((await clockOf()) - EPOCH).toBeGreaterThan(39 * 24 * 3600_000);
    const named = await clockOf('epoch-world');
    expect(named - EPOCH).toBeLessThan(60_000);
  });

  it('seeds the data at the epoch: nothing in the seed happened after it', async () => {
    const world = app.worlds.get('epoch-world-2');
    const latest = world.sqlite
      .prepare<[], { at: number | null }>('select max(at) as at from card_status_events')
      .get()!.at;
    expect(latest).not.toBeNull();
    expect(latest!).toBeLessThanOrEqual(EPOCH);
    // Something happened in the last days before it: the seed is anchored there, not at the wall clock.
    expect(EPOCH - latest!).toBeLessThan(62 * 24 * 3600_000);
  });
});
