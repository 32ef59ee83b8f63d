import { describe, expect, it } from 'vitest';
import { API_BASE, addWorkingDays, BizCode } from '#contract';
import { DEMO_STAFF } from '../../fixtures/staff.ts';
import { answerWorkOrder, forwardWorkOrder, reviewWorkOrder } from '../../server/services/work-orders.ts';
import { build, HOUR, NOW } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
const demoSub = await t.login('demo_sub');
const yunji = await t.login('yunji');
const staff = DEMO_STAFF.find((s) => !s.locked)!;
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const orderCount = () => sql.prepare('select count(*) from work_orders').pluck().get() as number;
const rowOf = (id: number) =>
  sql.prepare('select * from work_orders where id = ?').get(id) as {
    status: string;
    due_at: number;
    created_at: number;
    handler: string | null;
    finished_at: number | null;
    sla_days: number;
  };
const activeCards = (clientId: number, n: number, carrier?: string) =>
  sql
    .prepare(
      `select iccid from cards where client_id = ? and status = 'active' ${carrier ? 'and carrier = ?' : ''}
       order by id desc limit ?`,
    )
    .pluck()
    .all(...(carrier ? [clientId, carrier, n] : [clientId, n])) as string[];

async function upload(name: string, content: string, token = demo) {
  const res = await t.request
    .post(`${API_BASE}/upload/file/`)
    .set('Authorization', `JWT ${token}`)
    .attach('input_file', Buffer.from(content), name);
  expect(res.body.code).toBe(BizCode.OK);
  return res.body.data.file_url as string;
}

