import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, SMS_PRICE_CENTS } from '#contract';
import { postLedger } from '../../server/services/ledger.ts';
import { build } from './helpers.ts';

/**
 * SMS charged per message (issue 40): starting a send freezes its cost, each step charges what it
 * submitted through the ledger and releases its part; a send the available balance cannot pay is
 * refused before it starts, in the reader's language, and changes nothing; a queued send cancelled
 * gives its money back. Balance, frozen and the ledger agree throughout.
 */

const t = await build({ seedCards: 3000 });
const sql = t.deps.sqlite;

let demo: string;
let sub: string;
let demoId: number;
let subId: number;

const one = <T>(query: string, ...params: unknown[]) => sql.prepare(query).get(...params) as T;
const account = (clientId: number) =>
  one<{ balance: number; frozen: number }>(
    'select balance_cents as balance, frozen_cents as frozen from clients where id = ?',
    clientId,
  );
const ledgerSum = (clientId: number) =>
  one<{ s: number }>(
    'select coalesce(sum(amount_cents), 0) as s from account_ledger where client_id = ?',
    clientId,
  ).s;
const lastBalance = (clientId: number) =>
  one<{ b: number }>(
    'select balance_after as b from account_ledger where client_id = ? order by id desc limit 1',
    clientId,
  ).b;

/** Cards of a client made able to receive SMS (active, SMS on, a plan with SMS) of a carrier. */
function capable(column: 'main_client_id' | 'client_id', clientId: number, carrier: string, n: number) {
  const plan = one<{ id: number }>(
    'select id from plans where carrier = ? and sms_included = 1 order by id limit 1',
    carrier,
  ).id;
  const ids = sql
    .prepare(
      `select id from cards where ${column} = ? and project_group_id is null and billing_group_id is null
       order by id desc limit ?`,
    )
    .pluck()
    .all(clientId, n) as number[];
  const update = sql.prepare(
    "update cards set status = 'active', sms_on = 1, carrier = ?, plan_id = ?, project_group_id = -1 where id = ?",
  );
  for (const id of ids) update.run(carrier, plan, id);
  return ids.map((id) => one<{ id: number; iccid: string }>('select id, iccid from cards where id = ?', id));
}

/** Leaves the client `cents` available, through the ledger (an adjustment), as an operator would. */
function leaveAvailable(clientId: number, cents: number) {
  const a = account(clientId);
  const delta = cents - (a.balance - a.frozen);
  if (delta === 0) return;
  sql.transaction(() =>
    postLedger(sql, {
      clientId,
      kind: 'adjust',
      amountCents: delta,
      operator: 'platform',
      remark: 'test',
      at: t.deps.clock.now(),
    }),
  )();
}

beforeAll(async () => {
  [demo, sub] = await Promise.all([t.login('demo'), t.login('demo_sub')]);
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
});

