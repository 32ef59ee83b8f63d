import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { CARD_ANSWER_MS, CARD_STEP_MS } from '../../server/services/charge.ts';
import { build, NOW } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
const demo = await t.login('demo');
const demoSub = await t.login('demo_sub');
const yunji = await t.login('yunji');
const demoId = t.clientIdOf('demo');
const subId = t.clientIdOf('demo_sub');
const yunjiId = t.clientIdOf('yunji');

const balance = (id: number) =>
  sql.prepare<[number], number>('select balance_cents from clients where id = ?').pluck().get(id)!;
const lastRow = (id: number) =>
  sql
    .prepare<[number], { balance_after: number; kind: string; amount_cents: number; order_no: string }>(
      'select balance_after, kind, amount_cents, order_no from account_ledger where client_id = ? order by id desc limit 1',
    )
    .get(id);
const rowCount = (id: number) =>
  sql.prepare<[number], number>('select count(*) from account_ledger where client_id = ?').pluck().get(id)!;
const frozen = (id: number) =>
  sql.prepare<[number], number>('select frozen_cents from clients where id = ?').pluck().get(id)!;
/** The catalogue's (on sale, not a pool's) add-on of a carrier and size. */
const addonOf = (carrier: string, mb: number) =>
  sql
    .prepare<[string, number], number>(
      "select id from charge_products where kind = 'addon' and status = 'on' and pool = 0 and carrier = ? and mb = ?",
    )
    .pluck()
    .get(carrier, mb)!;
/** Moves the emulator's clock on: the carrier answers each card of an order on it. */
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const sumOf = (id: number) =>
  sql
    .prepare<[number], number>(
      'select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ?',
    )
    .pluck()
    .get(id)!;

/** Every client's ledger: starts at 0, each row follows on from the one before, ends at the balance. */
function checkAllLedgers() {
  const clients = sql
    .prepare<[], { id: number; balance_cents: number }>('select id, balance_cents from clients')
    .all();
  for (const c of clients) {
    const rows = sql
      .prepare<[number], { amount_cents: number; balance_before: number; balance_after: number }>(
        'select amount_cents, balance_before, balance_after from account_ledger where client_id = ? order by id',
      )
      .all(c.id);
    let running = 0;
    for (const r of rows) {
      expect(r.balance_before).toBe(running);
      expect(r.balance_after).toBe(r.balance_before + r.amount_cents);
      expect(r.balance_after).toBeGreaterThanOrEqual(0);
      running = r.balance_after;
    }
    expect(running).toBe(c.balance_cents);
  }
}

describe('the seeded ledger', () => {
  it('ends at every client balance, from 0, never negative, with realistic kinds', () => {
    checkAllLedgers();
    const kinds = sql
      .prepare<[number], string>('select distinct kind from account_ledger where client_id = ?')
      .pluck()
      .all(demoId);
    expect(kinds).toEqual(expect.arrayContaining(['recharge', 'package', 'addon', 'sms', 'transfer_out']));
    // Each transfer to demo_sub is the same order on both sides.
    const outs = sql
      .prepare(
        "select order_no, -amount_cents as cents, at from account_ledger where client_id = ? and kind = 'transfer_out' and counterparty_client_id = ? order by id",
      )
      .all(demoId, subId);
    const ins = sql
      .prepare(
        "select order_no, amount_cents as cents, at from account_ledger where client_id = ? and kind = 'transfer_in' order by id",
      )
      .all(subId);
    expect(outs.length).toBeGreaterThan(0);
    expect(ins).toEqual(outs);
  });

  it('the header balance equals the last ledger row and the sum of the amounts', async () => {
    const header = await t.ok('indexHeader', { token: demo });
    expect(Math.round(header.client_balance! * 100)).toBe(lastRow(demoId)!.balance_after);
    expect(sumOf(demoId)).toBe(lastRow(demoId)!.balance_after);
  });
});

