import { describe, expect, it } from 'vitest';
import { BizCode, type PaymentCardRow } from '#contract';
import { rebuildPaymentRevenue } from '../../db/payment-revenue.ts';
import { build, HOUR, type TestApp } from './helpers.ts';

const DAY = 24 * HOUR;
const world = await build();

const cents = (yuan: string) => Math.round(Number(yuan) * 100);
const MONTH = "strftime('%Y-%m', (at + 28800000) / 1000, 'unixepoch')";
const ICCID = "json_extract(remark_params, '$.iccid')";

/** A paying client's month read from its ledger rows in plain SQL (no summary). */
function ledgerMonth(app: TestApp, clientId: number, month: string) {
  return app.deps.sqlite
    .prepare(
      `select coalesce(-sum(case when kind = 'package' then amount_cents end), 0) as package_cents,
         coalesce(-sum(case when kind = 'addon' then amount_cents end), 0) as addon_cents,
         count(distinct ${ICCID}) as billed,
         count(distinct case when kind = 'package' then ${ICCID} end) as renewed
       from account_ledger where client_id = ? and kind in ('package', 'addon') and ${MONTH} = ?`,
    )
    .get(clientId, month) as { package_cents: number; addon_cents: number; billed: number; renewed: number };
}

/** Every row of the caller's report, every page. */
async function allRows(app: TestApp, token: string, query: Record<string, string> = {}) {
  const rows: PaymentCardRow[] = [];
  for (let page = 1; ; page++) {
    const data = await app.ok('paymentCardList', { token, query: { page, page_size: 50, ...query } });
    rows.push(...data.tableData);
    if (rows.length >= data.total_count) return { rows, data };
  }
}

const summaryRows = (app: TestApp) => ({
  clients: app.deps.sqlite
    .prepare(
      `select client_id, main_client_id, month, cards_billed, cards_renewed, package_cents, addon_cents
       from client_revenue_monthly order by client_id, month`,
    )
    .all(),
  cards: app.deps.sqlite
    .prepare(
      `select client_id, main_client_id, month, iccid, package_cents, package_n, addon_cents, addon_n
       from card_revenue_monthly order by client_id, month, iccid`,
    )
    .all(),
});

/**
 * demo's report against its ledger, its and demo_sub's monthly bills (issued and in progress), the
 * drill-down of each row, and the summary rebuilt from the ledger from scratch.
 */