describe('an SMS send is charged through the ledger', () => {
  it('one SMS lowers the balance by its price, in one sms row under the batch number', async () => {
    const [card] = capable('main_client_id', demoId, 'ctcc', 1);
    const before = account(demoId);
    const check = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'card', number: card!.iccid, content: '查询状态', kind: 'command' },
    });
    expect(check.cost_cents).toBe(SMS_PRICE_CENTS.ctcc);
    // Checked, not started: nothing frozen, nothing charged.
    expect(account(demoId)).toEqual(before);
    await t.ok('smsStart', { token: demo, body: { task_id: check.task_id } });
    // Started: the cost is frozen, the balance unchanged until the SMS goes out.
    expect(account(demoId)).toEqual({
      balance: before.balance,
      frozen: before.frozen + SMS_PRICE_CENTS.ctcc,
    });
    const header = await t.ok('ledgerList', { token: demo, query: { kind: 'sms' } });
    expect(header.account.frozen).toBe(((before.frozen + SMS_PRICE_CENTS.ctcc) / 100).toFixed(2));
    await t.runTasks(2_000);
    expect(account(demoId)).toEqual({
      balance: before.balance - SMS_PRICE_CENTS.ctcc,
      frozen: before.frozen,
    });
    const rows = await t.ok('ledgerList', {
      token: demo,
      query: { order_no: `SMS${String(check.task_id).padStart(8, '0')}` },
    });
    expect(rows.tableData).toHaveLength(1);
    expect(rows.tableData[0]).toMatchObject({
      kind: 'sms',
      amount: (-SMS_PRICE_CENTS.ctcc / 100).toFixed(2),
      balance_after: ((before.balance - SMS_PRICE_CENTS.ctcc) / 100).toFixed(2),
      operator: 'demo',
    });
    expect(rows.tableData[0]!.remark).toContain('1 条');
    const en = await t.ok('ledgerList', {
      token: demo,
      lang: 'en',
      query: { order_no: `SMS${String(check.task_id).padStart(8, '0')}` },
    });
    expect(en.tableData[0]!.remark).toBe(
      `SMS send SMS${String(check.task_id).padStart(8, '0')} (1 messages)`,
    );
    expect(ledgerSum(demoId)).toBe(account(demoId).balance);
    expect(lastBalance(demoId)).toBe(account(demoId).balance);
  });

  it('a batch is charged step by step at each card’s price and segments; a card gone by then is not charged', async () => {
    const cards = [
      ...capable('main_client_id', demoId, 'cmcc', 150),
      ...capable('main_client_id', demoId, 'cucc', 50),
    ];
    const group = Number(
      sql
        .prepare(
          "insert into project_groups (main_client_id, name, description, created_at) values (?, '计费批量', '', 0)",
        )
        .run(demoId).lastInsertRowid,
    );
    sql
      .prepare('update cards set project_group_id = ? where id in (select value from json_each(?))')
      .run(group, JSON.stringify(cards.map((c) => c.id)));
    const before = account(demoId);
    const check = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'project_group', project_group_id: group, content: 'REBOOT', kind: 'command' },
    });
    const cost = 150 * SMS_PRICE_CENTS.cmcc + 50 * SMS_PRICE_CENTS.cucc;
    expect(check).toMatchObject({ valid: 200, cost_cents: cost });
    await t.ok('smsStart', { token: demo, body: { task_id: check.task_id } });
    expect(account(demoId).frozen).toBe(before.frozen + cost);
    // A card of the second step leaves the client before it is sent: refused then, not charged.
    const gone = one<{ id: number }>(
      "select json_extract(input, '$.card_id') as id from task_rows where task_id = ? and row_no = 150",
      check.task_id,
    ).id;
    const goneCarrier = one<{ carrier: 'cmcc' | 'cucc' }>(
      'select carrier from cards where id = ?',
      gone,
    ).carrier;
    await t.runTasks(1_000);
    const afterFirst = account(demoId);
    expect(afterFirst.frozen).toBeLessThan(before.frozen + cost);
    expect(afterFirst.balance).toBeLessThan(before.balance);
    const other = t.clientIdOf('yunji');
    sql.prepare('update cards set main_client_id = ?, client_id = ? where id = ?').run(other, other, gone);
    await t.runTasks(5_000);
    const after = account(demoId);
    expect(after.frozen).toBe(before.frozen);
    expect(after.balance).toBe(before.balance - cost + SMS_PRICE_CENTS[goneCarrier]);
    const charged = one<{ n: number; s: number }>(
      "select count(*) as n, sum(amount_cents) as s from account_ledger where client_id = ? and kind = 'sms' and order_no = ?",
      demoId,
      `SMS${String(check.task_id).padStart(8, '0')}`,
    );
    expect(charged).toEqual({ n: 2, s: -(cost - SMS_PRICE_CENTS[goneCarrier]) });
    // What the ledger charged is what the SMS records cost.
    const recorded = one<{ s: number }>(
      "select sum(cost_cents) as s from card_sms where task_id = ? and direction = 'mt'",
      check.task_id,
    ).s;
    expect(-charged.s).toBe(recorded);
    expect(ledgerSum(demoId)).toBe(after.balance);
    sql.prepare('update cards set main_client_id = ?, client_id = ? where id = ?').run(demoId, demoId, gone);
  });

  it('a send the available balance cannot pay is refused before it starts, in both languages, and nothing moves', async () => {
    const [a, b] = capable('main_client_id', demoId, 'cmcc', 2);
    const check = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'numbers', numbers: `${a!.iccid}\n${b!.iccid}`, content: 'hello', kind: 'notice' },
    });
    expect(check.cost_cents).toBe(2 * SMS_PRICE_CENTS.cmcc);
    leaveAvailable(demoId, SMS_PRICE_CENTS.cmcc);
    const before = account(demoId);
    const ledgerRows = one<{ n: number }>(
      'select count(*) as n from account_ledger where client_id = ?',
      demoId,
    ).n;
    const zh = await t.api('smsStart', { token: demo, body: { task_id: check.task_id } });
    expect(zh.code).toBe(BizCode.BAD_REQUEST);
    expect(zh.msg).toBe(
      `可用余额不足：本次发送预计扣费 ¥${((2 * SMS_PRICE_CENTS.cmcc) / 100).toFixed(2)}，当前可用余额 ¥${(SMS_PRICE_CENTS.cmcc / 100).toFixed(2)}，请充值后再发送`,
    );
    const en = await t.api('smsStart', { token: demo, lang: 'en', body: { task_id: check.task_id } });
    expect(en.msg).toContain('Available balance too low');
    expect(account(demoId)).toEqual(before);
    expect(one<{ n: number }>('select count(*) as n from account_ledger where client_id = ?', demoId).n).toBe(
      ledgerRows,
    );
    expect(one<{ status: string }>('select status from tasks where id = ?', check.task_id).status).toBe(
      'checked',
    );
    expect(one<{ n: number }>('select count(*) as n from card_sms where task_id = ?', check.task_id).n).toBe(
      0,
    );
    // Topped up, the same checked send starts.
    leaveAvailable(demoId, 100_000);
    await t.ok('smsStart', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks(2_000);
    expect(account(demoId).balance).toBe(account(demoId).frozen + 100_000 - 2 * SMS_PRICE_CENTS.cmcc);
  });

  it('a queued send cancelled gives its frozen money back', async () => {
    const [a] = capable('main_client_id', demoId, 'cucc', 1);
    const [b] = capable('main_client_id', demoId, 'cmcc', 1);
    // The first send runs; the second waits behind it in the client's queue.
    const first = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'card', number: a!.iccid, content: 'one', kind: 'notice' },
    });
    const second = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'card', number: b!.iccid, content: 'two', kind: 'notice' },
    });
    const before = account(demoId);
    await t.ok('smsStart', { token: demo, body: { task_id: first.task_id } });
    await t.ok('smsStart', { token: demo, body: { task_id: second.task_id } });
    expect(account(demoId).frozen).toBe(before.frozen + SMS_PRICE_CENTS.cucc + SMS_PRICE_CENTS.cmcc);
    const queued = one<{ status: string }>('select status from tasks where id = ?', second.task_id).status;
    expect(queued).toBe('pending');
    await t.ok('cancelTask', { token: demo, body: { task_id: second.task_id } });
    expect(account(demoId).frozen).toBe(before.frozen + SMS_PRICE_CENTS.cucc);
    await t.runTasks(5_000);
    expect(account(demoId)).toEqual({
      balance: before.balance - SMS_PRICE_CENTS.cucc,
      frozen: before.frozen,
    });
    expect(ledgerSum(demoId)).toBe(account(demoId).balance);
  });

  it("a sub-client's send is paid from its own account", async () => {
    const [card] = capable('client_id', subId, 'cmcc', 1);
    const main = account(demoId);
    const own = account(subId);
    leaveAvailable(subId, Math.max(own.balance - own.frozen, 1_000));
    const before = account(subId);
    const check = await t.ok('smsCheck', {
      token: sub,
      body: { target: 'card', number: card!.iccid, content: 'ping', kind: 'notice' },
    });
    await t.ok('smsStart', { token: sub, body: { task_id: check.task_id } });
    await t.runTasks(2_000);
    expect(account(subId)).toEqual({ balance: before.balance - SMS_PRICE_CENTS.cmcc, frozen: before.frozen });
    expect(account(demoId)).toEqual(main);
    expect(ledgerSum(subId)).toBe(account(subId).balance);
  });
});
