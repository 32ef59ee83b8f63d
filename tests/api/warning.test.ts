import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, HOUR } from './helpers.ts';

const t = await build();
const DAY = 24 * HOUR;

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0]!;
const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params).n;
/** Moves the emulator clock through its control API; tokens expire with time, so log in again. */
async function advance(ms: number) {
  await t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
  [demo, yunji] = await Promise.all([t.login('demo'), t.login('yunji')]);
}
const CHINESE = /[\u4e00-\u9fa5]/;

let demoId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

const validRule = {
  name: '新卡用量停机',
  type: 'usage',
  scope: 'all',
  thresholds: [{ value: 80 }, { value: 90 }],
  action: 'stop',
  restore: 'next_month',
  channels: ['portal', 'sms'],
  recipients: '13800138000',
  status: 'enabled',
};

describe('seeded rules, log, records and notices', () => {
  it("lists the main client's own rules only, as the table holds them", async () => {
    const data = await t.ok('warningRuleList', { token: demo, query: { page_size: 50 } });
    expect(data.total_count).toBe(
      count('select count(*) as n from warning_rules where main_client_id = ?', demoId),
    );
    expect(data.total_count).toBeGreaterThanOrEqual(6);
    const usage = data.tableData.find((r) => r.name === '单卡月用量预警')!;
    expect(usage).toMatchObject({ type: 'usage', threshold_text: '50% / 80% / 100%', status: 'enabled' });
    expect(usage.hits).toBe(count('select count(*) as n from warning_records where rule_id = ?', usage.id));
    expect(usage.hits).toBeGreaterThan(0);
    const theirs = await t.ok('warningRuleList', { token: yunji, query: { page_size: 50 } });
    expect(theirs.tableData.some((r) => data.tableData.some((d) => d.id === r.id))).toBe(false);
  });

  it('refuses a sub-client without the codes (599)', async () => {
    for (const name of [
      'warningRuleList',
      'warningRecordList',
      'warningNoticeList',
      'warningRuleLogList',
    ] as const) {
      const { code } = await t.api(name, { token: demoSub });
      expect(code).toBe(BizCode.NO_PERMISSION);
    }
  });

  it('shows the seeded history: records of rules and billing groups, with notices, in both languages', async () => {
    const records = await t.ok('warningRecordList', { token: demo, query: { page_size: 50 } });
    expect(records.total_count).toBe(
      count('select count(*) as n from warning_records where main_client_id = ?', demoId),
    );
    const vbg = await t.ok('warningRecordList', { token: demo, query: { source: 'vbg' } });
    expect(vbg.total_count).toBeGreaterThan(0);
    expect(vbg.tableData[0]).toMatchObject({ type: 'pool_usage', action: 'notify', result: 'notified' });
    const en = await t.ok('warningRecordList', { token: demo, lang: 'en', query: { source: 'rule' } });
    for (const row of en.tableData) expect(row.value_text).not.toMatch(CHINESE);
    const statuses = new Set(records.tableData.map((r) => r.status));
    expect(statuses.size).toBeGreaterThan(1);

    const notices = await t.ok('warningNoticeList', {
      token: demo,
      query: { page_size: 50, channel: 'sms' },
    });
    expect(notices.total_count).toBe(
      count("select count(*) as n from warning_notices where main_client_id = ? and channel = 'sms'", demoId),
    );
    // The billing groups' warning SMS appear among the notices, as sent.
    const sms = one<{ content: string }>(
      "select content from sms_warning_records where main_client_id = ? and kind = 'vbg_usage' order by sent_at desc limit 1",
      demoId,
    );
    expect(
      count(
        'select count(*) as n from warning_notices where main_client_id = ? and content = ?',
        demoId,
        sms.content,
      ),
    ).toBeGreaterThan(0);
    const failed = await t.ok('warningNoticeList', { token: demo, query: { status: 'failed' } });
    for (const row of failed.tableData) expect(row).toMatchObject({ channel: 'webhook', retries: 3 });
  });

  it('words the rule log in the reader language', async () => {
    const zh = await t.ok('warningRuleLogList', { token: demo, query: { action: 'update' } });
    expect(zh.tableData[0]!.detail).toBe('阈值（升序，最多10个）: 80% / 100% → 50% / 80% / 100%');
    const en = await t.ok('warningRuleLogList', { token: demo, lang: 'en', query: { action: 'update' } });
    expect(en.tableData[0]!.detail).toBe('Thresholds (ascending, at most 10): 80% / 100% → 50% / 80% / 100%');
  });
});