describe('/work/center: the seeded history', () => {
  it('lists demo’s tree’s orders, newest first, settled on the clock, in both languages', async () => {
    const page = await t.ok('workOrderList', { token: demo, query: { page: 1, page_size: 50 } });
    // The general orders of demo's tree, eight of its directed addresses (seven added, one removed)
    // three that put cards into directed groups, five of its machine-card bindings (four binding
    // orders, one unbinding) and three plan changes (two confirmed, one rejected).
    expect(page.total_count).toBe(29);
    const statuses = new Set(page.tableData.map((r) => r.status));
    // Old ones were answered by the carrier, the rejected and cancelled ones stay so, the newest waits for review.
    for (const s of ['done', 'partial', 'rejected', 'cancelled', 'pending']) expect(statuses).toContain(s);
    expect(page.tableData[0]!.status).toBe('pending');
    expect(page.tableData.map((r) => r.created_at)).toEqual(
      [...page.tableData.map((r) => r.created_at)].sort().reverse(),
    );
    const done = page.tableData.find((r) => r.status === 'done')!;
    expect(done.handler).toBe('平台自动处理');
    expect(done.finished_at <= done.due_at).toBe(true);
    const en = await t.ok('workOrderList', { token: demo, lang: 'en', query: { page: 1, page_size: 50 } });
    expect(en.tableData.find((r) => r.id === done.id)!.handler).toBe('Platform (automatic)');
    expect(en.tableHeader.map((h) => h.label)).toContain('Due by');
  });

  it('a sub-client sees its own orders only; another client none of demo’s', async () => {
    const sub = await t.ok('workOrderList', { token: demoSub, query: { page: 1, page_size: 50 } });
    expect(sub.total_count).toBe(1);
    const other = await t.ok('workOrderList', { token: yunji, query: { page: 1, page_size: 50 } });
    // Its own orders and those support opened in its name (card unbinding), never demo's.
    expect(other.tableData.every((r) => r.submitter === 'yunji' || r.submitter === 'support')).toBe(true);
    const demos = await t.ok('workOrderList', { token: demo, query: { page: 1, page_size: 50 } });
    const demoIds = new Set(demos.tableData.map((r) => r.id));
    expect(other.tableData.filter((r) => demoIds.has(r.id))).toEqual([]);
    const demosFirst = (await t.ok('workOrderList', { token: demo, query: { page: 1, page_size: 5 } }))
      .tableData[0]!;
    expect((await t.api('workOrderDetail', { token: yunji, query: { id: demosFirst.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
  });

  it('the partly failed order names the cancelled card’s result', async () => {
    const page = await t.ok('workOrderList', {
      token: demo,
      query: { page: 1, page_size: 50, status: 'partial', type: 'realname_clear' },
    });
    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: page.tableData[0]!.id } });
    expect(detail.cards.map((c) => c.status).sort()).toEqual(['failed', 'success', 'success']);
    expect(detail.cards.find((c) => c.status === 'failed')!.answer).toBe('卡已销户，运营商无法处理');
    expect(detail.order.answer).toBe('运营商已处理 2 张卡，1 张未能处理');
  });

  it('filters by type, status and date', async () => {
    const rejected = await t.ok('workOrderList', {
      token: demo,
      query: { page: 1, page_size: 50, status: 'rejected' },
    });
    expect(rejected.tableData.map((r) => r.type)).toEqual(['product_change', 'speed_limit']);
    const bad = await t.api('workOrderList', {
      token: demo,
      query: { page: 1, page_size: 50, type: 'nope' } as never,
    });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
  });
});

describe('opening, commenting on and cancelling a ticket', () => {
  it('opens a general ticket with cards and an attachment; due in working days; then cancels it', async () => {
    const fileUrl = await upload('现场照片说明.txt', '设备编号 A-17 信号弱');
    const [card] = activeCards(demoId, 1, 'ctcc');
    const opened = await t.ok('addWorkOrder', {
      token: demo,
      body: {
        type: 'stop_resume',
        status_action: 'resume',
        title: '申请复机',
        content: '已续费，请复机',
        numbers: [card!],
        file_url: fileUrl,
      },
    });
    const row = rowOf(opened.id);
    expect(row.status).toBe('pending');
    // 电信 stop/resume: 2 working days from Wednesday noon is Friday noon (UTC+8).
    expect(row.sla_days).toBe(2);
    expect(row.due_at).toBe(addWorkingDays(NOW, 2));
    expect(opened.due_at).toBe('2025-10-17 12:00:00');

    await t.ok('commentWorkOrder', { token: demo, body: { id: opened.id, content: '请优先处理' } });
    const detail = await t.ok('workOrderDetail', { token: demo, query: { id: opened.id } });
    expect(detail.attachments).toEqual([
      expect.objectContaining({ file_url: fileUrl, file_name: '现场照片说明.txt', uploaded_by: 'demo' }),
    ]);
    expect(detail.comments.map((c) => [c.side, c.author, c.content])).toEqual([
      ['customer', 'demo', '请优先处理'],
    ]);
    expect(detail.order.cancellable).toBe(true);

    const cancelled = await t.ok('cancelWorkOrder', { token: demo, body: { id: opened.id } });
    expect(cancelled.status).toBe('cancelled');
    expect(rowOf(opened.id).status).toBe('cancelled');
    // Cancelled: no more steps, no more comments, no second cancel.
    await advance(10 * 24 * HOUR);
    expect(rowOf(opened.id).status).toBe('cancelled');
    demo = await t.login('demo'); // ten days on, the morning's token has expired
    const again = await t.api('cancelWorkOrder', { token: demo, body: { id: opened.id } });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toContain('已撤销');
    const comment = await t.api('commentWorkOrder', {
      token: demo,
      lang: 'en',
      body: { id: opened.id, content: 'x' },
    });
    expect(comment.code).toBe(BizCode.BAD_REQUEST);
    expect(comment.msg).toContain('Cancelled');
  });

  it('the emulator reviews, forwards and answers an open ticket on its clock within the SLA', async () => {
    // Two of demo's 移动 cards in its devices (/hardware): the carrier unbinds them.
    const cards = sql
      .prepare(
        `select c.iccid from cards c join hardware h on h.card_id = c.id
         where c.client_id = ? and c.status = 'active' and c.carrier = 'cmcc' order by c.id limit 2`,
      )
      .pluck()
      .all(demoId) as string[];
    const opened = await t.ok('addWorkOrder', {
      token: demo,
      body: { type: 'unbind', title: '解绑', content: '更换终端', numbers: cards },
    });
    const created = rowOf(opened.id).created_at;
    await advance(HOUR - 1);
    expect(rowOf(opened.id).status).toBe('pending');
    // The automatic review an hour after it was opened, taken as the clock moves on.
    await advance(1);
    expect(rowOf(opened.id)).toMatchObject({ status: 'processing', handler: 'auto' });
    await advance(HOUR);
    expect(rowOf(opened.id).status).toBe('carrier');
    const due = rowOf(opened.id).due_at;
    expect(due).toBe(addWorkingDays(created, 3));
    await advance(due - t.deps.clock.now() - 3 * HOUR);
    expect(rowOf(opened.id).status).toBe('carrier');
    await advance(2 * HOUR);
    const finished = rowOf(opened.id);
    demo = await t.login('demo');
    expect(finished.status).toBe('done');
    expect(finished.finished_at!).toBeLessThanOrEqual(due);
    const detail = await t.ok('workOrderDetail', { token: demo, lang: 'en', query: { id: opened.id } });
    expect(detail.cards.map((c) => [c.status, c.answer])).toEqual([
      ['success', 'The carrier unbound the card from its device'],
      ['success', 'The carrier unbound the card from its device'],
    ]);
    expect(detail.order.answer).toBe('The carrier has completed the order');
  });

  it('each step is a function a support user’s action calls: who acts first decides', async () => {
    const rejected = await t.ok('addWorkOrder', {
      token: demo,
      body: {
        type: 'speed_limit',
        speed_action: 'limit',
        title: '限速',
        content: '限速 1Mbps',
        numbers: activeCards(demoId, 1),
      },
    });
    const now = t.deps.clock.now();
    expect(
      reviewWorkOrder(sql, rejected.id, { approve: false, reason: '请在卡详情自助设置' }, 'support', now),
    ).toBe(true);
    // Decided once: the automatic reviewer finds nothing left to do, a second decision changes nothing.
    expect(reviewWorkOrder(sql, rejected.id, { approve: true }, 'support', now)).toBe(false);
    const seen = await t.ok('workOrderDetail', { token: demo, query: { id: rejected.id } });
    expect(seen.order).toMatchObject({
      status: 'rejected',
      handler: 'support',
      reject_reason: '请在卡详情自助设置',
      cancellable: false,
    });

    const [card] = activeCards(demoId, 1, 'cucc');
    const quick = await t.ok('addWorkOrder', {
      token: demo,
      body: { type: 'other', title: '咨询', content: '开通短信', numbers: [card!] },
    });
    expect(forwardWorkOrder(sql, quick.id, now)).toBe(false); // not reviewed yet
    expect(reviewWorkOrder(sql, quick.id, { approve: true }, 'support', now)).toBe(true);
    expect(forwardWorkOrder(sql, quick.id, now)).toBe(true);
    expect(answerWorkOrder(sql, quick.id, now)).toBe(true);
    expect(answerWorkOrder(sql, quick.id, now)).toBe(false);
    const done = await t.ok('workOrderDetail', { token: demo, query: { id: quick.id } });
    expect(done.order).toMatchObject({ status: 'done', handler: 'support', answer: '运营商已处理完成' });
    expect(done.cards.map((c) => c.status)).toEqual(['success']);
  });

  it('bad input is a localised 400 naming the problem, and nothing is written', async () => {
    const before = orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'directed', title: 'a', content: 'b' }, '请选择工单类型'],
      [{ type: 'other', title: ' ', content: 'b' }, '请输入工单标题'],
      [{ type: 'other', title: 'x'.repeat(51), content: 'b' }, '工单标题不能超过50个字符'],
      [{ type: 'other', title: 'a', content: '' }, '请描述工单内容'],
      [
        { type: 'other', title: 'a', content: 'b', numbers: ['89860000000000000000'] },
        '89860000000000000000',
      ],
      [
        { type: 'other', title: 'a', content: 'b', numbers: activeCards(t.clientIdOf('yunji'), 1) },
        '不属于本账户',
      ],
      [
        { type: 'other', title: 'a', content: 'b', file_url: `${API_BASE}/upload/file/${'a'.repeat(24)}/` },
        '附件',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await t.api('addWorkOrder', { token: demo, body: body as never });
      expect(res.code, JSON.stringify(body)).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toContain(text);
    }
    // Another client's upload is as missing as none.
    const theirs = await upload('note.txt', 'x', await t.login('yunji'));
    const res = await t.api('addWorkOrder', {
      token: demo,
      lang: 'en',
      body: { type: 'other', title: 'a', content: 'b', file_url: theirs },
    });
    expect(res.msg).toBe('The attachment is missing or has expired; upload it again');
    expect(orderCount()).toBe(before);
  });

  it('599 without the codes: a staff login without the work-order codes', async () => {
    const zhangwei = await t.login(staff.username, staff.password);
    expect((await t.api('workOrderList', { token: zhangwei, query: { page: 1, page_size: 10 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    const before = orderCount();
    const res = await t.api('addWorkOrder', {
      token: zhangwei,
      body: { type: 'other', title: 'a', content: 'b' },
    });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
    expect(orderCount()).toBe(before);
  });
});
