import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, SMS_PRICE_CENTS, segmentCount } from '#contract';
import { build } from './helpers.ts';

/**
 * SMS: a send checked card by card and run as a task of the engine; records settling on the
 * clock, devices answering commands; encrypted SMS and their reveal; templates, signatures;
 * batches with per-card results and the re-send of failed cards; func_front_sms_by_user.
 */

const t = await build({ seedCards: 4500 });
const sql = t.deps.sqlite;

let demo: string;
let sub: string;
let yunji: string;
let demoId: number;
let subId: number;
let demoUser: number;
let subUser: number;

const one = <T>(query: string, ...params: unknown[]) => sql.prepare(query).get(...params) as T;
const count = (query: string, ...params: unknown[]) =>
  sql
    .prepare(query)
    .pluck()
    .get(...params) as number;

/** Cards of a client made able to receive SMS: active, SMS on, a plan with SMS, the carrier given. */
function capable(clientColumn: 'main_client_id' | 'client_id', clientId: number, carrier: string, n: number) {
  const plan = one<{ id: number }>(
    'select id from plans where carrier = ? and sms_included = 1 order by id limit 1',
    carrier,
  ).id;
  const ids = sql
    .prepare(
      `select id from cards where ${clientColumn} = ? and project_group_id is null and billing_group_id is null
       and id not in (select card_id from card_sms where sender_user_id is not null and task_id is not null)
       order by id desc limit ?`,
    )
    .pluck()
    .all(clientId, n) as number[];
  const used = new Set<number>();
  const update = sql.prepare(
    "update cards set status = 'active', sms_on = 1, carrier = ?, plan_id = ?, project_group_id = -1 where id = ?",
  );
  for (const id of ids) {
    update.run(carrier, plan, id);
    used.add(id);
  }
  return ids.map((id) =>
    one<{ id: number; iccid: string; msisdn: string }>(
      'select id, iccid, msisdn from cards where id = ?',
      id,
    ),
  );
}