describe('POST /warning_rule/: bad input is refused, named by its field, and nothing is saved', () => {
  const refusals: [string, Record<string, unknown>, string, string, string][] = [
    [
      'thresholds not ascending',
      { thresholds: [{ value: 90 }, { value: 80 }] },
      'thresholds',
      '阈值须按从小到大的顺序排列，且不能重复',
      'Thresholds go from the smallest to the largest, each once',
    ],
    [
      'more than 10 thresholds',
      { thresholds: Array.from({ length: 11 }, (_, i) => ({ value: i + 1 })) },
      'thresholds',
      '阈值：最多10个',
      'Thresholds: at most 10',
    ],
    [
      'a restore without a stop',
      { action: 'notify', restore: 'next_day' },
      'restore',
      '自动恢复：仅当触发动作为停机或断网时可设置',
      'Automatic restore: only when the action stops the card or cuts the network',
    ],
    [
      'an empty scope',
      { scope: 'tag' },
      'tag',
      '监控范围：请选择计费组、项目组、标签或填写卡号',
      'Cards watched: choose a billing group, project group or tag, or enter the cards',
    ],
    [
      'a tag no card of the caller has',
      { scope: 'tag', tag: '没有这个标签' },
      'tag',
      '监控范围：所选范围内没有您的卡',
      'Cards watched: no card of yours is in that scope',
    ],
  ];
  for (const [what, patch, field, zh, en] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = count('select count(*) as n from warning_rules');
      for (const [lang, text] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const res = await t.api('createWarningRule', {
          token: demo,
          lang,
          body: { ...validRule, ...patch } as never,
        });
        expect(res.code).toBe(BizCode.BAD_REQUEST);
        expect(res.msg).toContain(text);
        expect((res.data as { field?: string }).field).toBe(field);
      }
      expect(count('select count(*) as n from warning_rules')).toBe(before);
    });
  }

  it("refuses another client's billing group and cards", async () => {
    const theirGroup = one<{ id: number }>(
      'select id from billing_groups where main_client_id <> ? limit 1',
      demoId,
    );
    const res = await t.api('createWarningRule', {
      token: demo,
      lang: 'en',
      body: { ...validRule, scope: 'billing_group', billing_group_id: theirGroup.id } as never,
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, data: { field: 'billing_group_id' } });
    expect(res.msg).toMatch(/^Cards watched: the .+ chosen does not exist or is not yours$/);
    const theirCard = one<{ msisdn: string }>(
      'select msisdn from cards where main_client_id <> ? limit 1',
      demoId,
    );
    const cards = await t.api('createWarningRule', {
      token: demo,
      body: { ...validRule, scope: 'cards', cards: [theirCard.msisdn] } as never,
    });
    expect(cards).toMatchObject({ code: BizCode.BAD_REQUEST, data: { field: 'cards' } });
    expect(cards.msg).toContain(theirCard.msisdn);
  });
});

