import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { reviewApiAccess } from '../../server/services/api-access.ts';
import { reviewSignature } from '../../server/services/sms-templates.ts';
import { build, HOUR } from './helpers.ts';

/**
 * /api_access_review and /sms_signature_review (issue 49): support approves a pending API access
 * application or SMS signature, or rejects it with a reason, through the queue's one review
 * function, which the automatic review on the clock calls too. Whoever comes first decides, once;
 * the customer sees the outcome on /api/config or /sms/template and in a notice.
 */

const t = await build();
const sql = t.deps.sqlite;
const ctl = (path: string) => t.request.put(`/__emulator${path}`);
const MINUTE = 60_000;

let support: string;
let demo: string;
let yunji: string;
let demoId: number;
let yunjiId: number;

async function advance(ms: number) {
  await ctl('/clock').send({ advance_ms: ms }).expect(200);
  [support, demo, yunji] = await Promise.all([t.login('support'), t.login('demo'), t.login('yunji')]);
}

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  [support, demo, yunji] = await Promise.all([t.login('support'), t.login('demo'), t.login('yunji')]);
});

/** The review notices a main client got, oldest first (Chinese texts). */
const noticesOf = (clientId: number, like: string) =>
  sql
    .prepare(
      "select title, content, content_en from notices where audience = 'client' and client_id = ? and content like ? order by id",
    )
    .all(clientId, `%${like}%`) as { title: string; content: string; content_en: string }[];

/** The operation log's last row of an action path. */
const lastLog = (path: string) =>
  sql
    .prepare(
      'select client_id, object, note, code from operation_logs where action = ? order by id desc limit 1',
    )
    .get(path) as { client_id: number; object: string; note: string | null; code: number } | undefined;

const access = (clientId: number) =>
  sql
    .prepare(
      'select status, reviewer, reject_reason, app_key, reviewed_at from api_access where main_client_id = ?',
    )
    .get(clientId) as {
    status: string;
    reviewer: string | null;
    reject_reason: string | null;
    app_key: string | null;
    reviewed_at: number | null;
  };
const signatureState = (id: number) =>
  sql.prepare('select status, reviewer, reject_reason from sms_signatures where id = ?').get(id) as {
    status: string;
    reviewer: string | null;
    reject_reason: string | null;
  };

const application = {
  purpose: '设备管理系统同步卡状态',
  daily_calls: 20_000,
  contact_name: '王磊',
  contact_phone: '13812345678',
};

