import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, HOUR } from './helpers.ts';

/**
 * The card list's access paths (number index, scope id span, composite indexes, cached totals) at
 * a size where every path is taken: a large world with synthetic customers, broad and narrow
 * prefixes. Every page and total must equal a plain SQL query's.
 */
const t = await build({ seedCards: 30_000 });
const demo = await t.login('demo');
const demoId = t.clientIdOf('demo');
// demo_sub lacks the card list permission in the demo world; granted here, as a demo would.
await t.request
  .put('/__emulator/users/demo_sub/perms')
  .send({ grant: ['router_card_list'] })
  .expect(200);
const sub = await t.login('demo_sub');
const subId = t.clientIdOf('demo_sub');

const [monthStart, monthEnd] = [Date.UTC(2025, 9, 1) - 8 * HOUR, Date.UTC(2025, 10, 1) - 8 * HOUR];

type Query = Record<string, string | number>;

/** The page of ids and the total a plain query gives: GLOB for prefixes, no index tricks. */
function expected(column: string, clientId: number, q: Query) {
  const where = [`${column} = ?`];
  const params: unknown[] = [clientId];
  if (q.number) {
    const columns = q.num_type ? [String(q.num_type)] : ['iccid', 'msisdn', 'imsi'];
    where.push(`(${columns.map((c) => `${c} glob ?`).join(' or ')})`);
    for (const _ of columns) params.push(`${q.number}*`);
  }
  for (const key of [
    'status',
    'carrier',
    'plan_id',
    'billing_group_id',
    'project_group_id',
    'real_name_status',
  ] as const) {
    if (q[key]) {
      where.push(`${key} = ?`);
      params.push(q[key]);
    }
  }
  if (q.tag) {
    where.push('exists (select 1 from card_tags t where t.card_id = cards.id and t.tag = ?)');
    params.push(q.tag);
  }
  const day = (date: string | number) => Date.parse(`${date}T00:00:00Z`) - 8 * HOUR;
  for (const [key, column] of [
    ['activated', 'activated_at'],
    ['expires', 'expires_at'],
  ] as const) {
    const start = q[`${key}_start`];
    const end = q[`${key}_end`];
    if (start) {
      where.push(`${column} >= ?`);
      params.push(day(start));
    }
    if (end) {
      where.push(`${column} < ?`);
      params.push(day(end) + 24 * HOUR);
    }
  }
  if (q.expiring) {
    where.push('expires_at >= ? and expires_at < ?');
    params.push(monthStart, monthEnd);
  }
  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const order = q.sort ? `${q.sort} ${direction}, id ${direction}` : `id ${direction}`;
  const size = Number(q.page_size ?? 20);
  const sql = `from cards where ${where.join(' and ')}`;
  const total = (t.deps.sqlite.prepare(`select count(*) as n ${sql}`).get(...params) as { n: number }).n;
  const ids = t.deps.sqlite
    .prepare(`select id ${sql} order by ${order} limit ? offset ?`)
    .pluck()
    .all(...params, size, (Number(q.page ?? 1) - 1) * size);
  return { total, ids };
}

const sample = t.deps.sqlite
  .prepare<[number], { iccid: string; msisdn: string }>(
    'select iccid, msisdn from cards where main_client_id = ? order by id limit 1 offset 100',
  )
  .get(demoId)!;

/** Deterministic combinations of every filter, sort, order and page. */
function* queries(): Generator<Query> {
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const numbers = [
    '8986',
    sample.iccid.slice(0, 6),
    sample.iccid.slice(0, 8),
    sample.iccid,
    '1440',
    sample.msisdn,
  ];
  for (let i = 0; i < 120; i++) {
    const q: Query = {
      page: pick([1, 1, 2, 7]),
      page_size: pick([10, 20, 50]),
      order: pick(['asc', 'desc']),
    };
    if (next() < 0.5) q.number = pick(numbers);
    if (q.number && next() < 0.3) q.num_type = pick(['iccid', 'msisdn']);
    if (next() < 0.4) q.status = pick(['active', 'pending', 'testing', 'suspended', 'cancelled']);
    if (next() < 0.4) q.carrier = pick(['cmcc', 'cucc', 'ctcc']);
    if (next() < 0.3) q.expiring = '1';
    // The filters of groups, tags, real name and dates: each rarely, so combinations stay non-empty.
    if (next() < 0.15) q.plan_id = pick([1, 2, 3, 5, 7]);
    if (next() < 0.15) q.billing_group_id = pick([1, 2, 4, 6]);
    if (next() < 0.15) q.project_group_id = pick([1, 3, 4]);
    if (next() < 0.15) q.tag = pick(['北京仓', '重点客户', '测试批次']);
    if (next() < 0.15) q.real_name_status = pick(['unverified', 'reviewing', 'verified', 'rejected']);
    if (next() < 0.15) q.activated_start = pick(['2024-06-01', '2025-01-01', '2025-09-15']);
    if (next() < 0.1) q.activated_end = pick(['2025-06-30', '2025-10-15']);
    if (next() < 0.1) q.expires_start = pick(['2025-10-01', '2026-01-01']);
    if (next() < 0.15) q.expires_end = pick(['2025-11-30', '2026-06-30']);
    if (q.activated_start && q.activated_end && q.activated_end < q.activated_start) delete q.activated_end;
    if (next() < 0.5) q.sort = pick(['iccid', 'msisdn', 'activated_at', 'expires_at', 'usage_mb']);
    yield q;
  }
}