describe('a usage rule with a stop, on the emulator clock', () => {
  let ruleId: number;
  let card: { id: number; msisdn: string; quota: number };

  it('creates the rule over one listed card and logs it', async () => {
    card = one(
      `select c.id, c.msisdn, p.quota_mb as quota from cards c join plans p on p.id = c.plan_id
       where c.main_client_id = ? and c.status = 'active' and p.quota_mb >= 100
         and c.expires_at > ? order by c.id limit 1`,
      demoId,
      t.deps.clock.now() + 60 * DAY,
    );
    const row = await t.ok('createWarningRule', {
      token: demo,
      body: { ...validRule, scope: 'cards', cards: [card.msisdn] } as never,
    });
    ruleId = row.id;
    expect(row).toMatchObject({ scope: 'cards', cards: [card.msisdn], threshold_text: '80% / 90%', hits: 0 });
    const log = one<{ action: string; username: string }>(
      'select action, username from warning_rule_logs where rule_id = ?',
      ruleId,
    );
    expect(log).toEqual({ action: 'create', username: 'demo' });
    const taken = await t.api('createWarningRule', {
      token: demo,
      body: { ...validRule, scope: 'cards', cards: [card.msisdn] } as never,
    });
    expect(taken).toMatchObject({ code: BizCode.BAD_REQUEST, data: { field: 'name' } });
  });

  it('fires once per card, level and cycle when a day passes, stops the card with the rule as reason', async () => {
    // Just under 80%: a day's accrual (at least a three-hundredth of the quota) crosses it, never 90%.
    t.deps.sqlite
      .prepare('update cards set usage_mb = ?, addon_mb = 0 where id = ?')
      .run(card.quota * 0.799, card.id);
    await advance(DAY);
    const records = all<{
      level: number;
      value: number;
      threshold: number;
      result: string;
      restore_at: number;
    }>('select level, value, threshold, result, restore_at from warning_records where rule_id = ?', ruleId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ level: 1, threshold: 80, result: 'stopped' });
    expect(records[0]!.value).toBeGreaterThanOrEqual(80);
    expect(one<{ status: string }>('select status from cards where id = ?', card.id).status).toBe(
      'suspended',
    );
    const event = one<{ reason: string; note: string }>(
      `select e.reason, n.note from card_status_events e join card_status_notes n on n.event_id = e.id
       where e.card_id = ? order by e.id desc limit 1`,
      card.id,
    );
    expect(event).toEqual({ reason: 'warning_rule', note: validRule.name });
    const history = await t.ok('cardStatusHistory', { token: demo, query: { card_id: card.id } });
    expect(history.tableData[0]).toMatchObject({
      reason: 'warning_rule',
      note: validRule.name,
      to_status: 'suspended',
    });

    const notices = all<{ channel: string; recipient: string; content: string }>(
      `select channel, recipient, content from warning_notices where record_id in
         (select id from warning_records where rule_id = ?) order by channel`,
      ruleId,
    );
    expect(notices.map((n) => [n.channel, n.recipient])).toEqual([
      ['portal', 'demo'],
      ['sms', '13800138000'],
    ]);
    expect(notices[0]!.content).toContain(card.msisdn);

    // Another step in the same month adds nothing: the card is stopped and the level has fired.
    await advance(DAY);
    expect(count('select count(*) as n from warning_records where rule_id = ?', ruleId)).toBe(1);
    const rule = await t.ok('warningRuleDetail', { token: demo, query: { id: ruleId } });
    expect(rule).toMatchObject({ hits: 1, matched_cards: 1 });
    const page = await t.ok('warningRuleHistory', { token: demo, query: { rule_id: ruleId } });
    expect(page.tableData[0]).toMatchObject({
      target: card.msisdn,
      action: 'stop',
      result: 'stopped',
      level: 1,
    });
  });

  it('restores the card at the next month', async () => {
    const restoreAt = one<{ restore_at: number }>(
      'select restore_at from warning_records where rule_id = ?',
      ruleId,
    ).restore_at;
    await advance(restoreAt - t.deps.clock.now() + HOUR);
    expect(one<{ status: string }>('select status from cards where id = ?', card.id).status).toBe('active');
    const event = one<{ reason: string; at: number; note: string }>(
      `select e.reason, e.at, n.note from card_status_events e join card_status_notes n on n.event_id = e.id
       where e.card_id = ? order by e.id desc limit 1`,
      card.id,
    );
    expect(event).toEqual({ reason: 'resumed', at: restoreAt, note: validRule.name });
    const records = await t.ok('warningRecordList', {
      token: demo,
      query: { target: card.msisdn, source: 'rule' },
    });
    const ours = records.tableData.find((r) => r.rule_id === ruleId)!;
    expect(ours.result).toBe('restored');
  });

  it('handles and ignores a record, and only its own', async () => {
    const id = one<{ id: number }>('select id from warning_records where rule_id = ?', ruleId).id;
    await t.ok('handleWarningRecord', { token: demo, body: { id, status: 'handled' } });
    expect(one<{ status: string }>('select status from warning_records where id = ?', id).status).toBe(
      'handled',
    );
    const theirs = await t.api('handleWarningRecord', { token: yunji, body: { id, status: 'ignored' } });
    expect(theirs.code).toBe(BizCode.NOT_FOUND);
    expect(one<{ status: string }>('select status from warning_records where id = ?', id).status).toBe(
      'handled',
    );
  });

  it('disables the rule and logs the change', async () => {
    const row = await t.ok('toggleWarningRule', { token: demo, body: { id: ruleId, status: 'disabled' } });
    expect(row.status).toBe('disabled');
    const logs = await t.ok('warningRuleLogList', {
      token: demo,
      lang: 'en',
      query: { rule_name: validRule.name },
    });
    expect(logs.tableData.map((l) => l.action)).toEqual(['disable', 'create']);
    expect(logs.tableData[0]!.detail).toBe('Status: Enabled → Disabled');
  });
});

