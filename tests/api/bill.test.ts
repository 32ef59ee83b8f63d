import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_BASE, BILL_DOWNLOAD_PATH, BizCode, WX_PAY_SECONDS } from '#contract';
import { monthBounds } from '../../server/lib/format.ts';
import { monthOf } from '../../server/services/keep-fee.ts';
import { postLedger } from '../../server/services/ledger.ts';
import { binaryBody, build, workbookOf } from './helpers.ts';

/**
 * Monthly bills (/service/bill, issue 40): one statement per client and month read from the
 * ledger — seeded for the last months, issued by the clock's step when a month ends, 已出账 while a
 * 停机保号 fee is owed and 已结清 once a top-up paid it — and its xlsx and PDF, which hold its
 * closing balance and are only ever the caller's own.
 */

const t = await build({ seedCards: 3000 });
const sql = t.deps.sqlite;
let demo = await t.login('demo');
let yunji = await t.login('yunji');
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const one = <T>(query: string, ...params: unknown[]) => sql.prepare(query).get(...params) as T;
const yuan = (cents: number) => (cents / 100).toFixed(2);
const cents = (text: string) => Math.round(Number(text) * 100);

async function toNextMonth() {
  const now = t.deps.clock.now();
  await advance(monthBounds(now)[1] - now + 3_600_000);
  demo = await t.login('demo');
  yunji = await t.login('yunji');
  return monthOf(t.deps.clock.now());
}

/** A month's figures of a client asked of the ledger directly. */
function ledgerMonth(clientId: number, month: string) {
  const [start, end] = monthBounds(Date.parse(`${month}-15T00:00:00+08:00`));
  const sum = (where: string, ...params: unknown[]) =>
    one<{ s: number }>(
      `select coalesce(sum(amount_cents), 0) as s from account_ledger where client_id = ? and ${where}`,
      clientId,
      ...params,
    ).s;
  const closing = sum('at < ?', end);
  return { opening: sum('at < ?', start), closing, net: sum('at >= ? and at < ?', start, end) };
}

