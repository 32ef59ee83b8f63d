import { beforeAll, describe, expect, it } from 'vitest';
import { build, HOUR } from './helpers.ts';

/**
 * Every warning rule type is evaluated on the emulator clock (issue 43): a rule of each type over
 * cards whose value reached its threshold gets a record when the clock moves through its control
 * API, with the value the database holds. Each test fails if its type is not evaluated.
 */

const t = await build({ seedCards: 1200 });
const DAY = 24 * HOUR;
const sql = t.deps.sqlite;
const all = <T>(query: string, ...params: unknown[]) => sql.prepare<unknown[], T>(query).all(...params);
const one = <T>(query: string, ...params: unknown[]) => all<T>(query, ...params)[0]!;
const value = (query: string, ...params: unknown[]) =>
  sql
    .prepare(query)
    .pluck()
    .get(...params) as number;

interface Record {
  card_id: number;
  level: number;
  value: number;
  threshold: number;
  result: string;
  at: number;
  restore_at: number | null;
}
const recordsOf = (ruleId: number) =>
  all<Record>(
    'select card_id, level, value, threshold, result, at, restore_at from warning_records where rule_id = ? order by card_id, level',
    ruleId,
  );

let demo: string;
let demoId: number;
const taken = new Set<number>();
/** A card of demo's not used by another test of this file. */
function card(where: string, ...params: unknown[]): { id: number; msisdn: string; iccid: string } {
  const rows = all<{ id: number; msisdn: string; iccid: string }>(
    `select c.id, c.msisdn, c.iccid from cards c where c.main_client_id = ? and c.billing_group_id is null and ${where} order by c.id`,
    demoId,
    ...params,
  );
  const row = rows.find((r) => !taken.has(r.id))!;
  taken.add(row.id);
  return row;
}

let n = 0;
async function rule(type: string, thresholds: number[], extra: object) {
  n += 1;
  const row = await t.ok('createWarningRule', {
    token: demo,
    body: {
      name: `类型测试${n}`,
      type,
      scope: 'all',
      thresholds: thresholds.map((v) => ({ value: v })),
      action: 'notify',
      restore: 'none',
      channels: ['portal'],
      recipients: '',
      status: 'enabled',
      ...extra,
    } as never,
  });
  return row.id;
}

async function advance(ms: number) {
  await t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
  demo = await t.login('demo');
}

const ids: { [type: string]: number } = {};
const cards: { [type: string]: { id: number; msisdn: string; iccid: string } } = {};
let start: number;
let balanceYuan: number;
let poolGroup: number;

beforeAll(async () => {
  demo = await t.login('demo');
  demoId = t.clientIdOf('demo');
  start = t.deps.clock.now();
  const alive = "c.status = 'active' and c.expires_at > ?";
  const later = start + 90 * DAY;

  // Low balance: a threshold above demo's available balance fires; one below it does not.
  balanceYuan = value('select (balance_cents - frozen_cents) / 100.0 from clients where id = ?', demoId);
  cards.low_balance = card(`${alive} and c.data_on = 1`, later);
  ids.low_balance = await rule('low_balance', [balanceYuan + 100], {
    scope: 'cards',
    cards: [cards.low_balance.msisdn],
    action: 'cut_network',
    restore: 'next_day',
  });
  ids.low_balance_above = await rule('low_balance', [Math.max(1, balanceYuan - 100)], {
    scope: 'cards',
    cards: [cards.low_balance.msisdn],
  });

  // Status change: the customer stops a card through the portal.
  cards.status_change = card(alive, later);
  ids.status_change = await rule('status_change', [1, 2], {
    scope: 'cards',
    cards: [cards.status_change.msisdn],
  });
  const stop = await t.ok('stopResumeCards', {
    token: demo,
    body: { card_ids: [cards.status_change.id], action: 'stop' },
  });
  expect(stop.succeeded).toBe(1);

  // IMEI change (机卡分离): the carrier finds the card in another device and stops it.
  cards.imei_change = card(alive, later);
  sql
    .prepare(
      "insert into card_status_events (card_id, at, from_status, to_status, reason, operator) values (?, ?, 'active', 'suspended', 'imei_mismatch', 'carrier')",
    )
    .run(cards.imei_change.id, start);
  sql.prepare("update cards set status = 'suspended' where id = ?").run(cards.imei_change.id);
  ids.imei_change = await rule('imei_change', [1], {
    scope: 'cards',
    cards: [cards.imei_change.msisdn],
    action: 'stop',
  });

  // SMS: the devices sent and got SMS this month; the threshold is the count of the busiest one.
  const busiest = one<{ card_id: number; n: number }>(
    `select s.card_id, count(*) as n from card_sms s join cards c on c.id = s.card_id
     where c.main_client_id = ? and s.status != 'failed' and s.at >= ? group by s.card_id order by n desc, s.card_id limit 1`,
    demoId,
    Date.UTC(2025, 8, 30, 16),
  );
  cards.sms_included = one('select id, msisdn, iccid from cards where id = ?', busiest.card_id);
  taken.add(busiest.card_id);
  ids.sms_included = await rule('sms_included', [busiest.n + 1], {
    scope: 'cards',
    cards: [cards.sms_included.msisdn],
  });
  // One more SMS from the device during the step makes it cross.
  sql
    .prepare(
      "insert into card_sms (card_id, direction, content, status, at, settled_at) values (?, 'mo', '设备上报', 'delivered', ?, ?)",
    )
    .run(busiest.card_id, start + HOUR, start + HOUR);

  // Offline: an active card whose latest session closed before now.
  cards.offline = card(
    `${alive} and (select s.ended_at from card_sessions s where s.card_id = c.id order by s.started_at desc limit 1) < ?`,
    later,
    start,
  );
  ids.offline = await rule('offline', [24, 1000], { scope: 'cards', cards: [cards.offline.msisdn] });

  // Pool usage: demo's billing group using most of its pool, over the whole group.
  poolGroup = value(
    `select c.billing_group_id from cards c join plans p on p.id = c.plan_id
     where c.main_client_id = ? and c.billing_group_id is not null and c.status = 'active'
     group by c.billing_group_id order by sum(c.usage_mb) / sum(p.quota_mb + c.addon_mb) desc limit 1`,
    demoId,
  );
  ids.pool_usage = await rule('pool_usage', [1, 99_999], {
    scope: 'billing_group',
    billing_group_id: poolGroup,
  });

  // Expiry: an active card expiring within the threshold, read through the (client, expiry) index.
  cards.expiry = card(
    'c.status = ? and c.expires_at between ? and ?',
    'active',
    start + 5 * DAY,
    start + 20 * DAY,
  );
  ids.expiry = await rule('expiry', [3, 30], { scope: 'cards', cards: [cards.expiry.msisdn] });

  await advance(DAY);
});