describe('GET /card/list/ in a large world', () => {
  it.each([
    ['demo', 'main_client_id', demoId, demo],
    ['demo_sub', 'client_id', subId, sub],
  ] as const)('answers exactly what a plain query gives, for %s', async (_, column, clientId, token) => {
    let checked = 0;
    for (const q of queries()) {
      const data = await t.ok('cardList', { token, query: q as never });
      const want = expected(column, clientId, q);
      expect({ q, total: data.total_count, ids: data.tableData.map((r) => r.id) }).toEqual({
        q,
        total: want.total,
        ids: want.ids,
      });
      checked++;
    }
    expect(checked).toBe(120);
  });

  it('counts again after a card changes, and the header follows', async () => {
    const before = await t.ok('cardList', { token: demo, query: { status: 'cancelled' } });
    const header = await t.ok('indexHeader', { token: demo });
    const card = t.deps.sqlite
      .prepare<[number], { id: number }>(
        "select id from cards where main_client_id = ? and status = 'pending' order by id limit 1",
      )
      .get(demoId)!;
    t.deps.sqlite.prepare("update cards set status = 'cancelled' where id = ?").run(card.id);
    try {
      const after = await t.ok('cardList', { token: demo, query: { status: 'cancelled' } });
      expect(after.total_count).toBe(before.total_count + 1);
      expect((await t.ok('indexHeader', { token: demo })).not_active).toBe(header.not_active - 1);
    } finally {
      t.deps.sqlite.prepare("update cards set status = 'pending' where id = ?").run(card.id);
    }
    expect((await t.ok('cardList', { token: demo, query: { status: 'cancelled' } })).total_count).toBe(
      before.total_count,
    );
  });

  it('pages a sorted order across its kept first 1,000 matches, and follows a change', async () => {
    const q = { status: 'active', sort: 'usage_mb', order: 'desc', page_size: 50 } as const;
    // Pages 20 and 21 are the last of the kept head (matches 951-1000) and the first walked past it.
    for (const page of [1, 20, 21, 20]) {
      const data = await t.ok('cardList', { token: demo, query: { ...q, page } as never });
      const want = expected('main_client_id', demoId, { ...q, page });
      expect(want.total).toBeGreaterThan(1050);
      expect({ page, total: data.total_count, ids: data.tableData.map((r) => r.id) }).toEqual({
        page,
        ...want,
      });
    }
    const card = t.deps.sqlite
      .prepare<[number], { id: number; usage: number }>(
        `select id, usage_mb as usage from cards where main_client_id = ? and status = 'active'
         order by usage_mb, id limit 1`,
      )
      .get(demoId)!;
    t.deps.sqlite.prepare('update cards set usage_mb = 1000000 where id = ?').run(card.id);
    try {
      const first = await t.ok('cardList', { token: demo, query: { ...q, page: 1 } as never });
      expect(first.tableData[0]!.id).toBe(card.id);
    } finally {
      t.deps.sqlite.prepare('update cards set usage_mb = ? where id = ?').run(card.usage, card.id);
    }
  });

  it('refuses the list again on the next call once the permission is withdrawn', async () => {
    await t.request
      .put('/__emulator/users/demo_sub/perms')
      .send({ revoke: ['router_card_list'] })
      .expect(200);
    expect((await t.api('cardList', { token: sub })).code).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/demo_sub/perms')
      .send({ grant: ['router_card_list'] })
      .expect(200);
    expect((await t.api('cardList', { token: sub })).code).toBe(BizCode.OK);
  });
});