describe('the queues as seeded', () => {
  it('list pending and decided API applications of several clients, in both languages, with filters', async () => {
    const page = await t.ok('supportApiAccessList', { token: support, query: { page_size: 50 } });
    const statuses = new Set(page.tableData.map((r) => r.status));
    expect(statuses).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(new Set(page.tableData.map((r) => r.client_name)).size).toBeGreaterThanOrEqual(3);
    const pending = page.tableData.find((r) => r.status === 'pending')!;
    expect(pending).toMatchObject({ reviewer: '', reviewed_at: '', app_key: '' });
    expect(pending.review_due_at).not.toBe('');
    const bySupport = page.tableData.find((r) => r.status === 'rejected' && r.reviewer === 'support')!;
    expect(bySupport.reject_reason).toContain('申请用途描述不清');
    const en = await t.ok('supportApiAccessList', {
      token: support,
      lang: 'en',
      query: { status: 'rejected', page_size: 50 },
    });
    expect(en.tableData.every((r) => r.status === 'rejected')).toBe(true);
    const auto = en.tableData.find((r) => r.reviewer === 'Platform (automatic)')!;
    expect(auto.reject_reason).toContain('500000');
    const one = await t.ok('supportApiAccessList', {
      token: support,
      query: { client_id: pending.id, page_size: 50 },
    });
    expect(one.tableData.map((r) => r.id)).toEqual([pending.id]);
    const detail = await t.ok('supportApiAccessDetail', { token: support, query: { id: pending.id } });
    expect(detail).toEqual(pending);
  });

  it('list pending and decided signatures of demo and yunji, with filters and a detail', async () => {
    const demoPage = await t.ok('supportSignatureList', {
      token: support,
      query: { client_id: demoId, page_size: 50 },
    });
    // demo's are all decided: one under review would greet demo's pages with a notice 30 minutes on.
    expect(new Set(demoPage.tableData.map((r) => r.status))).toEqual(new Set(['approved', 'rejected']));
    expect(demoPage.tableData.find((r) => r.name === '智联测试')).toMatchObject({
      status: 'rejected',
      reviewer: '平台自动处理',
      reject_reason: '签名不能含“测试”或“test”字样',
    });
    expect(demoPage.tableData.find((r) => r.name === '智联IoT')).toMatchObject({
      reviewer: 'support',
      reject_reason: '签名与企业名称不符，请使用企业全称或简称',
    });
    const yunjiPage = await t.ok('supportSignatureList', {
      token: support,
      query: { client_id: yunjiId, status: 'reviewing', page_size: 50 },
    });
    expect(yunjiPage.tableData.map((r) => r.name)).toContain('云迹服务');
    const named = await t.ok('supportSignatureList', { token: support, query: { name: '云迹科' } });
    expect(named.tableData.map((r) => r.name)).toEqual(['云迹科技']);
    const id = yunjiPage.tableData[0]!.id;
    const detail = await t.ok('supportSignatureDetail', { token: support, query: { id } });
    expect(detail.signature.id).toBe(id);
    expect(detail.others.map((o) => o.name)).toContain('云迹科技');
    expect(detail.others.every((o) => o.client_name === '杭州云迹智能设备有限公司')).toBe(true);
  });
});