describe('GET /charge/account/ledger/', () => {
  it('lists the caller own rows latest first, with the account and totals that reconcile', async () => {
    const data = await t.ok('ledgerList', { token: demo, query: { page: 1, page_size: 50 } });
    expect(data.total_count).toBe(rowCount(demoId));
    const ids = sql
      .prepare<[number], number>(
        'select id from account_ledger where client_id = ? order by id desc limit 50',
      )
      .pluck()
      .all(demoId);
    expect(data.tableData.map((r) => r.id)).toEqual(ids);
    expect(data.account).toEqual({
      balance: (balance(demoId) / 100).toFixed(2),
      frozen: '0.00',
      available: (balance(demoId) / 100).toFixed(2),
    });
    // Totals per type over every row: count and amount as SQL sums them; net = sum of all.
    const perKind = sql
      .prepare<[number], { kind: string; n: number; s: number }>(
        'select kind, count(*) as n, sum(amount_cents) as s from account_ledger where client_id = ? group by kind',
      )
      .all(demoId);
    expect(data.totals.count).toBe(rowCount(demoId));
    for (const k of perKind) {
      const shown = data.totals.by_kind.find((b) => b.kind === k.kind)!;
      expect(shown.count).toBe(k.n);
      expect(Math.round(Number(shown.amount) * 100)).toBe(k.s);
    }
    expect(Math.round(Number(data.totals.net) * 100)).toBe(sumOf(demoId));
    expect(Math.round((Number(data.totals.income) - Number(data.totals.expense)) * 100)).toBe(sumOf(demoId));
  });

  it("shows the platform's remarks in the reader's language (issue 36)", async () => {
    const CJK = /[\u3400-\u9fff\uff08\uff09]/;
    for (const kind of ['sms', 'recharge', 'refund', 'adjust', 'profit', 'transfer_out'] as const) {
      const zh = await t.ok('ledgerList', { token: demo, query: { kind, page_size: 50 } });
      const en = await t.ok('ledgerList', { token: demo, lang: 'en', query: { kind, page_size: 50 } });
      expect(en.tableData.map((r) => r.id)).toEqual(zh.tableData.map((r) => r.id));
      for (const [i, row] of en.tableData.entries()) {
        expect(row.remark, `${kind} row ${row.id}`).not.toMatch(CJK);
        // A remark in one language is one in the other (a transfer may have none).
        expect(row.remark === '').toBe(zh.tableData[i]!.remark === '');
      }
    }
    const sms = await t.ok('ledgerList', { token: demo, query: { kind: 'sms', page_size: 5 } });
    const smsEn = await t.ok('ledgerList', { token: demo, lang: 'en', query: { kind: 'sms', page_size: 5 } });
    const [, month, count] = /^(\d{4}-\d{2}) 短信费（(\d+) 条）$/.exec(sms.tableData[0]!.remark)!;
    expect(smsEn.tableData[0]!.remark).toBe(`SMS fee for ${month} (${count} messages)`);
    // The stored row holds the key and its parameters, never a text in one language.
    const stored = sql
      .prepare<[number], { remark: string; remark_key: string; remark_params: string }>(
        'select remark, remark_key, remark_params from account_ledger where id = ?',
      )
      .get(sms.tableData[0]!.id)!;
    expect(stored).toEqual({
      remark: '',
      remark_key: 'messages.ledger_remark_sms_fee',
      remark_params: JSON.stringify({ month, count: Number(count) }),
    });
  });

  it('filters by type, order number and date, and never shows another client rows', async () => {
    const sms = await t.ok('ledgerList', { token: demo, query: { kind: 'sms', page_size: 50 } });
    expect(sms.tableData.every((r) => r.kind === 'sms')).toBe(true);
    expect(sms.total_count).toBe(
      sql
        .prepare("select count(*) from account_ledger where client_id = ? and kind = 'sms'")
        .pluck()
        .get(demoId),
    );
    expect(sms.totals.by_kind.map((b) => b.kind)).toEqual(['sms']);
    const one = sql
      .prepare<[number], { order_no: string }>(
        "select order_no from account_ledger where client_id = ? and kind = 'addon' limit 1",
      )
      .get(demoId)!;
    const byOrder = await t.ok('ledgerList', { token: demo, query: { order_no: one.order_no } });
    expect(byOrder.tableData.length).toBeGreaterThan(0);
    expect(byOrder.tableData.every((r) => r.order_no === one.order_no)).toBe(true);
    const none = await t.ok('ledgerList', {
      token: demo,
      query: { date_start: '2001-01-01', date_end: '2001-01-31' },
    });
    expect(none.total_count).toBe(0);
    // yunji's ledger holds none of demo's serials.
    const theirs = await t.ok('ledgerList', { token: yunji, query: { page_size: 50 } });
    expect(theirs.total_count).toBe(rowCount(yunjiId));
    const demoSerials = new Set(
      sql.prepare('select serial_no from account_ledger where client_id = ?').pluck().all(demoId),
    );
    expect(theirs.tableData.some((r) => demoSerials.has(r.serial_no))).toBe(false);
  });

  it('sends demo_sub a 599 (the ledger stays with the main client) and refuses a bad type', async () => {
    expect((await t.api('ledgerList', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('ledgerList', { token: demo, query: { kind: 'bogus' as 'sms' } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
  });
});

describe('add-ons paid from the balance', () => {
  it('freeze the order at once, then write one 加油包 row per card as the carrier answers, and the header follows', async () => {
    const cards = sql
      .prepare<[number], { id: number; iccid: string }>(
        "select id, iccid from cards where main_client_id = ? and status = 'active' and billing_group_id is null and carrier = 'cmcc' limit 2",
      )
      .all(demoId);
    const before = balance(demoId);
    const frozenBefore = frozen(demoId);
    const rows = rowCount(demoId);
    const placed = await t.ok('addonCards', {
      token: demo,
      body: { card_ids: cards.map((c) => c.id), product_id: addonOf('cmcc', 100) },
    });
    expect(placed.total).toBe('20.00');
    // Frozen, not charged: no ledger row until the carrier answers.
    expect([balance(demoId), frozen(demoId), rowCount(demoId)]).toEqual([before, frozenBefore + 2000, rows]);
    await advance(CARD_ANSWER_MS);
    expect([balance(demoId), frozen(demoId), rowCount(demoId)]).toEqual([
      before - 1000,
      frozenBefore + 1000,
      rows + 1,
    ]);
    await advance(CARD_STEP_MS);
    expect([balance(demoId), frozen(demoId), rowCount(demoId)]).toEqual([
      before - 2000,
      frozenBefore,
      rows + 2,
    ]);
    expect(lastRow(demoId)).toEqual({
      kind: 'addon',
      amount_cents: -1000,
      balance_after: before - 2000,
      order_no: placed.order_no,
    });
    const header = await t.ok('indexHeader', { token: demo });
    expect(Math.round(header.client_balance! * 100)).toBe(before - 2000);
  });
});

describe('POST /balance/transfer/', () => {
  it('moves money to an own sub-client: two rows in one order, both balances follow', async () => {
    const [main, sub] = [balance(demoId), balance(subId)];
    const done = await t.ok('balanceTransfer', {
      token: demo,
      body: { sub_client_id: subId, amount: '123.45', remark: '季度预算' },
    });
    expect(done.balance).toBe(((main - 12345) / 100).toFixed(2));
    expect(balance(demoId)).toBe(main - 12345);
    expect(balance(subId)).toBe(sub + 12345);
    expect(lastRow(demoId)).toMatchObject({
      kind: 'transfer_out',
      amount_cents: -12345,
      order_no: done.order_no,
    });
    expect(lastRow(subId)).toMatchObject({
      kind: 'transfer_in',
      amount_cents: 12345,
      order_no: done.order_no,
    });
    const list = await t.ok('transferList', { token: demo, query: { sub_client_id: subId } });
    expect(list.tableData[0]).toMatchObject({
      order_no: done.order_no,
      sub_client_id: subId,
      amount: '123.45',
      remark: '季度预算',
      at: expect.any(String),
    });
    expect(list.total_count).toBe(
      sql
        .prepare(
          "select count(*) from account_ledger where client_id = ? and kind = 'transfer_out' and counterparty_client_id = ?",
        )
        .pluck()
        .get(demoId, subId),
    );
    expect(list.sub_clients.map((s) => s.id)).toEqual(
      sql.prepare('select id from clients where parent_id = ? order by id').pluck().all(demoId),
    );
    checkAllLedgers();
  });

  it('refuses bad amounts, more than the available balance and other clients, writing nothing', async () => {
    const rows = sql.prepare('select count(*) from account_ledger').pluck().get();
    for (const amount of ['0', '-5', '1.234', 'abc', '']) {
      const res = await t.api('balanceTransfer', { token: demo, body: { sub_client_id: subId, amount } });
      expect(res.code).toBe(BizCode.BAD_REQUEST);
    }
    const zero = await t.api('balanceTransfer', { token: demo, body: { sub_client_id: subId, amount: '0' } });
    expect(zero.msg).toContain('请输入大于0的金额，最多两位小数');
    // A negative amount is refused with the message, in either language, never taken as its size.
    const negative = { sub_client_id: subId, amount: '-5' };
    expect((await t.api('balanceTransfer', { token: demo, body: negative })).msg).toBe(
      '请输入大于0的金额，最多两位小数',
    );
    expect((await t.api('balanceTransfer', { token: demo, lang: 'en', body: negative })).msg).toBe(
      'Enter an amount greater than 0 with at most two decimals',
    );
    const tooMuch = await t.api('balanceTransfer', {
      token: demo,
      lang: 'en',
      body: { sub_client_id: subId, amount: ((balance(demoId) + 1) / 100).toFixed(2) },
    });
    expect(tooMuch.code).toBe(BizCode.BAD_REQUEST);
    expect(tooMuch.msg).toMatch(/^Insufficient available balance/);
    // A frozen part cannot be transferred.
    sql.prepare('update clients set frozen_cents = balance_cents - 100 where id = ?').run(demoId);
    const frozen = await t.api('balanceTransfer', {
      token: demo,
      body: { sub_client_id: subId, amount: '1.01' },
    });
    expect(frozen.msg).toBe('可用余额不足：本次划拨 ¥1.01，当前可用余额 ¥1.00');
    sql.prepare('update clients set frozen_cents = 0 where id = ?').run(demoId);
    // yunji's own client and demo itself are not demo's sub-clients.
    for (const id of [yunjiId, demoId]) {
      const res = await t.api('balanceTransfer', { token: demo, body: { sub_client_id: id, amount: '1' } });
      expect(res.code).toBe(BizCode.NOT_FOUND);
    }
    expect(
      (await t.api('balanceTransfer', { token: demoSub, body: { sub_client_id: subId, amount: '1' } })).code,
    ).toBe(BizCode.NO_PERMISSION);
    expect(sql.prepare('select count(*) from account_ledger').pluck().get()).toBe(rows);
  });

  it('50 simultaneous transfers and add-on orders never overdraw the account nor lose a row', async () => {
    const cards = sql
      .prepare<[number], { id: number; carrier: string }>(
        "select id, carrier from cards where main_client_id = ? and status = 'active' and billing_group_id is null limit 25",
      )
      .all(demoId);
    // Enough for about half of what is asked: 25 transfers of ¥10 and 25 add-ons of ¥10 want ¥500.
    sql.prepare('delete from account_ledger where client_id = ?').run(demoId);
    sql.prepare('update clients set balance_cents = 0 where id = ?').run(demoId);
    const ledgerIds = sql.prepare('select coalesce(max(id), 0) from account_ledger').pluck();
    // Start the account from a top-up row, so the ledger still sums to the balance.
    sql
      .prepare(
        `insert into account_ledger (serial_no, client_id, kind, amount_cents, balance_before, balance_after, operator, at)
         values ('LTEST', ?, 'recharge', 20000 + ?, 0, 20000 + ?, 'demo', ?)`,
      )
      .run(demoId, frozen(demoId), frozen(demoId), NOW);
    // What the seed holds stays held: ¥200 is available.
    sql.prepare('update clients set balance_cents = 20000 + frozen_cents where id = ?').run(demoId);
    const start = balance(demoId);
    const heldBefore = frozen(demoId);
    const first = ledgerIds.get() as number;
    const calls = Array.from({ length: 50 }, (_, i) => {
      const card = cards[(i - 1) / 2]!;
      return i % 2 === 0
        ? t.api('balanceTransfer', { token: demo, body: { sub_client_id: subId, amount: '10' } })
        : t.api('addonCards', {
            token: demo,
            body: { card_ids: [card.id], product_id: addonOf(card.carrier, 100) },
          });
    });
    const answers = await Promise.all(calls);
    const ok = answers.filter((a) => a.code === BizCode.OK);
    const refused = answers.filter((a) => a.code === BizCode.BAD_REQUEST);
    expect(ok.length + refused.length).toBe(50);
    expect(refused.length).toBeGreaterThan(0);
    const transfers = answers.filter((a, i) => i % 2 === 0 && a.code === BizCode.OK).length;
    const addons = answers.filter((a, i) => i % 2 === 1 && a.code === BizCode.OK).length;
    // The add-ons are frozen until the carrier answers each one-card order.
    expect(frozen(demoId)).toBe(heldBefore + addons * 1000);
    await advance(CARD_ANSWER_MS);
    const written = sql
      .prepare<[number, number], { kind: string; amount_cents: number }>(
        'select kind, amount_cents from account_ledger where client_id = ? and id > ?',
      )
      .all(demoId, first);
    expect(written.filter((w) => w.kind === 'transfer_out')).toHaveLength(transfers);
    expect(written.filter((w) => w.kind === 'addon')).toHaveLength(addons);
    expect(frozen(demoId)).toBe(heldBefore);
    expect(balance(demoId)).toBe(start - transfers * 1000 - addons * 1000);
    expect(balance(demoId) - frozen(demoId)).toBeGreaterThanOrEqual(0);
    expect(lastRow(demoId)!.balance_after).toBe(balance(demoId));
    expect(sumOf(demoId)).toBe(balance(demoId));
    checkAllLedgers();
  });
});

describe('POST /charge/account/export/', () => {
  it('exports the filtered rows as a task listed in the export log, with its file', async () => {
    const n = sql
      .prepare("select count(*) from account_ledger where client_id = ? and kind = 'sms'")
      .pluck()
      .get(yunjiId);
    const started = await t.ok('startLedgerExport', { token: yunji, body: { kind: 'sms' } });
    expect(started.total).toBe(n);
    await t.runTasks();
    const log = await t.ok('exportLogList', { token: yunji, query: { kind: 'ledger_export' } });
    const row = log.tableData.find((r) => r.id === started.task_id)!;
    expect(row).toMatchObject({ status: 'done', kind: 'ledger_export', total: n, filters: '交易类型：短信' });
    const file = await t.request.get(row.download!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const none = await t.api('startLedgerExport', { token: yunji, body: { order_no: 'NOPE' } });
    expect(none.code).toBe(BizCode.BAD_REQUEST);
    expect((await t.api('startLedgerExport', { token: demoSub, body: {} })).code).toBe(BizCode.NO_PERMISSION);
  });
});