beforeAll(async () => {
  [demo, sub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  demoUser = count("select id from users where username = 'demo'");
  subUser = count("select id from users where username = 'demo_sub'");
});

/** Checks and starts a send, runs its steps; returns the check. */
async function send(token: string, body: NonNullable<Parameters<typeof t.ok<'smsCheck'>>[1]>['body']) {
  const check = await t.ok('smsCheck', { token, body });
  if (check.valid > 0) await t.ok('smsStart', { token, body: { task_id: check.task_id } });
  await t.runTasks(2_000);
  return check;
}

describe('sending to one card', () => {
  it('submits the SMS, delivers it on the clock and the device answers a command', async () => {
    const [card] = capable('main_client_id', demoId, 'cmcc', 1);
    const check = await send(demo, {
      target: 'card',
      number: card!.iccid,
      content: '查询设备状态',
      kind: 'command',
    });
    expect(check).toMatchObject({
      total: 1,
      valid: 1,
      refused: 0,
      segments: 1,
      cost_cents: SMS_PRICE_CENTS.cmcc,
    });
    const mt = one<{ id: number; status: string; sender_user_id: number; kind: string; cost_cents: number }>(
      "select id, status, sender_user_id, kind, cost_cents from card_sms where card_id = ? and direction = 'mt'",
      card!.id,
    );
    expect(mt).toMatchObject({
      status: 'pending',
      sender_user_id: demoUser,
      kind: 'command',
      cost_cents: 10,
    });
    // Delivered 5 s after submission, answered 10 s after delivery.
    await t.runTasks(5_000);
    const records = await t.ok('smsRecordList', { token: demo, query: { number: card!.iccid } });
    expect(records.tableData.map((r) => [r.direction, r.status])).toEqual([['mt', 'delivered']]);
    await t.runTasks(10_000);
    const after = await t.ok('smsRecordList', { token: demo, query: { number: card!.iccid } });
    expect(after.tableData.map((r) => [r.direction, r.status])).toEqual([
      ['mo', 'delivered'],
      ['mt', 'delivered'],
    ]);
    expect(count("select reply_of from card_sms where card_id = ? and direction = 'mo'", card!.id)).toBe(
      mt.id,
    );
    // The card's own page shows the same records.
    const tab = await t.ok('cardSms', { token: demo, query: { card_id: card!.id } });
    expect(tab.tableData.map((r) => r.id).sort()).toEqual(after.tableData.map((r) => r.id).sort());
  });

  it('refuses each card that cannot receive it, saying why', async () => {
    const [suspended, nbPlan, smsOff, ctcc, cucc] = [
      ...capable('main_client_id', demoId, 'cmcc', 3),
      ...capable('main_client_id', demoId, 'ctcc', 1),
      ...capable('main_client_id', demoId, 'cucc', 1),
    ];
    sql.prepare("update cards set status = 'suspended' where id = ?").run(suspended!.id);
    const nb = count('select id from plans where sms_included = 0 limit 1');
    sql.prepare("update cards set plan_id = ?, carrier = 'ctcc' where id = ?").run(nb, nbPlan!.id);
    sql.prepare('update cards set sms_on = 0 where id = ?').run(smsOff!.id);
    const other = count('select iccid from cards where main_client_id <> ? limit 1', demoId);
    const long = '设备'.repeat(40); // 80 UCS-2 characters: two parts
    const numbers = [suspended, nbPlan, smsOff, ctcc, cucc]
      .map((c) => c!.iccid)
      .concat(String(other), 'abc', ctcc!.iccid);
    const check = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'numbers', numbers: numbers.join('\n'), content: long },
    });
    expect(check.total).toBe(8);
    expect(check.valid).toBe(1); // the China Unicom card takes a long SMS
    // Each number's first refusal (the repeated one is refused as a repeat the second time).
    const reasons = Object.fromEntries(
      check.bad_rows.toReversed().map((r) => [r.number, `${r.check}:${r.reason}`]),
    );
    expect(reasons[suspended!.iccid]).toMatch(/^not_capable:卡状态为停机/);
    expect(reasons[nbPlan!.iccid]).toMatch(/^not_capable:套餐“.*”不含短信功能/);
    expect(reasons[smsOff!.iccid]).toBe('not_capable:该卡的短信功能已关闭');
    expect(reasons[ctcc!.iccid]).toMatch(/^not_capable:中国电信卡不支持长短信（本条短信需分 2 条发送）/);
    expect(reasons[String(other)]).toMatch(/^not_yours:/);
    expect(reasons.abc).toMatch(/^format:/);
    expect(check.bad_rows.filter((r) => r.check === 'duplicate')).toHaveLength(1);
    expect(check.cost_cents).toBe(2 * SMS_PRICE_CENTS.cucc);
    // Encrypted: China Unicom's SMS centre carries none.
    const encrypted = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'card', number: cucc!.iccid, content: 'REBOOT', encrypted: true },
    });
    expect(encrypted.bad_rows[0]?.reason).toBe('中国联通卡不支持加密短信');
    // English.
    const en = await t.ok('smsCheck', {
      token: demo,
      lang: 'en',
      body: { target: 'card', number: smsOff!.iccid, content: 'REBOOT' },
    });
    expect(en.bad_rows[0]?.reason).toBe("The card's SMS function is off");
  });

  it('validates the body with localised messages and loses nothing', async () => {
    const empty = await t.api('smsCheck', { token: demo, body: { target: 'card', number: '', content: '' } });
    expect(empty.code).toBe(BizCode.BAD_REQUEST);
    expect(empty.msg).toBe('请输入卡号（ICCID或MSISDN）');
    const unfilled = await t.api('smsCheck', {
      token: demo,
      lang: 'en',
      body: { target: 'card', number: '89860000000000000000', content: '设置上报间隔 ${seconds} 秒' },
    });
    expect(unfilled.msg).toBe('Replace the template variables ${seconds} with the actual text');
    const tooLong = await t.api('smsCheck', {
      token: demo,
      body: { target: 'card', number: '89860000000000000000', content: 'x'.repeat(501) },
    });
    expect(tooLong.msg).toBe('短信内容不能超过500个字符');
  });

  it('sends to a billing group and a project group of the caller only', async () => {
    const group = one<{ id: number }>(
      'select id from billing_groups where main_client_id = ? limit 1',
      demoId,
    );
    const check = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'billing_group', billing_group_id: group.id, content: 'REBOOT' },
    });
    expect(check.total).toBe(count('select count(*) from cards where billing_group_id = ?', group.id));
    const foreign = one<{ id: number }>(
      'select id from billing_groups where main_client_id <> ? limit 1',
      demoId,
    );
    const refused = await t.api('smsCheck', {
      token: demo,
      body: { target: 'billing_group', billing_group_id: foreign.id, content: 'REBOOT' },
    });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
  });
});