describe('DELETE /warning_rule/', () => {
  it("refuses another client's rule, a sub-client without the code and a bad id, and deletes nothing", async () => {
    const id = one<{ id: number }>(
      "select id from warning_rules where main_client_id = ? and name = '单卡月用量预警'",
      demoId,
    ).id;
    const theirs = await t.api('deleteWarningRule', { token: yunji, query: { id } });
    expect(theirs).toMatchObject({ code: BizCode.NOT_FOUND, msg: '预警规则不存在或不属于您' });
    const en = await t.api('deleteWarningRule', { token: yunji, lang: 'en', query: { id } });
    expect(en.msg).toBe('The warning rule does not exist or is not yours');
    // Earlier clock moves expired demo_sub's token: log in again.
    demoSub = await t.login('demo_sub');
    expect((await t.api('deleteWarningRule', { token: demoSub, query: { id } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    const bad = await t.request.delete('/ep/api/warning_rule/?id=abc').set('Authorization', `JWT ${demo}`);
    expect(bad.body.code).toBe(BizCode.BAD_REQUEST);
    expect(count('select count(*) as n from warning_rules where id = ?', id)).toBe(1);
  });

  it('deletes a rule: logged with what it was, no longer evaluated, its records kept under its name', async () => {
    const rule = one<{ id: number; name: string; hits: number }>(
      "select id, name, hits from warning_rules where main_client_id = ? and name = '单卡月用量预警'",
      demoId,
    );
    const records = count('select count(*) as n from warning_records where rule_id = ?', rule.id);
    expect(records).toBeGreaterThan(0);
    expect(await t.ok('deleteWarningRule', { token: demo, query: { id: rule.id } })).toEqual({ id: rule.id });
    expect(count('select count(*) as n from warning_rules where id = ?', rule.id)).toBe(0);

    const logs = await t.ok('warningRuleLogList', { token: demo, query: { action: 'delete' } });
    expect(logs.tableData[0]).toMatchObject({ rule_name: rule.name, action: 'delete', username: 'demo' });
    expect(logs.tableData[0]!.detail).toContain('阈值（升序，最多10个）: 50% / 80% / 100%');

    const history = await t.ok('warningRecordList', { token: demo, query: { type: 'usage', page_size: 50 } });
    const kept = history.tableData.filter((r) => r.rule_id === rule.id);
    expect(kept.length).toBe(Math.min(records, 50));
    for (const r of kept) expect(r).toMatchObject({ subject: rule.name, type: 'usage' });

    await advance(DAY);
    expect(count('select count(*) as n from warning_records where rule_id = ?', rule.id)).toBe(records);
    const again = await t.api('deleteWarningRule', { token: demo, query: { id: rule.id } });
    expect(again.code).toBe(BizCode.NOT_FOUND);
  });
});