describe('every rule type fires on the clock', () => {
  it('low balance: the active cards of the scope when the available balance is at or under the threshold', () => {
    const records = recordsOf(ids.low_balance!);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      card_id: cards.low_balance!.id,
      level: 1,
      value: balanceYuan,
      result: 'network_cut',
    });
    expect(records[0]!.restore_at).not.toBeNull();
    expect(value('select data_on from cards where id = ?', cards.low_balance!.id)).toBe(0);
    expect(recordsOf(ids.low_balance_above!)).toEqual([]);
  });

  it("status change: the changes of the cycle, not counting the rules' own stops", () => {
    const records = recordsOf(ids.status_change!);
    expect(records.map((r) => [r.card_id, r.level, r.value])).toEqual([[cards.status_change!.id, 1, 1]]);
  });

  it('IMEI change: a stop on a card the carrier already stopped does nothing and says so', () => {
    const records = recordsOf(ids.imei_change!);
    expect(records.map((r) => [r.card_id, r.value, r.result, r.restore_at])).toEqual([
      [cards.imei_change!.id, 1, 'skipped', null],
    ]);
  });

  it("SMS: the card's SMS of the cycle, counted when one is sent or received", () => {
    const records = recordsOf(ids.sms_included!);
    expect(records).toHaveLength(1);
    expect(records[0]!.value).toBe(
      value(
        "select count(*) from card_sms where card_id = ? and status != 'failed' and at >= ?",
        cards.sms_included!.id,
        Date.UTC(2025, 8, 30, 16),
      ),
    );
  });

  it('offline: hours since the latest session ended, at the step', () => {
    const records = recordsOf(ids.offline!);
    expect(records).toHaveLength(1);
    const ended = value(
      'select ended_at from card_sessions where card_id = ? order by started_at desc limit 1',
      cards.offline!.id,
    );
    expect(records[0]!.value).toBeCloseTo((records[0]!.at - ended) / HOUR, 2);
    expect(records[0]!.value).toBeGreaterThanOrEqual(24);
  });

  it('expiry: days left at the step, at the levels reached', () => {
    const records = recordsOf(ids.expiry!);
    expect(records.map((r) => [r.card_id, r.level, r.threshold])).toEqual([[cards.expiry!.id, 2, 30]]);
    const expires = value('select expires_at from cards where id = ?', cards.expiry!.id);
    expect(records[0]!.value).toBeCloseTo((expires - records[0]!.at) / DAY, 2);
  });

  it("pool usage: every active card of the group, at the group's pool share", () => {
    const records = recordsOf(ids.pool_usage!);
    const pool = value(
      `select round(sum(c.usage_mb) * 100.0 / sum(p.quota_mb + c.addon_mb), 2) from cards c
       join plans p on p.id = c.plan_id where c.billing_group_id = ?`,
      poolGroup,
    );
    const active = all<{ id: number }>(
      "select id from cards where billing_group_id = ? and status = 'active' order by id",
      poolGroup,
    ).map((c) => c.id);
    expect(records.map((r) => r.card_id)).toEqual(active);
    for (const r of records) expect(r).toMatchObject({ level: 1, value: pool, threshold: 1 });
  });

  it('fires each level once a cycle: another day adds nothing new to the rules above', async () => {
    const before = value(
      'select count(*) from warning_records where rule_id in (?, ?, ?)',
      ids.status_change,
      ids.imei_change,
      ids.pool_usage,
    );
    await advance(DAY);
    expect(
      value(
        'select count(*) from warning_records where rule_id in (?, ?, ?)',
        ids.status_change,
        ids.imei_change,
        ids.pool_usage,
      ),
    ).toBe(before);
    // The network cut by the low-balance rule came back the next day.
    expect(value('select data_on from cards where id = ?', cards.low_balance!.id)).toBe(1);
    expect(recordsOf(ids.low_balance!)[0]!.result).toBe('restored');
  });

  it('words each type in the records list, in both languages', async () => {
    const zh = await t.ok('warningRuleHistory', { token: demo, query: { rule_id: ids.low_balance! } });
    expect(zh.tableData[0]!.value_text).toBe(`¥${balanceYuan} ≤ ¥${balanceYuan + 100}`);
    const en = await t.ok('warningRuleHistory', {
      token: demo,
      lang: 'en',
      query: { rule_id: ids.offline! },
    });
    const offline = en.tableData[0]!;
    expect(offline.value_text).toMatch(/hours ≥ 24 hours$/);
  });
});
