import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import type { AuthContext } from '../../server/context.ts';
import { reviewRegistration } from '../../server/services/registration-review.ts';
import { PLATFORM, reviewSpeccard } from '../../server/services/speccard.ts';
import { requestRefund, reviewRefund } from '../../server/services/trade.ts';
import { sendAndRead } from './account-helpers.ts';
import { build, HOUR, uploadedFile } from './helpers.ts';

/**
 * Support's review queues (issue 49): special-card resumes (/speccard_review), refunds
 * (/refund_review) and self-registrations (/register_review). Each opens with seeded pending and
 * decided items; each decision approves, or rejects with a reason, writes the operation log,
 * notifies the customer and settles through the queue's one review function, the one the
 * platform's reviewer calls on the clock, so an item settles once whoever acts first (support,
 * the clock, or both at the same instant). A support user lacking a queue's code gets 599.
 */

const t = await build();
const sql = t.deps.sqlite;
const demoId = t.clientIdOf('demo');
let support = await t.login('support');
let demo = await t.login('demo');

async function advance(ms: number) {
  await t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
  support = await t.login('support');
  demo = await t.login('demo');
}

const value = <T>(query: string, ...params: unknown[]) =>
  sql
    .prepare(query)
    .pluck()
    .get(...params) as T;
/** The customer notices that name `ref` (notifyReview's), to the main client `clientId`. */
const noticesOf = (clientId: number, ref: string) =>
  sql
    .prepare<[number, string], { title: string; content: string; content_en: string }>(
      `select title, content, content_en from notices where audience = 'client' and client_id = ?
       and content like '%' || ? || '%' order by id`,
    )
    .all(clientId, ref);
/** The operation log's rows of support's decisions on `ref`. */
const logOf = (ref: string) =>
  sql
    .prepare<[string], { client_id: number | null; action: string; note: string | null; code: number }>(
      `select client_id, action, note, code from operation_logs where username = 'support' and object like ?
       order by id`,
    )
    .all(`ref=${ref} %`);
const ledgerRows = (clientId: number, orderNo: string, kind: string) =>
  value<number>(
    'select count(*) from account_ledger where client_id = ? and order_no = ? and kind = ?',
    clientId,
    orderNo,
    kind,
  );
const frozen = (clientId = demoId) =>
  value<number>('select frozen_cents from clients where id = ?', clientId);

describe('the queues open with seeded history, in both languages', () => {
  it('lists special-card resumes pending, rejected with its reason, and resumed', async () => {
    const page = await t.ok('speccardReviewList', { token: support, query: { page_size: 50 } });
    expect(page.tableData.map((r) => r.status)).toEqual(['pending', 'rejected', 'resumed']);
    const [pending, rejected] = page.tableData;
    expect(pending).toMatchObject({
      client_name: '深圳市智联物联科技有限公司',
      reviewer: '',
      reject_reason: '',
    });
    expect(pending!.due_at).not.toBe('');
    expect(rejected).toMatchObject({ reviewer: 'support', due_at: '' });
    expect(rejected!.reject_reason).toContain('证明材料');
    const en = await t.ok('speccardReviewList', { token: support, lang: 'en', query: { status: 'pending' } });
    expect(en.tableData).toHaveLength(1);
    expect(en.tableHeader.map((h) => h.label)).toContain('Application no.');
  });

  it('lists refunds pending, rejected by support with its reason, and approved by the platform', async () => {
    const page = await t.ok('refundReviewList', { token: support, query: { page_size: 50 } });
    const statuses = page.tableData.map((r) => r.status);
    expect(statuses[0]).toBe('pending');
    expect(statuses).toContain('rejected');
    expect(statuses).toContain('approved');
    const rejected = page.tableData.find((r) => r.status === 'rejected')!;
    expect(rejected).toMatchObject({ reviewer: 'support', reject_reason: expect.stringContaining('迁移') });
    expect(rejected.product).not.toBe('');
    const en = await t.ok('refundReviewList', { token: support, lang: 'en', query: { status: 'approved' } });
    expect(en.tableData.every((r) => r.reviewer === 'platform')).toBe(true);
    expect(en.tableHeader.map((h) => h.label)).toContain('Refund amount');
  });

  it('lists registrations under review, rejected with its reason, and the one that opened yunji', async () => {
    const page = await t.ok('registerReviewList', { token: support });
    expect(page.tableData.map((r) => [r.status, r.username])).toEqual([
      ['reviewing', 'ganglian'],
      ['rejected', 'yunqi_iot'],
      ['approved', 'yunji'],
    ]);
    expect(page.tableData[1]!.reject_reason).toContain('营业执照');
    const en = await t.ok('registerReviewList', {
      token: support,
      lang: 'en',
      query: { status: 'reviewing' },
    });
    expect(en.tableData.map((r) => r.company_name)).toEqual(['宁波港联物流科技有限公司']);
    expect(en.tableHeader.map((h) => h.label)).toContain('Registration number');
  });
});