describe('API access applications', () => {
  it('support approves first: the key is issued, the customer is told, the clock changes nothing', async () => {
    await t.ok('applyApiAccess', { token: demo, body: application });
    const approved = await t.ok('approveSupportApiAccess', { token: support, body: { id: demoId } });
    expect(approved).toEqual({ id: demoId, status: 'approved' });
    const row = access(demoId);
    expect(row).toMatchObject({ status: 'approved', reviewer: 'support', reject_reason: null });
    expect(row.app_key).toMatch(/^ak[0-9a-f]{20}$/);
    const info = await t.ok('apiInfo', { token: demo });
    expect(info.application.status).toBe('approved');
    expect(info.app_key).toBe(row.app_key);
    const log = lastLog('/support/api_access/approve/')!;
    expect(log).toMatchObject({ client_id: demoId, code: BizCode.OK, note: null });
    expect(log.object).toContain('深圳市智联物联科技有限公司');
    const unread = await t.ok('unreadNotices', { token: demo });
    expect(unread.items.map((n) => n.content)).toContainEqual(
      expect.stringMatching(/^您提交的API开通申请（.+）已通过审核。$/),
    );

    // The automatic review's time comes: the application was decided, so it stays as support left it.
    await advance(3 * HOUR);
    expect(access(demoId)).toEqual(row);
    expect(noticesOf(demoId, 'API开通申请')).toHaveLength(1);
    const again = await t.api('rejectSupportApiAccess', {
      token: support,
      body: { id: demoId, reason: '晚了' },
    });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toContain('已审核，当前为已通过');
  });

  it('support rejects with a required reason: /api/config and the notice show it, the log keeps it', async () => {
    await t.ok('applyApiAccess', { token: yunji, body: application });
    const blank = await t.api('rejectSupportApiAccess', {
      token: support,
      body: { id: yunjiId, reason: '  ' },
    });
    expect(blank.code).toBe(BizCode.BAD_REQUEST);
    expect(blank.msg).toBe('请输入驳回原因');
    expect(access(yunjiId).status).toBe('pending');
    const reason = '请补充接入系统的名称 <b>和场景</b>';
    expect(await t.ok('rejectSupportApiAccess', { token: support, body: { id: yunjiId, reason } })).toEqual({
      id: yunjiId,
      status: 'rejected',
    });
    const info = await t.ok('apiInfo', { token: yunji, lang: 'en' });
    expect(info.application).toMatchObject({ status: 'rejected', reject_reason: reason });
    expect(info.app_key).toBeNull();
    const [notice] = noticesOf(yunjiId, 'API开通申请');
    expect(notice!.content).toContain('未通过审核，原因：请补充接入系统的名称 &lt;b&gt;和场景&lt;/b&gt;');
    expect(notice!.content_en).toMatch(/^Your API access application \(.+\) was rejected: /);
    expect(lastLog('/support/api_access/reject/')).toMatchObject({ client_id: yunjiId, note: reason });
    const late = await t.api('approveSupportApiAccess', {
      token: support,
      body: { id: yunjiId },
      lang: 'en',
    });
    expect(late.msg).toContain('was already reviewed and is now Rejected');
    expect(access(yunjiId).status).toBe('rejected');
  });

  it('the clock first: the automatic review decides at its due time, support is refused', async () => {
    await t.ok('applyApiAccess', { token: yunji, body: application });
    await advance(2 * HOUR + MINUTE);
    const res = await t.api('rejectSupportApiAccess', {
      token: support,
      body: { id: yunjiId, reason: '太迟' },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('当前为已通过');
    expect(access(yunjiId)).toMatchObject({ status: 'approved', reviewer: 'auto', reject_reason: null });
    const notices = noticesOf(yunjiId, 'API开通申请');
    expect(notices).toHaveLength(2);
    expect(notices[1]!.content).toContain('已通过审核');
    expect((await t.ok('apiInfo', { token: yunji })).app_key).toBe(access(yunjiId).app_key);
  });

  it('both at the same instant: the one function decides once', async () => {
    // chain's seeded application was rejected: it applies again.
    const chain = t.clientIdOf('chain');
    await t.ok('applyApiAccess', { token: await t.login('chain'), body: application });
    const before = noticesOf(chain, 'API开通申请').length;
    expect(access(chain).status).toBe('pending');
    const at = t.deps.clock.now();
    const first = reviewApiAccess(sql, chain, { approve: false, reason: '资料不全' }, 'support', at);
    const second = reviewApiAccess(sql, chain, { approve: true }, 'auto', at);
    const third = reviewApiAccess(sql, chain, { approve: false, reason: '再驳回' }, 'support', at);
    expect([first, second, third]).toEqual([true, false, false]);
    expect(access(chain)).toMatchObject({
      status: 'rejected',
      reviewer: 'support',
      reject_reason: '资料不全',
      app_key: null,
    });
    expect(noticesOf(chain, 'API开通申请')).toHaveLength(before + 1);
  });
});

describe('SMS signatures', () => {
  const apply = async (name: string) =>
    (await t.ok('createSmsSignature', { token: demo, body: { name } })).id;

  it('support rejects first with a reason: /sms/template and the notice show it; the clock changes nothing', async () => {
    const id = await apply('智联物流');
    const reason = '签名须与营业执照上的企业名称一致';
    expect(await t.ok('rejectSupportSignature', { token: support, body: { id, reason } })).toEqual({
      id,
      status: 'rejected',
    });
    const mine = await t.ok('smsSignatureList', { token: demo, query: { page_size: 50 } });
    expect(mine.tableData.find((r) => r.id === id)).toMatchObject({ status: 'rejected', reason });
    expect(noticesOf(demoId, '智联物流')).toEqual([
      expect.objectContaining({ content: `您提交的短信签名（智联物流）未通过审核，原因：${reason}` }),
    ]);
    expect(lastLog('/support/sms_signature/reject/')).toMatchObject({
      client_id: demoId,
      note: reason,
      object: 'ref=智联物流 decision=reject',
    });
    await advance(31 * MINUTE);
    expect(signatureState(id)).toEqual({ status: 'rejected', reviewer: 'support', reject_reason: reason });
    expect(noticesOf(demoId, '智联物流')).toHaveLength(1);
  });

  it('support approves a name the automatic review would reject: support decided', async () => {
    const id = await apply('测试中心');
    await t.ok('approveSupportSignature', { token: support, body: { id } });
    await advance(31 * MINUTE);
    expect(signatureState(id)).toEqual({ status: 'approved', reviewer: 'support', reject_reason: null });
    expect(noticesOf(demoId, '测试中心')[0]!.content).toBe('您提交的短信签名（测试中心）已通过审核。');
  });

  it('the clock first: the carrier rejects 测试 at its due time, support is refused', async () => {
    const id = await apply('智联测试二');
    await advance(31 * MINUTE);
    const res = await t.api('approveSupportSignature', { token: support, body: { id } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe('短信签名（智联测试二）已审核，当前为未通过：本次操作未生效');
    expect(signatureState(id)).toEqual({
      status: 'rejected',
      reviewer: 'auto',
      reject_reason: 'sms_signature_rejected',
    });
    const [notice] = noticesOf(demoId, '智联测试二');
    expect(notice!.content).toBe(
      '您提交的短信签名（智联测试二）未通过审核，原因：签名不能含“测试”或“test”字样',
    );
    const mine = await t.ok('smsSignatureList', { token: demo, query: { page_size: 50 } });
    expect(mine.tableData.find((r) => r.id === id)?.reason).toBe('签名不能含“测试”或“test”字样');
  });

  it('both at the same instant: the one function decides once', async () => {
    const id = await apply('智联同刻');
    const at = t.deps.clock.now();
    expect([
      reviewSignature(sql, id, { approve: true }, 'auto', at),
      reviewSignature(sql, id, { approve: false, reason: '同一时刻' }, 'support', at),
    ]).toEqual([true, false]);
    expect(signatureState(id)).toEqual({ status: 'approved', reviewer: 'auto', reject_reason: null });
    expect(noticesOf(demoId, '智联同刻')).toHaveLength(1);
  });
});

describe('who may', () => {
  it('refuses a customer, and support lacking each queue code, with 599; the menu leaves it out', async () => {
    expect((await t.api('supportApiAccessList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('approveSupportSignature', { token: demo, body: { id: 1 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    const id = (await t.ok('createSmsSignature', { token: demo, body: { name: '智联权限' } })).id;
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_api_review', 'router_spt_signature_review'] })
      .expect(200);
    expect(await t.api('supportApiAccessList', { token: support })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['API接入审核'] },
    });
    expect(await t.api('supportSignatureList', { token: support, lang: 'en' })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['SMS signature review'] },
    });
    for (const call of [
      t.api('supportApiAccessDetail', { token: support, query: { id: demoId } }),
      t.api('approveSupportApiAccess', { token: support, body: { id: demoId } }),
      t.api('rejectSupportApiAccess', { token: support, body: { id: demoId, reason: 'x' } }),
      t.api('supportSignatureDetail', { token: support, query: { id } }),
      t.api('approveSupportSignature', { token: support, body: { id } }),
      t.api('rejectSupportSignature', { token: support, body: { id, reason: 'x' } }),
    ]) {
      expect((await call).code).toBe(BizCode.NO_PERMISSION);
    }
    expect(signatureState(id).status).toBe('reviewing');
    const menu = await t.ok('permInfo', { token: support });
    expect(menu.menu_lst).not.toContain('router_spt_api_review');
    expect(menu.menu_lst).not.toContain('router_spt_signature_review');
    expect(menu.menu_lst).toContain('router_spt_product_change');
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_api_review', 'router_spt_signature_review'] })
      .expect(200);
    expect((await t.ok('permInfo', { token: support })).menu_lst).toContain('router_spt_signature_review');
    expect((await t.api('approveSupportSignature', { token: support, body: { id } })).code).toBe(BizCode.OK);
  });
});
