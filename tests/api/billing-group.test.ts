import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BillingGroupRow,
  BizCode,
  poolPercent,
  VBG_MAX_PHONES,
  VBG_WARNING_THRESHOLDS,
} from '#contract';
import { build, HOUR } from './helpers.ts';

const t = await build();
const DAY = 24 * HOUR;

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0]!;
const run = (sql: string, ...params: unknown[]) => t.deps.sqlite.prepare(sql).run(...params);

interface Pool {
  card_count: number;
  pool_mb: number;
  used_mb: number;
}
/** A group's pool straight from the tables, as the spec defines it. */
const poolOf = (id: number) =>
  one<Pool>(
    `select count(*) as card_count, coalesce(round(sum(p.quota_mb + c.addon_mb), 2), 0) as pool_mb,
       coalesce(round(sum(c.usage_mb), 2), 0) as used_mb
     from cards c join plans p on p.id = c.plan_id where c.billing_group_id = ?`,
    id,
  );
interface GroupRecord {
  id: number;
  main_client_id: number;
  name: string;
  code: string;
  comment: string;
  warn_enabled: number;
  warn_thresholds: string;
  warn_phones: string;
  warned_percent: number;
}
const group = (id: number) => one<GroupRecord>('select * from billing_groups where id = ?', id);
const records = (groupId: number) =>
  all<{ threshold: number; phone: string; content: string; sent_at: number }>(
    'select threshold, phone, content, sent_at from sms_warning_records where billing_group_id = ? order by id',
    groupId,
  );
const ctl = (advanceMs: number) =>
  t.request.put('/__emulator/clock').send({ advance_ms: advanceMs }).expect(200);

let demoId: number;
let subId: number;
let demo: string;
let demoSub: string;
let yunji: string;
/** A demo group with warnings off and at least one active card, used by the write tests. */
let target: number;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
  target = one<{ id: number }>(
    `select g.id from billing_groups g where g.main_client_id = ? and g.warn_enabled = 0
       and exists (select 1 from cards c where c.billing_group_id = g.id and c.status = 'active') order by g.id`,
    demoId,
  ).id;
});