describe('records', () => {
  it('lists the caller tree’s SMS as the database holds them, never another client’s', async () => {
    // demo holds func_front_sms_by_user: its tree's SMS that demo sent (demo_sub's own are not).
    const page = await t.ok('smsRecordList', { token: demo, query: { page_size: 50 } });
    expect(page.total_count).toBe(
      count(
        `select count(*) from card_sms s join cards c on c.id = s.card_id
         where c.main_client_id = ? and s.sender_user_id = ?`,
        demoId,
        demoUser,
      ),
    );
    const theirs = await t.ok('smsRecordList', { token: yunji, query: { page_size: 50 } });
    const demoCards = new Set(
      sql.prepare('select id from cards where main_client_id = ?').pluck().all(demoId),
    );
    expect(theirs.tableData.every((r) => !demoCards.has(r.card_id))).toBe(true);
    const mo = await t.ok('smsRecordList', { token: demo, query: { direction: 'mo', status: 'delivered' } });
    expect(mo.total_count).toBe(
      count(
        `select count(*) from card_sms s join cards c on c.id = s.card_id
         where c.main_client_id = ? and s.direction = 'mo' and s.status = 'delivered' and s.sender_user_id = ?`,
        demoId,
        demoUser,
      ),
    );
  });

  it('func_front_sms_by_user keeps demo_sub to the SMS it sent itself', async () => {
    const [card] = capable('client_id', subId, 'cmcc', 1);
    await send(sub, { target: 'card', number: card!.iccid, content: 'REBOOT' });
    const page = await t.ok('smsRecordList', { token: sub, query: { page_size: 50 } });
    expect(page.total_count).toBe(count('select count(*) from card_sms where sender_user_id = ?', subUser));
    expect(page.total_count).toBeGreaterThan(0);
    expect(page.tableData.every((r) => r.operator === 'demo_sub' || r.direction === 'mo')).toBe(true);
    // The seed's history of the sub-client's cards was demo's, so it is not there.
    const own = count(
      'select count(*) from card_sms s join cards c on c.id = s.card_id where c.client_id = ?',
      subId,
    );
    expect(own).toBeGreaterThan(page.total_count);
  });
});