/** A card of demo's stopped (last) for 机卡分离 with nothing pending, now stopped for `reason`. */
function demoCardStoppedFor(reason: string) {
  const card = sql
    .prepare<[number], { id: number; iccid: string }>(
      `select c.id, c.iccid from cards c where c.main_client_id = ? and c.status = 'suspended'
       and (select e.reason from card_status_events e where e.card_id = c.id and e.to_status = 'suspended'
            order by e.at desc, e.id desc limit 1) = 'imei_mismatch'
       and not exists (select 1 from speccard_resumes a where a.card_id = c.id)
       and not exists (select 1 from card_imei_events b where b.card_id = c.id)
       order by c.id limit 1`,
    )
    .get(demoId)!;
  sql
    .prepare(
      `update card_status_events set reason = ? where id = (select id from card_status_events
       where card_id = ? and to_status = 'suspended' order by at desc, id desc limit 1)`,
    )
    .run(reason, card.id);
  return card;
}

/** demo applies for a resume of a card stopped for 达量 (¥10.00 frozen). */
async function demoApplies() {
  const card = demoCardStoppedFor('over_quota');
  const evidence = await uploadedFile(t, demo, '整改说明.txt', '已限制终端流量');
  const applied = await t.ok('applySpeccard', {
    token: demo,
    body: { card: card.iccid, reason: '已调整终端上报频率', file_url: evidence },
  });
  return { ...applied, card };
}

const application = (id: number) =>
  sql.prepare('select status, reviewer, reviewed_at from speccard_resumes where id = ?').get(id) as {
    status: string;
    reviewer: string;
    reviewed_at: number;
  };

describe('/speccard_review', () => {
  it('support approves first: the fee is charged once, the card resumed, demo noticed; the clock changes nothing', async () => {
    const before = frozen();
    const app = await demoApplies();
    expect(frozen()).toBe(before + 1000);
    const done = await t.ok('approveSpeccardReview', { token: support, body: { id: app.id } });
    expect(done).toEqual({ id: app.id, status: 'approved' });
    expect(application(app.id)).toMatchObject({ status: 'approved', reviewer: 'support' });
    expect(value<string>('select status from cards where id = ?', app.card.id)).toBe('active');
    expect(ledgerRows(demoId, app.app_no, 'resume_fee')).toBe(1);
    expect(frozen()).toBe(before);
    expect(noticesOf(demoId, app.app_no)).toEqual([
      expect.objectContaining({ content: `您提交的特殊卡复机申请（${app.app_no}）已通过审核。` }),
    ]);
    expect(logOf(app.app_no)).toEqual([
      { client_id: demoId, action: '/support/speccard_review/approve/', note: null, code: 200 },
    ]);
    await advance(3 * HOUR);
    expect(application(app.id).reviewer).toBe('support');
    expect(ledgerRows(demoId, app.app_no, 'resume_fee')).toBe(1);
    expect(noticesOf(demoId, app.app_no)).toHaveLength(1);
    // Shown to demo in the unread-notice dialog.
    const unread = await t.ok('unreadNotices', { token: demo });
    expect(unread.items.map((n) => n.content)).toContain(
      `您提交的特殊卡复机申请（${app.app_no}）已通过审核。`,
    );
    const again = await t.api('rejectSpeccardReview', {
      token: support,
      body: { id: app.id, reason: '迟了' },
    });
    expect(again).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `复机申请 ${app.id} 已审核，不能重复审核`,
    });
    expect(logOf(app.app_no).map((l) => [l.code, l.note])).toEqual([
      [200, null],
      [BizCode.BAD_REQUEST, '迟了'],
    ]);
  });

  it('the clock first: the platform approves when due; support’s later rejection is refused and changes nothing', async () => {
    const app = await demoApplies();
    await advance(3 * HOUR);
    const res = await t.api('rejectSpeccardReview', {
      token: support,
      lang: 'en',
      body: { id: app.id, reason: 'too late' },
    });
    expect(res).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `Resume application ${app.id} has already been reviewed`,
    });
    expect(application(app.id)).toMatchObject({ status: 'approved', reviewer: 'platform' });
    expect(ledgerRows(demoId, app.app_no, 'resume_fee')).toBe(1);
    // The platform's decision is noticed too.
    expect(noticesOf(demoId, app.app_no)).toHaveLength(1);
  });

  it('both at the same instant: the one function settles once, the second refused', async () => {
    const before = frozen();
    const app = await demoApplies();
    const at = t.deps.clock.now();
    const support_ = { userId: null, username: 'support' };
    reviewSpeccard(sql, app.id, { approve: false, reason: '材料不全' }, support_, at);
    expect(() => reviewSpeccard(sql, app.id, { approve: true }, PLATFORM, at)).toThrow();
    expect(() => reviewSpeccard(sql, app.id, { approve: false, reason: 'B' }, PLATFORM, at)).toThrow();
    expect(application(app.id)).toMatchObject({ status: 'rejected', reviewer: 'support', reviewed_at: at });
    expect(frozen()).toBe(before);
    expect(ledgerRows(demoId, app.app_no, 'resume_fee')).toBe(0);
    expect(noticesOf(demoId, app.app_no).map((n) => [n.content, n.content_en])).toEqual([
      [
        `您提交的特殊卡复机申请（${app.app_no}）未通过审核，原因：材料不全`,
        `Your special-card resume application (${app.app_no}) was rejected: 材料不全`,
      ],
    ]);
    // Still stopped: rejected, the card is not resumed.
    expect(value<string>('select status from cards where id = ?', app.card.id)).toBe('suspended');
  });

  it('rejects only with a reason, which demo reads on its application', async () => {
    const app = await demoApplies();
    const blank = await t.api('rejectSpeccardReview', { token: support, body: { id: app.id, reason: '  ' } });
    expect(blank.code).toBe(BizCode.BAD_REQUEST);
    expect(application(app.id).status).toBe('pending');
    await t.ok('rejectSpeccardReview', {
      token: support,
      body: { id: app.id, reason: '请上传本卡设备照片' },
    });
    const detail = await t.ok('speccardDetail', { token: demo, query: { id: app.id } });
    expect(detail.application).toMatchObject({ status: 'rejected', reject_reason: '请上传本卡设备照片' });
    expect(logOf(app.app_no).at(-1)).toMatchObject({
      client_id: demoId,
      note: '请上传本卡设备照片',
      code: 200,
    });
  });
});