describe('GET /vbg/list/', () => {
  it("lists the main client's groups with pools equal to the SQL sums of their members", async () => {
    const data = await t.ok('billingGroupList', { token: demo, query: { page_size: 50 } });
    const ids = all<{ id: number }>('select id from billing_groups where main_client_id = ?', demoId);
    expect(data.total_count).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
    for (const row of data.tableData) {
      const pool = poolOf(row.id);
      expect(row).toMatchObject({ ...pool, usage_percent: poolPercent(pool.used_mb, pool.pool_mb) });
      const g = group(row.id);
      expect(row).toMatchObject({ code: g.code, name: g.name, comment: g.comment });
      expect(row.warn_enabled).toBe(g.warn_enabled ? 'true' : 'false');
    }
    expect(data.tableHeader.map((c) => c.label)).toContain('流量池使用率');
    expect(data.tableHeader.find((c) => c.prop === 'usage_percent')?.type).toBe('progress');
  });

  it('finds groups by part of the name or the code (any case), and by carrier', async () => {
    const g = group(target);
    const byCode = await t.ok('billingGroupList', {
      token: demo,
      query: { q: g.code.slice(2).toLowerCase() },
    });
    expect(byCode.tableData.map((r) => r.id)).toEqual([g.id]);
    const byName = await t.ok('billingGroupList', { token: demo, query: { q: g.name } });
    expect(byName.tableData.map((r) => r.id)).toContain(g.id);
    const cucc = await t.ok('billingGroupList', { token: demo, query: { carrier: 'cucc', page_size: 50 } });
    expect(cucc.total_count).toBe(
      one<{ n: number }>(
        "select count(*) as n from billing_groups where main_client_id = ? and carrier = 'cucc'",
        demoId,
      ).n,
    );
    expect(cucc.tableData.every((r) => r.carrier === 'cucc')).toBe(true);
  });

  it('sorts by pool usage', async () => {
    const data = await t.ok('billingGroupList', {
      token: demo,
      query: { sort: 'usage_percent', order: 'asc', page_size: 50 },
    });
    const percents = data.tableData.map((r: BillingGroupRow) => r.usage_percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('shows a sub-client the groups holding its cards, with the whole pool', async () => {
    const data = await t.ok('billingGroupList', { token: demoSub, query: { page_size: 50 } });
    const expected = all<{ id: number }>(
      'select distinct billing_group_id as id from cards where client_id = ? and billing_group_id is not null',
      subId,
    ).map((r) => r.id);
    expect(data.tableData.map((r) => r.id).sort()).toEqual(expected.sort());
    for (const row of data.tableData) expect(row).toMatchObject(poolOf(row.id));
    // Its row actions all need func_view_vbg, which it lacks: no actions column at all.
    expect(data.tableHeader.map((c) => c.prop)).not.toContain('actions');
    const demoHeader = (await t.ok('billingGroupList', { token: demo })).tableHeader;
    expect(demoHeader.find((c) => c.prop === 'actions')).toMatchObject({
      buttons: [
        { key: 'members', perm: 'router_card_list' },
        { key: 'warning', perm: 'func_view_vbg' },
        { key: 'comment', perm: 'func_view_vbg' },
      ],
    });
  });

  it("never shows another customer's groups, and answers 403 without a token", async () => {
    const data = await t.ok('billingGroupList', { token: yunji, query: { page_size: 50 } });
    expect(data.tableData.every((r) => group(r.id).main_client_id === t.clientIdOf('yunji'))).toBe(true);
    expect((await t.api('billingGroupList', {})).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('the early-warning settings', () => {
  it('offers the thresholds, the phone limit and the comment length', async () => {
    expect(await t.ok('vbgWarningConfig', { token: demo })).toEqual({
      thresholds: [...VBG_WARNING_THRESHOLDS],
      max_phones: VBG_MAX_PHONES,
      comment_max_length: 100,
    });
  });

  it("reads a group's settings", async () => {
    const g = group(target);
    const data = await t.ok('vbgWarning', { token: demo, query: { vbg_id: target } });
    const pool = poolOf(target);
    expect(data).toEqual({
      vbg_id: target,
      code: g.code,
      name: g.name,
      enabled: false,
      thresholds: g.warn_thresholds.split(',').map(Number),
      phones: g.warn_phones ? g.warn_phones.split(',') : [],
      warned_percent: g.warned_percent,
      usage_percent: poolPercent(pool.used_mb, pool.pool_mb),
    });
  });

  it('saves the settings normalised, from JSON and from a form', async () => {
    // Thresholds above the pool's use, so nothing is sent on saving.
    run('update cards set usage_mb = 0 where billing_group_id = ?', target);
    const saved = await t.ok('saveVbgWarning', {
      token: demo,
      body: {
        vbg_id: target,
        enabled: true,
        thresholds: [100, 80, 80],
        phones: [' 13912345678', '13800138000'],
      },
    });
    expect(saved).toMatchObject({
      enabled: true,
      thresholds: [80, 100],
      phones: ['13912345678', '13800138000'],
    });
    expect(saved.sent).toBe(0);
    expect(group(target)).toMatchObject({
      warn_enabled: 1,
      warn_thresholds: '80,100',
      warn_phones: '13912345678,13800138000',
    });

    await t.ok('saveVbgWarning', {
      token: demo,
      form: true,
      body: { vbg_id: target, enabled: 'false', thresholds: '50,90', phones: '13700137000' },
    });
    expect(group(target)).toMatchObject({
      warn_enabled: 0,
      warn_thresholds: '50,90',
      warn_phones: '13700137000',
    });
  });

  it.each([
    [{ phones: ['1391234567'] }, '手机号 1391234567 格式不正确，请输入以1开头的11位手机号'],
    [{ phones: ['23912345678'] }, '手机号 23912345678 格式不正确，请输入以1开头的11位手机号'],
    [
      { phones: Array.from({ length: VBG_MAX_PHONES + 1 }, (_, i) => `1391234567${i}`) },
      `最多填写 ${VBG_MAX_PHONES} 个手机号`,
    ],
    [{ thresholds: [] }, '开启预警时请至少选择一个预警阈值'],
    [{ thresholds: [75] }, '预警阈值 75% 不可选，可选：50/80/90/100'],
    [{ phones: [] }, '开启预警时请至少填写一个接收短信的手机号'],
  ])('refuses %j with a 400 and changes nothing', async (change, msg) => {
    const before = group(target);
    const body = { vbg_id: target, enabled: true, thresholds: [80], phones: ['13912345678'], ...change };
    expect(await t.api('saveVbgWarning', { token: demo, body })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg,
    });
    expect(group(target)).toEqual(before);
  });

  it('words a refusal in English for an English caller', async () => {
    const res = await t.api('saveVbgWarning', {
      token: demo,
      lang: 'en',
      body: { vbg_id: target, enabled: true, thresholds: [], phones: ['13912345678'] },
    });
    expect(res).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'Choose at least one threshold to turn warnings on',
    });
  });

  it('warns at once when saved past a threshold, and not again for the same one', async () => {
    const pool = poolOf(target);
    // The members' use set to 85% of the pool: past 50 and 80, below 90.
    run(
      `update cards set usage_mb = round((select quota_mb from plans where plans.id = cards.plan_id) + addon_mb, 2) * 0.85
       where billing_group_id = ?`,
      target,
    );
    run('update billing_groups set warned_percent = 0 where id = ?', target);
    const before = records(target).length;
    const body = {
      vbg_id: target,
      enabled: true,
      thresholds: [50, 80, 90],
      phones: ['13912345678', '13800138000'],
    };
    const saved = await t.ok('saveVbgWarning', { token: demo, body });
    expect(saved.sent).toBe(2);
    expect(saved.warned_percent).toBe(80);
    const sent = records(target).slice(before);
    expect(sent.map((r) => [r.threshold, r.phone])).toEqual([
      [80, '13912345678'],
      [80, '13800138000'],
    ]);
    const g = group(target);
    expect(sent[0]!.content).toBe(
      `【物联网卡管理平台】您的计费组${g.name}(${g.code})本月流量池已使用${poolPercent(poolOf(target).used_mb, pool.pool_mb)}%，` +
        `达到预警阈值80%（已用${poolOf(target).used_mb}MB/共${pool.pool_mb}MB），请关注用量，避免超出流量池产生额外费用。`,
    );
    expect((await t.ok('saveVbgWarning', { token: demo, body })).sent).toBe(0);
    expect(records(target)).toHaveLength(before + 2);
  });

  it('gives a sub-client without func_view_vbg a 599 naming 查看计费组 on every settings endpoint', async () => {
    const denied = {
      code: BizCode.NO_PERMISSION,
      msg: '当前用户无 查看计费组 权限',
      data: { perm_names: ['查看计费组'] },
    };
    expect(await t.api('vbgWarningConfig', { token: demoSub })).toEqual(denied);
    expect(await t.api('vbgWarning', { token: demoSub, query: { vbg_id: target } })).toEqual(denied);
    const before = group(target);
    expect(
      await t.api('saveVbgWarning', {
        token: demoSub,
        body: { vbg_id: target, enabled: false, thresholds: [], phones: [] },
      }),
    ).toEqual(denied);
    expect(await t.api('editVbgComment', { token: demoSub, body: { vbg_id: target, comment: 'x' } })).toEqual(
      denied,
    );
    expect(group(target)).toEqual(before);
  });

  it("answers 404 for another customer's group and 403 without a token", async () => {
    const res = await t.api('vbgWarning', { token: yunji, query: { vbg_id: target } });
    expect(res).toMatchObject({ code: BizCode.NOT_FOUND, msg: `计费组不存在或无权查看（ID ${target}）` });
    const save = await t.api('editVbgComment', { token: yunji, body: { vbg_id: target, comment: '改' } });
    expect(save.code).toBe(BizCode.NOT_FOUND);
    expect((await t.api('vbgWarning', { query: { vbg_id: target } })).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('POST /vbg/edit/comment/', () => {
  it('saves the comment trimmed', async () => {
    expect(
      await t.ok('editVbgComment', { token: demo, body: { vbg_id: target, comment: '  园区路灯专用  ' } }),
    ).toEqual({ vbg_id: target, comment: '园区路灯专用' });
    expect(group(target).comment).toBe('园区路灯专用');
  });

  it('refuses a comment over 100 characters and keeps the old one', async () => {
    const res = await t.api('editVbgComment', {
      token: demo,
      body: { vbg_id: target, comment: '长'.repeat(101) },
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '备注不能超过 100 个字符' });
    expect(group(target).comment).toBe('园区路灯专用');
  });
});

describe('warnings as the clock moves', () => {
  it('sends each threshold once a month, one SMS per phone, and starts over next month', async () => {
    const phones = ['13912345678', '13800138000'];
    // 70% of the pool used, mid-month; warnings at every threshold, none sent yet this month.
    run(
      `update cards set usage_mb = round((select quota_mb from plans where plans.id = cards.plan_id) + addon_mb, 2) * 0.7
       where billing_group_id = ?`,
      target,
    );
    run('update billing_groups set warned_percent = 0 where id = ?', target);
    await t.ok('saveVbgWarning', {
      token: demo,
      body: { vbg_id: target, enabled: true, thresholds: [...VBG_WARNING_THRESHOLDS], phones },
    });
    expect(group(target).warned_percent).toBe(50);
    const before = records(target).length;
    const monthEnd = Date.UTC(2025, 10, 1) - 8 * HOUR;

    // A day at a time to the month's end: the pool grows a few percent a day.
    const reached: number[] = [];
    for (let day = 0; day < 17; day++) {
      await ctl(DAY);
      const pool = poolOf(target);
      const percent = (pool.used_mb / pool.pool_mb) * 100;
      for (const threshold of VBG_WARNING_THRESHOLDS) {
        if (threshold > 50 && threshold <= percent && !reached.includes(threshold)) reached.push(threshold);
      }
      if (t.deps.clock.now() >= monthEnd) break;
      // Within the month, exactly the thresholds reached so far have their SMS, once per phone.
      const sent = records(target).slice(before);
      expect(sent.map((r) => r.threshold)).toEqual(reached.flatMap((r) => phones.map(() => r)));
      expect(group(target).warned_percent).toBe(reached.at(-1) ?? 50);
    }
    // October's SMS: each threshold reached once, in order, to both phones, dated in October.
    const sent = records(target).slice(before);
    const thresholds = [...new Set(sent.map((r) => r.threshold))];
    expect(thresholds.slice(0, 2)).toEqual([80, 90]);
    expect(sent.map((r) => [r.threshold, r.phone])).toEqual(
      thresholds.flatMap((th) => phones.map((p) => [th, p])),
    );
    expect(sent.every((r) => r.sent_at < monthEnd)).toBe(true);

    // The first step of November started over: nothing warned yet, the October SMS are not repeated.
    expect(t.deps.clock.now()).toBeGreaterThanOrEqual(monthEnd);
    expect(group(target).warned_percent).toBe(0);
    await ctl(HOUR);
    expect(records(target).slice(before)).toHaveLength(sent.length);
  });

  it('lists the SMS the clock sent on /sms_warning_record/list/, newest first', async () => {
    const token = await t.login('demo');
    const g = group(target);
    const last = records(target).at(-1)!;
    const data = await t.ok('smsWarningRecordList', {
      token,
      query: { kind: 'vbg_usage', phone: '13912345678', page_size: 50 },
    });
    const expected = all<{ n: number }>(
      "select count(*) as n from sms_warning_records where main_client_id = ? and phone = '13912345678'",
      demoId,
    )[0]!.n;
    expect(data.total_count).toBe(expected);
    expect(data.tableData[0]).toMatchObject({
      kind: 'vbg_usage',
      target: `${g.name} (${g.code})`,
      threshold: `${last.threshold}%`,
      phone: '13912345678',
      status: 'sent',
    });
    const times = data.tableData.map((r) => r.sent_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /sms_warning_record/list/', () => {
  let token: string;
  let subToken: string;
  beforeAll(async () => {
    [token, subToken] = await Promise.all([t.login('demo'), t.login('demo_sub')]);
  });

  it("lists every warning SMS of the main client's tree, and filters by sent date", async () => {
    const total = one<{ n: number }>(
      'select count(*) as n from sms_warning_records where main_client_id = ?',
      demoId,
    ).n;
    const data = await t.ok('smsWarningRecordList', { token, query: { page_size: 50 } });
    expect(data.total_count).toBe(total);
    expect(data.tableHeader.map((c) => c.label)).toEqual([
      '发送时间',
      '预警类型',
      '计费组/卡号',
      '预警阈值',
      '接收号码',
      '短信内容',
      '发送状态',
    ]);

    const day = data.tableData[0]!.sent_at.slice(0, 10);
    const onDay = await t.ok('smsWarningRecordList', {
      token,
      query: { sent_date_start: day, sent_date_end: day, page_size: 50 },
    });
    expect(onDay.total_count).toBeGreaterThan(0);
    expect(onDay.tableData.every((r) => r.sent_at.startsWith(day))).toBe(true);
  });

  it('labels kinds in English for an English caller', async () => {
    const data = await t.ok('smsWarningRecordList', { token, lang: 'en' });
    const kind = data.tableHeader.find((c) => c.prop === 'kind');
    expect(kind?.type === 'tag' && kind.options.map((o) => o.label)).toEqual([
      'Billing group data',
      'Card data',
      'Card expiry',
    ]);
  });

  it('refuses an end date before the start date', async () => {
    const res = await t.api('smsWarningRecordList', {
      token,
      query: { sent_date_start: '2025-10-10', sent_date_end: '2025-10-01' },
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '结束时间不能早于开始时间' });
  });

  it("shows a sub-client only the SMS about its groups, another customer none of demo's", async () => {
    const data = await t.ok('smsWarningRecordList', { token: subToken, query: { page_size: 50 } });
    const groups = new Set(
      all<{ id: number }>(
        'select distinct billing_group_id as id from cards where client_id = ? and billing_group_id is not null',
        subId,
      ).map((r) => r.id),
    );
    const expected = all<{ n: number }>(
      `select count(*) as n from sms_warning_records where billing_group_id in (${[...groups].join(',') || 0})`,
    )[0]!.n;
    expect(data.total_count).toBe(expected);

    const other = await t.ok('smsWarningRecordList', {
      token: await t.login('yunji'),
      query: { page_size: 50 },
    });
    const yunjiId = t.clientIdOf('yunji');
    expect(other.total_count).toBe(
      one<{ n: number }>('select count(*) as n from sms_warning_records where main_client_id = ?', yunjiId).n,
    );
    expect(other.tableData.some((r) => r.phone === '13912345678')).toBe(false);
    expect((await t.api('smsWarningRecordList', {})).code).toBe(BizCode.TOKEN_INVALID);
  });
});
