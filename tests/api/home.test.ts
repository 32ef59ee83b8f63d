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
    expect(data).toEqual({ ...expected, client_balance: balanceOf(t, demoId), client_frozen: 0 });
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
    expect(data).toEqual({
      ...expectedCounts(t, 'client_id = ?', subId, october),
      client_balance: null,
      client_frozen: null,
    });
    expect(data.count).toBeGreaterThan(0);
  });

  it('shows yunji only its own cards', async () => {
    const yunjiId = t.clientIdOf('yunji');
    const data = await t.ok('indexHeader', { token: await t.login('yunji') });
    expect(data).toEqual({
      ...expectedCounts(t, 'main_client_id = ?', yunjiId, october),
      client_balance: 5300,
      // The seeded plan change the carrier still holds for two of yunji's cards (db/seed/plan-changes.ts).
      client_frozen: 21,
    });
    const demoTree = expectedCounts(t, 'main_client_id = ?', t.clientIdOf('demo'), october);
    expect(data.count).not.toBe(demoTree.count);
  });

  it('gives a support user no card counts and no balance', async () => {
    const data = await t.ok('indexHeader', { token: await t.login('support') });
    expect(data).toEqual({
      count: 0,
      normal_count: 0,
      not_active: 0,
      expiry_count: 0,
      client_balance: null,
      client_frozen: null,
    });
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

const scopeOf = (app: TestApp, username: string) =>
  username === 'demo_sub'
    ? { where: 'client_id = ?', id: app.clientIdOf(username) }
    : { where: 'main_client_id = ?', id: app.clientIdOf(username) };

describe('GET /index/config/', () => {
  it("names demo's client, shows every panel with links to the card list, and the last 30 days", async () => {
    const data = await t.ok('indexConfig', { token: await t.login('demo') });
    expect(data).toEqual({
      main_client_name: '深圳市智联物联科技有限公司',
      client_name: '深圳市智联物联科技有限公司',
      is_main_client: true,
      panels: { cards: true, card_list_links: true },
      // NOW is 2025-10-15 in UTC+8: 30 days with today are 16 September to 15 October.
      period: { month: '2025-10', from: '2025-09-16', to: '2025-10-15', days: 30 },
    });
  });

  it('gives demo_sub its own name and its main client, without links to the card list it cannot open', async () => {
    const data = await t.ok('indexConfig', { token: await t.login('demo_sub') });
    expect(data.client_name).toBe('智联物联华南运营中心');
    expect(data.main_client_name).toBe('深圳市智联物联科技有限公司');
    expect(data.is_main_client).toBe(false);
    expect(data.panels).toEqual({ cards: true, card_list_links: false });
  });

  it('shows a support user in the support view no card panels', async () => {
    const data = await t.ok('indexConfig', { token: await t.login('support') });
    expect(data).toMatchObject({ main_client_name: null, client_name: null, panels: { cards: false } });
  });

  it('follows the UTC+8 month at a boundary', async () => {
    const data = await atBoundary.ok('indexConfig', { token: await atBoundary.login('demo') });
    expect(data.period).toEqual({ month: '2025-11', from: '2025-10-03', to: '2025-11-01', days: 30 });
  });
});

describe('GET /index/pie_chart/', () => {
  /** Counts of the scope's cards grouped by a column, as the database holds them. */
  const grouped = (app: TestApp, username: string, column: 'status' | 'carrier') => {
    const scope = scopeOf(app, username);
    return Object.fromEntries(
      app.deps.sqlite
        .prepare<[number], { k: string; n: number }>(
          `select ${column} as k, count(*) as n from cards where ${scope.where} group by ${column}`,
        )
        .all(scope.id)
        .map((r) => [r.k, r.n]),
    );
  };

  it('agrees with the header counts and with the card list totals of each status and carrier', async () => {
    const token = await t.login('demo');
    const pie = await t.ok('indexPieChart', { token });
    const header = await t.ok('indexHeader', { token });
    const status = Object.fromEntries(pie.by_status.map((s) => [s.key, s.value]));
    expect(pie.total).toBe(header.count);
    expect(status.active).toBe(header.normal_count);
    expect(status.pending).toBe(header.not_active);
    for (const s of pie.by_status) {
      const list = await t.ok('cardList', { token, query: { status: s.key } });
      expect(list.total_count, s.key).toBe(s.value);
    }
    for (const c of pie.by_carrier) {
      const list = await t.ok('cardList', { token, query: { carrier: c.key } });
      expect(list.total_count, c.key).toBe(c.value);
    }
    expect(pie.by_carrier.reduce((sum, c) => sum + c.value, 0)).toBe(pie.total);
    expect(status).toEqual({
      pending: 0,
      testing: 0,
      active: 0,
      suspended: 0,
      cancelled: 0,
      ...grouped(t, 'demo', 'status'),
    });
  });

  it('names each status and carrier in the caller language, every key listed, zero included', async () => {
    const zh = await t.ok('indexPieChart', { token: await t.login('demo') });
    const en = await t.ok('indexPieChart', { token: await t.login('demo'), lang: 'en' });
    expect(zh.by_status.map((s) => s.name)).toEqual(['待激活', '测试期', '正使用', '停机', '已销户']);
    expect(en.by_status.map((s) => s.name)).toEqual([
      'Pending activation',
      'Testing',
      'In use',
      'Suspended',
      'Cancelled',
    ]);
    expect(en.by_carrier.map((c) => c.name)).toEqual(['China Mobile', 'China Unicom', 'China Telecom']);
  });

  it("counts only demo_sub's own cards, as its header does", async () => {
    const token = await t.login('demo_sub');
    const pie = await t.ok('indexPieChart', { token });
    expect(pie.total).toBe((await t.ok('indexHeader', { token })).count);
    expect(Object.fromEntries(pie.by_carrier.filter((c) => c.value).map((c) => [c.key, c.value]))).toEqual(
      grouped(t, 'demo_sub', 'carrier'),
    );
    const demo = await t.ok('indexPieChart', { token: await t.login('demo') });
    expect(pie.total).toBeLessThan(demo.total);
  });

  it('answers a support user and a client without cards with zeros, not an error', async () => {
    for (const username of ['support', 'demo_pwd']) {
      const pie = await t.ok('indexPieChart', { token: await t.login(username) });
      expect(pie.total, username).toBe(0);
      expect(pie.by_status.every((s) => s.value === 0)).toBe(true);
      expect(pie.by_carrier).toHaveLength(3);
    }
  });
});

describe('GET /index/top5_table/', () => {
  const topInDb = (app: TestApp, username: string) => {
    const scope = scopeOf(app, username);
    return app.deps.sqlite
      .prepare<[number], { id: number; usage_mb: number }>(
        `select id, usage_mb from cards where ${scope.where} and usage_mb > 0 order by usage_mb desc, id desc limit 5`,
      )
      .all(scope.id);
  };

  it("lists demo's five cards with the most data this month, largest first, with plan and share", async () => {
    const data = await t.ok('indexTop5Table', { token: await t.login('demo') });
    expect(data.month).toBe('2025-10');
    expect(data.items.map((c) => [c.card_id, c.usage_mb])).toEqual(
      topInDb(t, 'demo').map((r) => [r.id, r.usage_mb]),
    );
    const usages = data.items.map((c) => c.usage_mb);
    expect(usages).toEqual([...usages].sort((a, b) => b - a));
    const first = data.items[0]!;
    const card = t.deps.sqlite
      .prepare<[number], { iccid: string; msisdn: string; carrier: string; name: string; quota_mb: number }>(
        'select c.iccid, c.msisdn, c.carrier, p.name, p.quota_mb + c.addon_mb as quota_mb from cards c join plans p on p.id = c.plan_id where c.id = ?',
      )
      .get(first.card_id)!;
    expect(first).toMatchObject({
      iccid: card.iccid,
      msisdn: card.msisdn,
      carrier: card.carrier,
      plan_name: card.name,
      quota_mb: card.quota_mb,
      usage_percent: Math.round((first.usage_mb / card.quota_mb) * 1000) / 10,
    });
  });

  it("shows demo_sub only its own cards, and yunji only yunji's", async () => {
    for (const username of ['demo_sub', 'yunji']) {
      const data = await t.ok('indexTop5Table', { token: await t.login(username) });
      expect(data.items.length, username).toBe(5);
      expect(data.items.map((c) => c.card_id)).toEqual(topInDb(t, username).map((r) => r.id));
      const scope = scopeOf(t, username);
      const outside = t.deps.sqlite
        .prepare(
          `select count(*) as n from cards where id in (${data.items.map((c) => c.card_id).join(',')}) and not ${scope.where}`,
        )
        .get(scope.id) as { n: number };
      expect(outside.n).toBe(0);
    }
  });

  it('lists nothing for a client without cards or a support user', async () => {
    for (const username of ['demo_pwd', 'support']) {
      expect((await t.ok('indexTop5Table', { token: await t.login(username) })).items).toEqual([]);
    }
  });
});

describe('GET /index/notice/', () => {
  it('lists the latest notices shown to the caller, newest first, as the notices page does', async () => {
    const token = await t.login('demo');
    const home = await t.ok('indexNotice', { token, query: { limit: 2 } });
    const page = await t.ok('platformNotices', { token, query: { page: 1, page_size: 2 } });
    expect(home).toEqual(page);
    expect(home.items).toHaveLength(2);
    expect(home.total_count).toBeGreaterThan(2);
  });

  it('answers in the caller language', async () => {
    const token = await t.login('demo');
    const zh = await t.ok('indexNotice', { token });
    const en = await t.ok('indexNotice', { token, lang: 'en' });
    expect(zh.items.map((n) => n.id)).toEqual(en.items.map((n) => n.id));
    expect(zh.items[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.items[0]!.title).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('rejects a limit out of range with a message naming it', async () => {
    const res = await t.api('indexNotice', { token: await t.login('demo'), query: { limit: 0 }, lang: 'en' });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('limit');
  });
});

describe('GET /index/questions/', () => {
  it('lists the frequently asked questions from the faqs table in its order, in both languages', async () => {
    const token = await t.login('demo');
    const rows = t.deps.sqlite
      .prepare<[], { id: number; question: string; question_en: string }>(
        'select id, question, question_en from faqs order by sort, id',
      )
      .all();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const zh = await t.ok('indexQuestions', { token });
    const en = await t.ok('indexQuestions', { token, lang: 'en' });
    expect(zh.total_count).toBe(rows.length);
    expect(zh.items.map((q) => q.question)).toEqual(rows.slice(0, 10).map((r) => r.question));
    expect(en.items.map((q) => q.question)).toEqual(rows.slice(0, 10).map((r) => r.question_en));
    expect(zh.items[0]).toMatchObject({ question: '卡为什么会被停机？', category: '卡状态' });
    expect(en.items[0]).toMatchObject({ question: 'Why was my card suspended?', category: 'Card status' });
    expect(zh.items[0]!.answer).toContain('<li>');
  });

  it('gives a limited number on request, and the same to a support user', async () => {
    const data = await t.ok('indexQuestions', { token: await t.login('support'), query: { limit: 3 } });
    expect(data.items.map((q) => q.id)).toEqual([1, 2, 3]);
  });
});