describe('encrypted SMS', () => {
  it('is stored masked, revealed with func_sms_encrypt_view and the reveal is logged', async () => {
    const [card] = capable('main_client_id', demoId, 'cmcc', 1);
    await send(demo, { target: 'card', number: card!.iccid, content: 'SET KEY 123456', encrypted: true });
    const row = one<{ id: number; content: string; secret: string }>(
      "select id, content, secret from card_sms where card_id = ? and direction = 'mt'",
      card!.id,
    );
    expect(row.content).toBe('******');
    expect(row.secret).toBe('SET KEY 123456');
    const listed = await t.ok('smsRecordList', { token: demo, query: { number: card!.iccid } });
    expect(listed.tableData[0]).toMatchObject({ content: '******', encrypted: 'yes' });
    expect(listed.tableHeader.find((c) => c.prop === 'actions')).toBeTruthy();
    const revealed = await t.ok('smsReveal', { token: demo, body: { id: row.id } });
    expect(revealed.content).toBe('SET KEY 123456');
    expect(
      count(
        "select count(*) from user_event_logs where user_id = ? and event_name like 'sms_reveal:%'",
        demoUser,
      ),
    ).toBe(1);
    expect(
      count("select count(*) from card_operations where card_id = ? and action = 'sms_reveal'", card!.id),
    ).toBe(1);
    // demo_sub lacks the code: 599, and no button.
    expect((await t.api('smsReveal', { token: sub, body: { id: row.id } })).code).toBe(BizCode.NO_PERMISSION);
    const subList = await t.ok('smsRecordList', { token: sub });
    expect(subList.tableHeader.find((c) => c.prop === 'actions')).toBeUndefined();
  });

  it('is refused without func_sms_encrypt_send', async () => {
    await t.request.put('/__emulator/users/demo/perms').send({ revoke: ['func_sms_encrypt_send'] });
    const res = await t.api('smsCheck', {
      token: demo,
      body: { target: 'card', number: '89860000000000000000', content: 'x', encrypted: true },
    });
    await t.request.put('/__emulator/users/demo/perms').send({ grant: ['func_sms_encrypt_send'] });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('templates', () => {
  it('adds, validates, edits and deletes templates; one in use stays', async () => {
    const bad = await t.api('createSmsTemplate', {
      token: demo,
      body: { name: '坏模板', content: '间隔 ${1x} 秒', kind: 'command' },
    });
    expect(bad.msg).toBe('变量名只能包含字母、数字和下划线，且不能以数字开头');
    // A refusal of one body field names it, so a form shows it under that field.
    expect(bad.data).toEqual({ field: 'content' });
    const unclosed = await t.api('createSmsTemplate', {
      token: demo,
      lang: 'en',
      body: { name: '坏模板', content: '间隔 ${seconds 秒', kind: 'command' },
    });
    expect(unclosed.msg).toBe('Malformed variable: the closing brace is missing');
    const created = await t.ok('createSmsTemplate', {
      token: demo,
      body: { name: '开启定位', content: '开启 GPS ${mode}', kind: 'command' },
    });
    expect(created).toMatchObject({ variables: '${mode}', status: 'enabled', used: 0, created_by: 'demo' });
    expect(
      count('select count(*) from sms_templates where id = ? and main_client_id = ?', created.id, demoId),
    ).toBe(1);
    const taken = await t.api('createSmsTemplate', {
      token: demo,
      body: { name: '开启定位', content: 'x', kind: 'notice' },
    });
    expect(taken).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '模板名称“开启定位”已存在',
      data: { field: 'name' },
    });
    const updated = await t.ok('updateSmsTemplate', {
      token: demo,
      body: { id: created.id, name: '开启定位', content: '开启 GPS', kind: 'command', status: 'disabled' },
    });
    expect(updated.status).toBe('disabled');
    expect(count('select status from sms_templates where id = ?', created.id)).toBe('disabled' as never);
    // The seeded 设备重启 was used by the seeded history: it stays.
    const used = one<{ id: number }>(
      'select t.id from sms_templates t where t.main_client_id = ? and exists (select 1 from card_sms s where s.template_id = t.id)',
      demoId,
    );
    const inUse = await t.api('deleteSmsTemplate', { token: demo, query: { id: used.id } });
    expect(inUse.msg).toMatch(/条短信使用，不能删除/);
    expect(count('select count(*) from sms_templates where id = ?', used.id)).toBe(1);
    await t.ok('deleteSmsTemplate', { token: demo, query: { id: created.id } });
    expect(count('select count(*) from sms_templates where id = ?', created.id)).toBe(0);
    // Another client's template is not found.
    const yunjiTemplates = await t.ok('smsTemplateList', { token: yunji });
    expect(yunjiTemplates.tableData.some((r) => r.id === used.id)).toBe(false);
  });

  it('lists the main client’s templates as stored', async () => {
    const page = await t.ok('smsTemplateList', { token: demo, query: { kind: 'command' } });
    expect(page.total_count).toBe(
      count("select count(*) from sms_templates where main_client_id = ? and kind = 'command'", demoId),
    );
  });
});

describe('signatures', () => {
  it('are reviewed on the clock; demo_sub may not apply', async () => {
    const applied = await t.ok('createSmsSignature', { token: demo, body: { name: '智联运维' } });
    expect(applied.status).toBe('reviewing');
    const rejected = await t.ok('createSmsSignature', { token: demo, body: { name: '测试签名' } });
    const invalid = await t.api('createSmsSignature', { token: demo, body: { name: '【x】' } });
    expect(invalid.msg).toBe('签名须为2-12个汉字、字母或数字');
    await t.runTasks(31 * 60_000);
    const list = await t.ok('smsSignatureList', { token: demo, query: { page_size: 50 } });
    const byId = new Map(list.tableData.map((r) => [r.id, r]));
    expect(byId.get(applied.id)?.status).toBe('approved');
    expect(byId.get(rejected.id)).toMatchObject({
      status: 'rejected',
      reason: '签名不能含“测试”或“test”字样',
    });
    expect(count('select status from sms_signatures where id = ?', applied.id)).toBe('approved' as never);
    expect((await t.api('createSmsSignature', { token: sub, body: { name: '子客户签名' } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    // An approved signature goes before the content.
    const [card] = capable('main_client_id', demoId, 'cmcc', 1);
    const check = await send(demo, {
      target: 'card',
      number: card!.iccid,
      content: '设备将于今晚维护',
      signature_id: applied.id,
    });
    expect(check.segments).toBe(segmentCount('【智联运维】设备将于今晚维护'));
    expect(count("select content from card_sms where card_id = ? and direction = 'mt'", card!.id)).toBe(
      '【智联运维】设备将于今晚维护' as never,
    );
    const unapproved = await t.api('smsCheck', {
      token: demo,
      body: { target: 'card', number: card!.iccid, content: 'x', signature_id: rejected.id },
    });
    expect(unapproved.code).toBe(BizCode.BAD_REQUEST);
  });
});

describe('batches', () => {
  it('a 1,000-card batch completes on the clock with per-card results, and its failed cards are re-sent', async () => {
    const cards = capable('main_client_id', demoId, 'cmcc', 1000);
    expect(cards).toHaveLength(1000);
    const group = Number(
      sql
        .prepare(
          "insert into project_groups (main_client_id, name, description, created_at) values (?, '千卡批量', '', 0)",
        )
        .run(demoId).lastInsertRowid,
    );
    sql
      .prepare('update cards set project_group_id = ? where id in (select value from json_each(?))')
      .run(group, JSON.stringify(cards.map((c) => c.id)));
    const check = await t.ok('smsCheck', {
      token: demo,
      body: { target: 'project_group', project_group_id: group, content: 'REBOOT', kind: 'command' },
    });
    expect(check).toMatchObject({ total: 1000, valid: 1000, cost_cents: 1000 * SMS_PRICE_CENTS.cmcc });
    await t.ok('smsStart', { token: demo, body: { task_id: check.task_id } });
    // Five steps in: half submitted.
    await t.runTasks(5_000);
    const half = (await t.ok('smsBatchList', { token: demo })).tableData.find((r) => r.id === check.task_id)!;
    expect(half).toMatchObject({ total: 1000, sent: 500, status: 'sending' });
    // Cards whose SMS was turned off before delivery fail.
    const off = cards.slice(990).map((c) => c.id);
    sql
      .prepare('update cards set sms_on = 0 where id in (select value from json_each(?))')
      .run(JSON.stringify(off));
    await t.runTasks(30_000);
    const batch = (await t.ok('smsBatchList', { token: demo })).tableData.find(
      (r) => r.id === check.task_id,
    )!;
    const delivered = count(
      "select count(*) from card_sms where task_id = ? and direction = 'mt' and status = 'delivered'",
      check.task_id,
    );
    const failed = count(
      "select count(*) from card_sms where task_id = ? and direction = 'mt' and status = 'failed'",
      check.task_id,
    );
    expect(delivered + failed).toBe(1000);
    expect(failed).toBeGreaterThanOrEqual(10);
    expect(batch).toMatchObject({
      total: 1000,
      sent: 1000,
      delivered,
      failed,
      pending: 0,
      progress: 100,
      status: 'partial',
    });
    const detail = await t.ok('smsBatchDetail', {
      token: demo,
      query: { task_id: check.task_id, result: 'failed', page_size: 50 },
    });
    expect(detail.total_count).toBe(failed);
    expect(detail.batch.id).toBe(check.task_id);
    expect(detail.tableData.every((r) => r.reason !== null && r.settled_at !== null)).toBe(true);
    const all = await t.ok('smsBatchDetail', { token: demo, query: { task_id: check.task_id } });
    expect(all.total_count).toBe(1000);
    // Another client cannot read it.
    expect((await t.api('smsBatchDetail', { token: yunji, query: { task_id: check.task_id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    // Re-send: the failed cards, checked again (the ten with SMS off are refused now).
    const resend = await t.ok('smsBatchResend', { token: demo, body: { task_id: check.task_id } });
    expect(resend.total).toBe(failed);
    expect(resend.valid).toBe(failed - 10);
    if (resend.valid > 0) await t.ok('smsStart', { token: demo, body: { task_id: resend.task_id } });
    await t.runTasks(30_000);
    const again = (await t.ok('smsBatchList', { token: demo })).tableData.find(
      (r) => r.id === resend.task_id,
    )!;
    expect(again.source).toBe(`批次 ${check.task_id} 的失败卡`);
    expect(again.total).toBe(failed);
  });

  it('a running batch cannot be re-sent; demo_sub lists only its own batches', async () => {
    const mine = await t.ok('smsBatchList', { token: sub, query: { page_size: 50 } });
    expect(mine.total_count).toBe(
      count(
        "select count(*) from tasks where kind = 'sms_send' and user_id = ? and status <> 'checked'",
        subUser,
      ),
    );
    const done = (await t.ok('smsBatchList', { token: demo })).tableData.find((r) => r.status === 'done')!;
    const res = await t.api('smsBatchResend', { token: demo, body: { task_id: done.id } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
  });
});