/** demo's lapsed next-month renewal, refundable (the seed's). */
const demoRefundable = () =>
  sql
    .prepare<[number], { id: number; order_no: string; amount_cents: number }>(
      `select o.id, o.order_no, l.amount_cents from charge_order_cards l join charge_orders o on o.id = l.order_id
       where o.client_id = ? and l.status = 'lapsed' order by o.id limit 1`,
    )
    .get(demoId)!;
const refundState = (id: number) =>
  sql.prepare('select status, reviewer, reject_reason from refund_requests where id = ?').get(id) as {
    status: string;
    reviewer: string;
    reject_reason: string | null;
  };

describe('/refund_review', () => {
  it('support rejects first with a reason demo reads; the clock changes nothing after', async () => {
    const order = demoRefundable();
    const asked = await t.ok('requestRefund', {
      token: demo,
      body: { order_id: order.id, reason: '卡已销户' },
    });
    const res = await t.api('rejectRefundReview', {
      token: support,
      body: { id: asked.refund_id, reason: '' },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    await t.ok('rejectRefundReview', {
      token: support,
      body: { id: asked.refund_id, reason: '该订单已开具发票，请先退回发票' },
    });
    await advance(3 * HOUR);
    expect(refundState(asked.refund_id)).toMatchObject({ status: 'rejected', reviewer: 'support' });
    expect(ledgerRows(demoId, order.order_no, 'refund')).toBe(0);
    for (const lang of ['zh-CN', 'en']) {
      const detail = await t.ok('tradeOrderDetail', { token: demo, lang, query: { id: order.id } });
      expect(detail.refunds.at(-1)).toMatchObject({
        status: 'rejected',
        reject_reason: '该订单已开具发票，请先退回发票',
      });
    }
    expect(noticesOf(demoId, order.order_no).map((n) => n.content)).toEqual([
      `您提交的退款申请（${order.order_no}）未通过审核，原因：该订单已开具发票，请先退回发票`,
    ]);
    // The blank reason was refused by the body's check, before any item was named.
    expect(logOf(order.order_no).map((l) => [l.client_id, l.note, l.code])).toEqual([
      [demoId, '该订单已开具发票，请先退回发票', 200],
    ]);
  });

  it('the clock first: the platform approves when due; support’s later approval is refused', async () => {
    const order = demoRefundable();
    const asked = await t.ok('requestRefund', { token: demo, body: { order_id: order.id } });
    await advance(3 * HOUR);
    const res = await t.api('approveRefundReview', { token: support, body: { id: asked.refund_id } });
    expect(res).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `退款申请 ${asked.refund_id} 已审核，不能重复审核`,
    });
    expect(refundState(asked.refund_id)).toMatchObject({ status: 'approved', reviewer: 'platform' });
    expect(ledgerRows(demoId, order.order_no, 'refund')).toBe(1);
    expect(
      value<number>(
        "select count(*) from charge_order_cards where order_id = ? and status = 'refunded'",
        order.id,
      ),
    ).toBe(1);
    expect(noticesOf(demoId, order.order_no).at(-1)!.content).toBe(
      `您提交的退款申请（${order.order_no}）已通过审核。`,
    );
    expect(logOf(order.order_no).at(-1)).toEqual({
      client_id: demoId,
      action: '/support/refund_review/approve/',
      note: null,
      code: BizCode.BAD_REQUEST,
    });
  });

  it('both at the same instant: paid back once; the second decision refused', async () => {
    // The seeded refund support rejected: its client asks again (its share is still refundable).
    const seeded = (
      await t.ok('refundReviewList', { token: support, query: { status: 'rejected' } })
    ).tableData.find((r) => r.client_name !== '深圳市智联物联科技有限公司')!;
    const { client_id: clientId, order_id: orderId } = sql
      .prepare('select client_id, order_id from refund_requests where id = ?')
      .get(seeded.id) as { client_id: number; order_id: number };
    const owner = { clientId, username: 'owner' } as AuthContext;
    const asked = requestRefund(t.deps, owner, orderId, '');
    const at = t.deps.clock.now();
    reviewRefund(sql, asked.refund_id, { approve: true }, 'support', at);
    expect(() => reviewRefund(sql, asked.refund_id, { approve: true }, 'platform', at)).toThrow();
    expect(() =>
      reviewRefund(sql, asked.refund_id, { approve: false, reason: 'x' }, 'platform', at),
    ).toThrow();
    expect(refundState(asked.refund_id)).toMatchObject({ status: 'approved', reviewer: 'support' });
    expect(ledgerRows(clientId, seeded.order_no, 'refund')).toBe(1);
    expect(noticesOf(clientId, seeded.order_no).map((n) => n.content)).toEqual([
      `您提交的退款申请（${seeded.order_no}）已通过审核。`,
    ]);
  });
});

