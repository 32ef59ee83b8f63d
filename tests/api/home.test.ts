import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, HOUR, type TestApp } from './helpers.ts';

const t = await build();
// 2025-11-01 01:00 in UTC+8 is still October in UTC: "this month" must be November.
const atBoundary = await build({ now: Date.UTC(2025, 9, 31, 17, 0, 0) });

/** [start, end) of a calendar month in UTC+8, written out independently of the server's monthBounds. */
const chinaMonth = (year: number, monthIndex: number): [number, number] => [
  Date.UTC(year, monthIndex, 1) - 8 * HOUR,
  Date.UTC(year, monthIndex + 1, 1) - 8 * HOUR,
];

/** The header counts as the database holds them, for the cards matching `scope` (e.g. `client_id = ?`). */
function expectedCounts(app: TestApp, scope: string, id: number, month: [number, number]) {
  const one = (where: string, ...params: number[]) =>
    app.deps.sqlite
      .prepare<number[], { n: number }>(`select count(*) as n from cards where ${scope} and ${where}`)
      .get(id, ...params)!.n;
  return {
    count: one('1'),
    normal_count: one("status = 'active'"),
    not_active: one("status = 'pending'"),
    expiry_count: one('expires_at >= ? and expires_at < ?', ...month),
  };
}

const balanceOf = (app: TestApp, clientId: number) =>
  app.deps.sqlite
    .prepare<[number], { cents: number }>('select balance_cents as cents from clients where id = ?')
    .get(clientId)!.cents / 100;

describe('GET /index/header/', () => {
  const october = chinaMonth(2025, 9);

  it("counts demo's whole tree, its sub-client's cards included, and shows its balance", async () => {
    const demoId = t.clientIdOf('demo');
    const data = await t.ok('indexHeader', { token: await t.login('demo') });
    const expected = expectedCounts(t, 'main_client_id = ?', demoId, october);
    expect(data).toEqual({ ...expected, client_balance: balanceOf(t, demoId) });
    expect(data.client_balance).toBe(12860.5);
    // The tree is larger than demo's own cards: the sub-client's cards are in it.
    expect(data.count).toBeGreaterThan(expectedCounts(t, 'client_id = ?', demoId, october).count);
  });

  it('finds cards expiring this month and active and pending cards in the seed', async () => {
    const data = await t.ok('indexHeader', { token: await t.login('demo') });
    expect(data.count).toBeGreaterThan(0);
    expect(data.normal_count).toBeGreaterThan(0);
    expect(data.not_active).toBeGreaterThan(0);
    expect(data.expiry_count).toBeGreaterThan(0);
    expect(data.normal_count + data.not_active).toBeLessThanOrEqual(data.count);
  });

  it("counts only demo_sub's own cards and hides the balance it has no ledger permission for", async () => {
    const subId = t.clientIdOf('demo_sub');
    const data = await t.ok('indexHeader', { token: await t.login('demo_sub') });
    expect(data).toEqual({ ...expectedCounts(t, 'client_id = ?', subId, october), client_balance: null });
    expect(data.count).toBeGreaterThan(0);
  });

  it('shows yunji only its own cards', async () => {
    const yunjiId = t.clientIdOf('yunji');
    const data = await t.ok('indexHeader', { token: await t.login('yunji') });
    expect(data).toEqual({
      ...expectedCounts(t, 'main_client_id = ?', yunjiId, october),
      client_balance: 5300,
    });
    const demoTree = expectedCounts(t, 'main_client_id = ?', t.clientIdOf('demo'), october);
    expect(data.count).not.toBe(demoTree.count);
  });

  it('gives a support user no card counts and no balance', async () => {
    const data = await t.ok('indexHeader', { token: await t.login('support') });
    expect(data).toEqual({ count: 0, normal_count: 0, not_active: 0, expiry_count: 0, client_balance: null });
  });

  it('follows a balance change on the next call', async () => {
    const demoId = t.clientIdOf('demo');
    const token = await t.login('demo');
    t.deps.sqlite.prepare('update clients set balance_cents = balance_cents + 99 where id = ?').run(demoId);
    try {
      expect((await t.ok('indexHeader', { token })).client_balance).toBe(12861.49);
    } finally {
      t.deps.sqlite.prepare('update clients set balance_cents = balance_cents - 99 where id = ?').run(demoId);
    }
  });

  it('answers 403 without a token', async () => {
    expect((await t.api('indexHeader')).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('GET /index/header/ at a month boundary', () => {
  it('counts expiries in the current month of UTC+8, not of UTC', async () => {
    const demoId = atBoundary.clientIdOf('demo');
    const data = await atBoundary.ok('indexHeader', { token: await atBoundary.login('demo') });
    const november = expectedCounts(atBoundary, 'main_client_id = ?', demoId, chinaMonth(2025, 10));
    const utcOctober: [number, number] = [Date.UTC(2025, 9, 1), Date.UTC(2025, 10, 1)];
    const wrong = expectedCounts(atBoundary, 'main_client_id = ?', demoId, utcOctober);
    expect(data.expiry_count).toBe(november.expiry_count);
    expect(november.expiry_count).not.toBe(wrong.expiry_count);
  });
});