const download = (token: string, query: Record<string, unknown>, lang = 'zh-CN') =>
  t.request
    .get(API_BASE + BILL_DOWNLOAD_PATH)
    .set('Authorization', `JWT ${token}`)
    .set('Accept-Language', lang)
    .query(query)
    .buffer(true)
    .parse(binaryBody as never);

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'bill-'));
  writeFileSync(join(dir, 'bill.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'bill.pdf'), '-'], { encoding: 'utf8' });
}

describe('monthly bills', () => {
  it('seeds the last months: each bill is its month of the ledger, one closing the next opening', async () => {
    const list = await t.ok('billList', { token: demo, query: { page: 1, page_size: 20 } });
    expect(list.total_count).toBe(3);
    const months = list.tableData.map((b) => b.month);
    expect(months).toEqual([...months].sort().reverse());
    for (const bill of list.tableData) {
      const l = ledgerMonth(demoId, bill.month);
      expect(bill.status).toBe('settled');
      expect(bill.opening).toBe(yuan(l.opening));
      expect(bill.closing).toBe(yuan(l.closing));
      const moved = cents(bill.top_ups) - cents(bill.charges) + cents(bill.refunds) + cents(bill.adjustments);
      expect(moved).toBe(l.net);
      const detail = await t.ok('billDetail', { token: demo, query: { id: bill.id } });
      expect(detail.closing).toBe(bill.closing);
      expect(detail.items.reduce((s, i) => s + cents(i.amount), 0)).toBe(l.net);
    }
    const [newer, older] = list.tableData;
    expect(older!.closing).toBe(newer!.opening);
    // The month in progress: 未出账, closing at the balance now.
    const open = await t.ok('billDetail', { token: demo });
    expect(open.id).toBeNull();
    expect(open.status).toBe('open');
    expect(open.opening).toBe(newer!.closing);
    const balance = one<{ b: number }>('select balance_cents as b from clients where id = ?', demoId).b;
    expect(open.closing).toBe(yuan(balance));
  });

  it('issues the month when the clock passes its end; owed keeps it 已出账 until a top-up settles it', async () => {
    const open = await t.ok('billDetail', { token: demo });
    // demo stops three cards and keeps 1 yuan available: the next month's 停机保号 fee is partly owed.
    const ids = (
      sql
        .prepare("select id from cards where client_id = ? and status = 'active' order by id limit 3")
        .all(demoId) as { id: number }[]
    ).map((r) => r.id);
    await t.ok('stopResumeCards', { token: demo, body: { card_ids: ids, action: 'stop' } });
    const a = one<{ balance: number; frozen: number }>(
      'select balance_cents as balance, frozen_cents as frozen from clients where id = ?',
      demoId,
    );
    sql.transaction(() =>
      postLedger(sql, {
        clientId: demoId,
        kind: 'adjust',
        amountCents: 100 - (a.balance - a.frozen),
        operator: 'platform',
        remark: 'test',
        at: t.deps.clock.now(),
      }),
    )();
    const feeMonth = await toNextMonth();
    const issued = (await t.ok('billList', { token: demo, query: { page: 1, page_size: 20 } })).tableData[0]!;
    expect(issued.month).toBe(open.month);
    const l = ledgerMonth(demoId, open.month);
    expect(issued.opening).toBe(open.opening);
    expect(issued.closing).toBe(yuan(l.closing));
    expect(cents(issued.adjustments)).toBeLessThan(0);

    // The fee month: its bill lists the stopped cards and what is owed, and is issued 已出账.
    const current = await t.ok('billDetail', { token: demo });
    expect(current.month).toBe(feeMonth);
    expect(current.keep_fee.cards).toBeGreaterThanOrEqual(3);
    expect(current.keep_fee.rows.length).toBe(Math.min(current.keep_fee.cards, 50));
    expect(cents(current.owed)).toBeGreaterThan(0);
    await toNextMonth();
    const owedBill = (await t.ok('billList', { token: demo, query: { page: 1, page_size: 20 } }))
      .tableData[0]!;
    expect(owedBill.month).toBe(feeMonth);
    expect(owedBill.status).toBe('issued');
    expect(owedBill.owed).toBe(current.owed);
    const owedOnly = await t.ok('billList', {
      token: demo,
      query: { page: 1, page_size: 20, status: 'issued' },
    });
    expect(owedOnly.tableData.map((b) => b.month)).toEqual([feeMonth]);

    // Top-ups pay what is owed, oldest month first: once the fee month's is paid its bill is 已结清.
    const owedOf = (month: string) =>
      one<{ owed: number }>(
        'select owed_cents as owed from keep_fee_charges where client_id = ? and month = ?',
        demoId,
        month,
      ).owed;
    expect(owedOf(feeMonth)).toBe(cents(owedBill.owed));
    for (let i = 0; i < 3 && owedOf(feeMonth) > 0; i++) {
      expect((await t.ok('billDetail', { token: demo, query: { id: owedBill.id } })).status).toBe('issued');
      await t.ok('placeTopup', { token: demo, body: { amount: '500' } });
      await advance((WX_PAY_SECONDS + 1) * 1000);
      await t.ok('ledgerList', { token: demo });
    }
    expect(owedOf(feeMonth)).toBe(0);
    const settled = await t.ok('billDetail', { token: demo, query: { id: owedBill.id } });
    expect(settled.status).toBe('settled');
  });

  it('downloads a bill as xlsx and as a PDF in either language, both holding its closing balance', async () => {
    const bill = (await t.ok('billList', { token: demo, query: { page: 1, page_size: 20 } })).tableData[0]!;
    const xlsx = await download(demo, { id: bill.id, format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = await workbookOf(xlsx.body);
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain(bill.closing);
    expect(cells).toContain('期末余额');

    const zh = await download(demo, { id: bill.id, format: 'pdf' });
    expect(zh.status).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    expect((zh.body as Buffer).length).toBeLessThan(400_000);
    const zhText = pdfText(zh.body as Buffer);
    expect(zhText).toContain('月度账单');
    expect(zhText).toMatch(new RegExp(`期末余额\\s+${bill.closing.replace('.', '\\.')}`));
    const enText = pdfText((await download(demo, { id: bill.id, format: 'pdf' }, 'en')).body as Buffer);
    expect(enText).toMatch(new RegExp(`Closing balance\\s+${bill.closing.replace('.', '\\.')}`));
  });

  it("never gives another client's bill, a caller without the code or a bad query a file", async () => {
    const bill = (await t.ok('billList', { token: demo, query: { page: 1, page_size: 10 } })).tableData[0]!;
    const other = await download(yunji, { id: bill.id, format: 'pdf' });
    expect(other.headers['content-type']).toContain('application/json');
    const envelope = JSON.parse((other.body as Buffer).toString('utf8')) as { code: number; msg: string };
    expect(envelope.code).toBe(BizCode.NOT_FOUND);
    expect(envelope.msg).toBe(`账单 ${bill.id} 不存在`);
    const detail = await t.api('billDetail', { token: yunji, query: { id: bill.id } });
    expect(detail.code).toBe(BizCode.NOT_FOUND);
    expect(
      (await t.ok('billList', { token: yunji, query: { page: 1, page_size: 50 } })).tableData,
    ).not.toContainEqual(expect.objectContaining({ id: bill.id }));

    const support = await t.login('support');
    const refused = await download(support, { id: bill.id, format: 'xlsx' });
    expect(JSON.parse((refused.body as Buffer).toString('utf8')).code).toBe(BizCode.NO_PERMISSION);
    const noToken = await t.request.get(API_BASE + BILL_DOWNLOAD_PATH).query({ id: bill.id, format: 'pdf' });
    expect(noToken.body.code).toBe(403);
    for (const query of [{ id: 'x', format: 'pdf' }, { id: bill.id, format: 'doc' }, { format: 'pdf' }]) {
      const bad = await download(demo, query);
      expect(JSON.parse((bad.body as Buffer).toString('utf8')).code).toBe(BizCode.BAD_REQUEST);
    }
  });
});