async function reconcile(app: TestApp) {
  const token = await app.login('demo');
  const demoId = app.clientIdOf('demo');
  const subId = app.clientIdOf('demo_sub');
  const { rows, data } = await allRows(app, token);
  expect(data.clients[0]!.id).toBe(demoId);
  expect(data.clients.map((c) => c.id)).toContain(subId);

  // Every row is its client's ledger of the month.
  for (const row of rows) {
    const ledger = ledgerMonth(app, row.client_id, row.month);
    const label = `${row.client_name} ${row.month}`;
    expect(cents(row.package_revenue), label).toBe(ledger.package_cents);
    expect(cents(row.addon_revenue), label).toBe(ledger.addon_cents);
    expect(row.cards_billed, label).toBe(ledger.billed);
    expect(row.cards_renewed, label).toBe(ledger.renewed);
    expect(cents(row.revenue)).toBe(ledger.package_cents + ledger.addon_cents);
    expect(cents(row.arpu)).toBe(Math.round((ledger.package_cents + ledger.addon_cents) / ledger.billed));
  }
  // Every month of the tree with a charge has its row, and no other.
  const charged = app.deps.sqlite
    .prepare(
      `select count(*) from (select distinct l.client_id, ${MONTH} from account_ledger l join clients c on c.id = l.client_id
       where c.main_id = ? and l.kind in ('package', 'addon'))`,
    )
    .pluck()
    .get(demoId) as number;
  expect(rows.length).toBe(charged);
  // The totals add the rows up.
  const sum = (pick: (r: PaymentCardRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  expect(data.totals.cards_billed).toBe(sum((r) => r.cards_billed));
  expect(cents(data.totals.revenue)).toBe(sum((r) => cents(r.revenue)));

  // The monthly bills' 套餐 and 加油包 lines, issued and in progress, of demo and of demo_sub.
  for (const [username, clientId] of [
    ['demo', demoId],
    ['demo_sub', subId],
  ] as const) {
    const own = await app.login(username);
    const bills = (await app.ok('billList', { token: own, query: { page: 1, page_size: 50 } })).tableData;
    const details = [
      ...(await Promise.all(bills.map((b) => app.ok('billDetail', { token: own, query: { id: b.id } })))),
      await app.ok('billDetail', { token: own }),
    ];
    let compared = 0;
    for (const bill of details) {
      const line = (kind: string) => -cents(bill.items.find((i) => i.kind === kind)?.amount ?? '0') || 0;
      const row = rows.find((r) => r.client_id === clientId && r.month === bill.month);
      expect(cents(row?.package_revenue ?? '0'), `${username} ${bill.month}`).toBe(line('package'));
      expect(cents(row?.addon_revenue ?? '0'), `${username} ${bill.month}`).toBe(line('addon'));
      if (row) compared++;
    }
    if (username === 'demo') expect(compared).toBeGreaterThan(1);
  }

  // Each row drills down to its cards: as many as it billed, adding up to its revenue.
  for (const row of rows.slice(0, 4)) {
    const cards = await app.ok('paymentCardCards', {
      token,
      query: { client_id: row.client_id, month: row.month, page: 1, page_size: 50 },
    });
    expect(cards.total_count).toBe(row.cards_billed);
    expect(cards.row).toEqual(row);
    if (cards.total_count <= 50) {
      expect(cards.tableData.reduce((s, c) => s + cents(c.revenue), 0)).toBe(cents(row.revenue));
      expect(cards.tableData.filter((c) => c.package_count > 0).length).toBe(row.cards_renewed);
    }
  }

  // The summary equals the ledger summed from scratch.
  const kept = summaryRows(app);
  rebuildPaymentRevenue(app.deps.sqlite);
  expect(summaryRows(app)).toEqual(kept);
  return rows;
}

describe('GET /report/payment_card/list/', () => {
  it('every package and add-on charge of the ledger names a card the platform knows', () => {
    const unnamed = world.deps.sqlite
      .prepare(
        `select count(*) from account_ledger l where l.kind in ('package', 'addon')
         and not exists (select 1 from cards c where c.iccid = ${ICCID})`,
      )
      .pluck()
      .get();
    expect(unnamed).toBe(0);
  });

  it('agrees with the ledger, the bills and its drill-down, seeded and a month on', async () => {
    const seeded = await reconcile(world);
    expect(seeded.length).toBeGreaterThan(2);
    expect(seeded.some((r) => r.cards_renewed > 0)).toBe(true);
    expect(seeded.some((r) => Number(r.addon_revenue) > 0)).toBe(true);
    await world.request
      .put('/__emulator/clock')
      .send({ advance_ms: 31 * DAY })
      .expect(200);
    // An add-on bought in the new month by demo from the card list for two of its China Mobile cards
    // in service (not pooled); the carrier answers within the two hours below.
    const token = await world.login('demo');
    const cards = world.deps.sqlite
      .prepare(
        "select id from cards where client_id = ? and status = 'active' and carrier = 'cmcc' and billing_group_id is null order by id limit 2",
      )
      .pluck()
      .all(world.clientIdOf('demo')) as number[];
    const addon = world.deps.sqlite
      .prepare(
        "select id from charge_products where carrier = 'cmcc' and kind = 'addon' and status = 'on' and pool = 0 order by mb limit 1",
      )
      .pluck()
      .get() as number;
    await world.ok('addonCards', { token, body: { card_ids: cards, product_id: addon } });
    // demo_sub recharges a card of its own from its own balance (/charge/card), the carrier answers.
    const own = world.deps.sqlite
      .prepare(
        "select iccid, carrier from cards where client_id = ? and status = 'active' order by id limit 1",
      )
      .get(world.clientIdOf('demo_sub')) as { iccid: string; carrier: string };
    const product = world.deps.sqlite
      .prepare(
        "select id from charge_products where carrier = ? and kind = 'addon' and status = 'on' order by mb limit 1",
      )
      .pluck()
      .get(own.carrier) as number;
    await world.ok('placeCardOrder', {
      token: await world.login('demo_sub'),
      body: { numbers: [own.iccid], product_id: product, effect_mode: 'immediate' },
    });
    await world.request
      .put('/__emulator/clock')
      .send({ advance_ms: 2 * HOUR })
      .expect(200);
    const later = await reconcile(world);
    const newest = later[0]!;
    expect(newest.month > seeded[0]!.month).toBe(true);
    expect(newest.client_id).toBe(world.clientIdOf('demo'));
    expect(newest.cards_billed).toBeGreaterThanOrEqual(2);
    const subRow = later.find(
      (r) => r.month === newest.month && r.client_id === world.clientIdOf('demo_sub'),
    );
    expect(subRow?.cards_billed).toBe(1);
  });

  it('narrows to a paying client and to months', async () => {
    const token = await world.login('demo');
    const subId = world.clientIdOf('demo_sub');
    const { rows } = await allRows(world, token);
    const sub = await allRows(world, token, { client_id: String(subId) });
    expect(sub.rows.length).toBeGreaterThan(0);
    expect(sub.rows).toEqual(rows.filter((r) => r.client_id === subId));
    const month = rows.at(-1)!.month;
    const one = await allRows(world, token, { month_start: month, month_end: month });
    expect(one.rows).toEqual(rows.filter((r) => r.month === month));
    // Months with no charge: an empty page and zero totals.
    const none = await world.ok('paymentCardList', {
      token,
      query: { page: 1, page_size: 10, month_start: '2001-01', month_end: '2001-02' },
    });
    expect(none.total_count).toBe(0);
    expect(none.totals).toEqual({
      cards_billed: 0,
      cards_renewed: 0,
      package_revenue: '0.00',
      addon_revenue: '0.00',
      revenue: '0.00',
      arpu: '0.00',
    });
    // Another main client's report is its own.
    const yunji = await allRows(world, await world.login('yunji'));
    expect(yunji.rows.every((r) => r.client_id === world.clientIdOf('yunji'))).toBe(true);
  });

  it('refuses a client outside the caller’s tree under its field, in the request language', async () => {
    const token = await world.login('demo');
    const yunjiId = String(world.clientIdOf('yunji'));
    const en = await world.api('paymentCardList', { token, query: { client_id: yunjiId }, lang: 'en' });
    expect(en.code).toBe(BizCode.BAD_REQUEST);
    expect((en.data as { field: string }).field).toBe('client_id');
    expect(en.msg).toContain('Neither you nor one of your sub-clients');
    const zh = await world.api('paymentCardList', { token, query: { client_id: yunjiId } });
    expect(zh.msg).toContain('不是您或您的子客户');
    const cards = await world.api('paymentCardCards', {
      token,
      query: { client_id: yunjiId, month: '2026-01' },
    });
    expect(cards.code).toBe(BizCode.BAD_REQUEST);
    const month = await world.api('paymentCardCards', {
      token,
      query: { client_id: String(world.clientIdOf('demo')), month: '2026-13' },
      lang: 'en',
    });
    expect(month.code).toBe(BizCode.BAD_REQUEST);
    expect(month.msg).toContain('YYYY-MM');
  });

  it('exports the filtered rows as a task listed in the export log', async () => {
    const token = await world.login('demo');
    const subId = world.clientIdOf('demo_sub');
    const { rows } = await allRows(world, token, { client_id: String(subId) });
    const started = await world.ok('startPaymentCardExport', { token, body: { client_id: subId } });
    expect(started.total).toBe(rows.length);
    await world.runTasks();
    const log = await world.ok('exportLogList', { token, query: { page: 1, page_size: 10 } });
    const task = log.tableData.find((r) => r.id === started.task_id)!;
    expect(task.kind).toBe('payment_card_export');
    expect(task.status).toBe('done');
    expect(task.total).toBe(rows.length);
    const nothing = await world.api('startPaymentCardExport', {
      token,
      body: { month_start: '2001-01', month_end: '2001-01' },
    });
    expect(nothing.code).toBe(BizCode.BAD_REQUEST);
  });

  it('answers 599 without router_report_payment_card (a sub-customer)', async () => {
    const subToken = await world.login('demo_sub');
    expect((await world.api('paymentCardList', { token: subToken })).code).toBe(BizCode.NO_PERMISSION);
    expect((await world.api('startPaymentCardExport', { token: subToken, body: {} })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });
});