let nextPhone = 1;
/** A visitor registers (the public /register); returns its number and form. */
async function visitorRegisters(company = '东莞市启航智能科技有限公司') {
  const n = nextPhone++;
  const body = {
    company_name: company,
    credit_code: '91441900MA4W5X6Y7R',
    contact_name: '黄伟',
    phone: `1580000${String(n).padStart(4, '0')}`,
    email: `reg${n}@qihang.cn`,
    username: `qihang${n}`,
    password: 'Qh123456',
  };
  const code = await sendAndRead(t, body.phone, 'register');
  const reg = await t.ok('submitRegistration', { body: { ...body, code } });
  return { id: reg.register_id, ...body };
}
const registration = (id: string) =>
  sql
    .prepare('select status, reviewer, reject_reason, client_id from registrations where id = ?')
    .get(id) as {
    status: string;
    reviewer: string | null;
    reject_reason: string | null;
    client_id: number | null;
  };
const clientCount = () => value<number>('select count(*) from clients');

describe('/register_review', () => {
  it('support rejects with a reason that /register_progress shows; no client is opened, the clock changes nothing', async () => {
    const reg = await visitorRegisters('中山市启明照明科技有限公司');
    await t.ok('rejectRegisterReview', {
      token: support,
      body: { id: reg.id, reason: '统一社会信用代码与营业执照不符' },
    });
    await advance(25 * HOUR);
    expect(registration(reg.id)).toMatchObject({ status: 'rejected', reviewer: 'support', client_id: null });
    expect(value<number>('select count(*) from clients where name = ?', reg.company_name)).toBe(0);
    for (const lang of ['zh-CN', 'en']) {
      const seen = await t.ok('registrationProgress', {
        lang,
        query: { register_id: reg.id, phone: reg.phone },
      });
      expect(seen).toMatchObject({ status: 'rejected', reject_reason: '统一社会信用代码与营业执照不符' });
    }
    expect(logOf(reg.id)).toEqual([
      {
        client_id: null,
        action: '/support/register_review/reject/',
        note: '统一社会信用代码与营业执照不符',
        code: 200,
      },
    ]);
  });

  it('support approves: the client and main user are opened and the new client noticed, once', async () => {
    const reg = await visitorRegisters();
    const clients = clientCount();
    expect(await t.ok('approveRegisterReview', { token: support, body: { id: reg.id } })).toEqual({
      id: reg.id,
      status: 'approved',
    });
    const opened = registration(reg.id);
    expect(opened).toMatchObject({ status: 'approved', reviewer: 'support' });
    expect(clientCount()).toBe(clients + 1);
    expect(noticesOf(opened.client_id!, reg.id).map((n) => n.content)).toEqual([
      `您提交的企业注册申请（${reg.id}）已通过审核。`,
    ]);
    expect((await t.api('login', { body: { username: reg.username, password: reg.password } })).code).toBe(
      BizCode.OK,
    );
    // The log names the client the approval opened.
    expect(logOf(reg.id)).toEqual([
      { client_id: opened.client_id, action: '/support/register_review/approve/', note: null, code: 200 },
    ]);
    await advance(25 * HOUR);
    expect(clientCount()).toBe(clients + 1);
    expect(noticesOf(opened.client_id!, reg.id)).toHaveLength(1);
  });

  it('both at the same instant: one client opened; the second decision refused', async () => {
    const reg = await visitorRegisters();
    const clients = clientCount();
    const at = t.deps.clock.now();
    expect(reviewRegistration(sql, reg.id, { approve: true }, 'platform', at)).toBe('approved');
    expect(() => reviewRegistration(sql, reg.id, { approve: true }, 'support', at)).toThrow();
    expect(() => reviewRegistration(sql, reg.id, { approve: false, reason: 'x' }, 'support', at)).toThrow();
    expect(registration(reg.id)).toMatchObject({ status: 'approved', reviewer: 'platform' });
    expect(clientCount()).toBe(clients + 1);
  });

  it('the clock first: the platform decides when due; support’s later decision is refused', async () => {
    const reg = await visitorRegisters('测试注册有限公司');
    await advance(25 * HOUR);
    const res = await t.api('approveRegisterReview', { token: support, body: { id: reg.id } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: `注册申请 ${reg.id} 已审核，不能重复审核` });
    expect(registration(reg.id)).toMatchObject({ status: 'rejected', reviewer: 'platform', client_id: null });
    const seen = await t.ok('registrationProgress', {
      lang: 'en',
      query: { register_id: reg.id, phone: reg.phone },
    });
    expect(seen.reject_reason).toBe('The business licence does not match the company name');
  });
});

describe('who may', () => {
  const CODES = ['router_spt_speccard_review', 'router_spt_refund_review', 'router_spt_register_review'];

  it('refuses a customer, and a support user lacking a queue’s code, with 599; its menu entry goes', async () => {
    expect((await t.api('speccardReviewList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('approveRefundReview', { token: demo, body: { id: 1 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    expect((await t.ok('permInfo', { token: support })).menu_lst).toEqual(expect.arrayContaining(CODES));
    await t.request.put('/__emulator/users/support/perms').send({ revoke: CODES }).expect(200);
    const menu = (await t.ok('permInfo', { token: support })).menu_lst;
    for (const code of CODES) expect(menu).not.toContain(code);
    const refused = [
      await t.api('speccardReviewList', { token: support }),
      await t.api('approveSpeccardReview', { token: support, body: { id: 1 } }),
      await t.api('rejectSpeccardReview', { token: support, body: { id: 1, reason: 'x' } }),
      await t.api('refundReviewList', { token: support }),
      await t.api('approveRefundReview', { token: support, body: { id: 1 } }),
      await t.api('rejectRefundReview', { token: support, body: { id: 1, reason: 'x' } }),
      await t.api('registerReviewList', { token: support }),
      await t.api('approveRegisterReview', { token: support, body: { id: 'REG1' } }),
      await t.api('rejectRegisterReview', { token: support, body: { id: 'REG1', reason: 'x' } }),
    ];
    expect(refused.map((r) => r.code)).toEqual(refused.map(() => BizCode.NO_PERMISSION));
    expect(refused[0]).toMatchObject({ data: { perm_names: ['特殊卡复机审核'] } });
    expect(refused[3]).toMatchObject({ data: { perm_names: ['退款审核'] } });
    expect(refused[6]).toMatchObject({ data: { perm_names: ['注册审核'] } });
    await t.request.put('/__emulator/users/support/perms').send({ grant: CODES }).expect(200);
    expect((await t.api('registerReviewList', { token: support })).code).toBe(BizCode.OK);
  });
});
