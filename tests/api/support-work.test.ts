import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, WORK_ORDER_FORWARD_MINUTES, WORK_ORDER_REVIEW_MINUTES } from '#contract';
import {
  answerWorkOrder,
  forwardWorkOrder,
  reviewWorkOrder,
  settleWorkOrders,
} from '../../server/services/work-orders.ts';
import { build } from './helpers.ts';

/** /client_work and /card_unbind (issue 48, part A): support's side of work orders. */

const t = await build();
const sql = t.deps.sqlite;
const MINUTE = 60_000;
const clock = () => t.deps.clock.now();
const setClock = (at: number) => t.request.put('/__emulator/clock').send({ now: at }).expect(200);

let support: string;
let demo: string;

const order = (id: number) =>
  sql.prepare('select * from work_orders where id = ?').get(id) as {
    id: number;
    order_no: string;
    status: string;
    handler: string | null;
    reviewed_at: number | null;
    forwarded_at: number | null;
    finished_at: number | null;
    next_at: number | null;
    client_id: number;
  };
const lastLog = () =>
  sql.prepare('select * from operation_logs order by id desc limit 1').get() as {
    username: string;
    client_id: number | null;
    action: string;
    object: string;
    note: string | null;
    code: number;
  };

/** A fresh pending order of demo's, opened now (its automatic review due an hour later). */
async function freshOrder(title = '支撑测试工单'): Promise<number> {
  const created = await t.ok('addWorkOrder', {
    token: demo,
    body: { type: 'other', title, content: '请协助处理', numbers: [] },
  });
  return created.id;
}

beforeAll(async () => {
  support = await t.login('support');
  demo = await t.login('demo');
});

/** Tokens expire as the clock moves: log in again. */
async function relogin() {
  support = await t.login('support');
  demo = await t.login('demo');
}

describe('/client_work: every client’s work orders', () => {
  it('lists every client’s orders with the client, the SLA state and a working overdue filter', async () => {
    const data = await t.ok('supportWorkOrderList', { token: support, query: { page_size: 50 } });
    expect(data.total_count).toBe(sql.prepare('select count(*) from work_orders').pluck().get());
    expect(new Set(data.tableData.map((r) => r.client_name)).size).toBeGreaterThan(1);
    for (const r of data.tableData) {
      const open = ['pending', 'processing', 'carrier'].includes(r.status);
      expect(r.sla).toBe(r.overdue ? 'overdue' : open ? 'within' : 'finished');
    }
    const overdue = await t.ok('supportWorkOrderList', { token: support, query: { overdue: '1' } });
    expect(overdue.tableData.every((r) => r.sla === 'overdue')).toBe(true);
    expect(overdue.total_count).toBe(
      sql
        .prepare(
          "select count(*) from work_orders where status in ('pending','processing','carrier') and due_at < ?",
        )
        .pluck()
        .get(clock()),
    );
    const en = await t.ok('supportWorkOrderList', { token: support, lang: 'en' });
    expect(en.tableHeader.find((c) => c.prop === 'sla')?.label).toBe('Time limit');
    const demoId = t.clientIdOf('demo');
    const mine = await t.ok('supportWorkOrderList', {
      token: support,
      query: { client_id: demoId, page_size: 50 },
    });
    expect(mine.total_count).toBe(
      sql.prepare('select count(*) from work_orders where main_client_id = ?').pluck().get(demoId),
    );
  });

  it('/card_unbind lists the seeded requests in every state (before the clock moves)', async () => {
    const data = await t.ok('cardUnbindList', { token: support, query: { page_size: 50 } });
    expect(data.total_count).toBeGreaterThan(0);
    expect(new Set(data.tableData.map((r) => r.status))).toEqual(
      new Set(['pending', 'processing', 'unbound', 'failed']),
    );
    const failed = data.tableData.find((r) => r.status === 'failed')!;
    expect(failed.answer.length).toBeGreaterThan(0);
  });

  it('reviews, assigns, comments, forwards and closes, each logged with its reason; demo sees the comment and the close', async () => {
    const id = await freshOrder();
    const approved = await t.ok('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'approve', reason: '资料齐全，受理' },
    });
    expect(approved.status).toBe('processing');
    expect(order(id)).toMatchObject({ status: 'processing', handler: 'support', reviewed_at: clock() });
    expect(lastLog()).toMatchObject({
      username: 'support',
      client_id: t.clientIdOf('demo'),
      action: '/support/client_work/review/',
      note: '资料齐全，受理',
      code: 200,
    });
    expect(lastLog().object).toContain(order(id).order_no);

    await t.ok('supportAssignWorkOrder', {
      token: support,
      body: { id, handler: 'support', reason: '本人跟进' },
    });
    const unknown = await t.api('supportAssignWorkOrder', {
      token: support,
      body: { id, handler: 'demo', reason: '转交客户' },
    });
    expect(unknown).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '处理人 demo 不是运维账号' });

    await t.ok('supportCommentWorkOrder', { token: support, body: { id, content: '已联系运营商核实' } });
    const seen = await t.ok('workOrderDetail', { token: demo, query: { id } });
    expect(seen.comments.at(-1)).toMatchObject({
      side: 'support',
      author: 'support',
      content: '已联系运营商核实',
    });

    const forwarded = await t.ok('supportForwardWorkOrder', {
      token: support,
      body: { id, reason: '需运营商处理' },
    });
    expect(forwarded.status).toBe('carrier');
    expect(order(id).forwarded_at).toBe(clock());

    const closed = await t.ok('supportCloseWorkOrder', {
      token: support,
      body: { id, reason: '客户已自行解决' },
    });
    expect(closed.status).toBe('closed');
    const after = await t.ok('workOrderDetail', { token: demo, query: { id } });
    expect(after.order).toMatchObject({ status: 'closed', answer: '运维已关闭工单：客户已自行解决' });
    const en = await t.ok('workOrderDetail', { token: demo, query: { id }, lang: 'en' });
    expect(en.order.answer).toBe('Closed by support: 客户已自行解决');
    // A closed order takes no more comments and cannot be closed twice.
    const again = await t.api('supportCloseWorkOrder', { token: support, body: { id, reason: '重复关闭' } });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toBe(`工单 ${order(id).order_no} 已被处理（当前为已关闭），本次操作未生效`);
    const comment = await t.api('supportCommentWorkOrder', {
      token: support,
      body: { id, content: '再补充' },
    });
    expect(comment.code).toBe(BizCode.BAD_REQUEST);
    const detail = await t.ok('supportWorkOrderDetail', { token: support, query: { id } });
    expect(detail).toMatchObject({ client_name: expect.any(String), order: { status: 'closed' } });
    expect(detail.comments.map((c) => c.content)).toContain('已联系运营商核实');
  });

  it('rejects with the reason the customer reads', async () => {
    const id = await freshOrder();
    await t.ok('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'reject', reason: '请补充卡号' },
    });
    const seen = await t.ok('workOrderDetail', { token: demo, query: { id } });
    expect(seen.order).toMatchObject({ status: 'rejected', reject_reason: '请补充卡号', handler: 'support' });
  });

  it('refuses bad ids and bad input in both languages, changing nothing', async () => {
    const missing = await t.api('supportReviewWorkOrder', {
      token: support,
      body: { id: 999_999, decision: 'approve', reason: '通过' },
    });
    expect(missing).toMatchObject({ code: BizCode.NOT_FOUND, msg: '工单 999999 不存在' });
    const id = await freshOrder();
    const before = order(id);
    const noReason = await t.api('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'approve', reason: ' ' } as never,
    });
    expect(noReason.code).toBe(BizCode.BAD_REQUEST);
    expect(noReason.msg).toBe('请填写原因（至少 2 个字）');
    const en = await t.api('supportForwardWorkOrder', {
      token: support,
      body: { id, reason: '' },
      lang: 'en',
    });
    expect(en.msg).toBe('Give the reason (at least 2 characters)');
    const badId = await t.api('supportCloseWorkOrder', {
      token: support,
      body: { id: 0, reason: '关闭' } as never,
    });
    expect(badId.code).toBe(BizCode.BAD_REQUEST);
    const badDecision = await t.api('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'maybe', reason: '看看' } as never,
    });
    expect(badDecision.code).toBe(BizCode.BAD_REQUEST);
    // Forwarding a pending order: it is not in progress.
    const early = await t.api('supportForwardWorkOrder', { token: support, body: { id, reason: '直接转' } });
    expect(early.code).toBe(BizCode.BAD_REQUEST);
    expect(order(id)).toEqual(before);
  });

  it('answers 599 to a customer and to support lacking the code', async () => {
    expect((await t.api('supportWorkOrderList', { token: demo })).code).toBe(BizCode.NO_PERMISSION);
    expect(
      (
        await t.api('supportReviewWorkOrder', {
          token: demo,
          body: { id: 1, decision: 'approve', reason: '通过' },
        })
      ).code,
    ).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ revoke: ['router_spt_client_work'] })
      .expect(200);
    expect((await t.api('supportWorkOrderList', { token: support })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('supportWorkOrderDetail', { token: support, query: { id: 1 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    expect(
      (await t.api('supportCloseWorkOrder', { token: support, body: { id: 1, reason: '关闭' } })).code,
    ).toBe(BizCode.NO_PERMISSION);
    // The card unbinding is its own code.
    expect((await t.api('cardUnbindList', { token: support })).code).toBe(BizCode.OK);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_spt_client_work'] })
      .expect(200);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ revoke: ['router_spt_card_unbind'] })
      .expect(200);
    expect((await t.api('cardUnbindList', { token: support })).code).toBe(BizCode.NO_PERMISSION);
    expect(
      (
        await t.api('createCardUnbind', {
          token: support,
          body: { source: 'list', numbers: ['1'], reason: '换机' },
        })
      ).code,
    ).toBe(BizCode.NO_PERMISSION);
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_spt_card_unbind'] })
      .expect(200);
    expect((await t.api('supportWorkOrderList', { token: support })).code).toBe(BizCode.OK);
  });
});

describe('each step settles once, whoever acts first', () => {
  it('support first: the automatic review that came due later does nothing', async () => {
    const id = await freshOrder();
    const dueReview = order(id).next_at!;
    await t.ok('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'approve', reason: '先审' },
    });
    const reviewedAt = clock();
    await setClock(dueReview + MINUTE);
    await relogin();
    // The automatic handler did not review it again: it forwarded it on its clock after support's review.
    expect(order(id)).toMatchObject({
      status: 'carrier',
      handler: 'support',
      reviewed_at: reviewedAt,
      forwarded_at: reviewedAt + WORK_ORDER_FORWARD_MINUTES * MINUTE,
    });
  });

  it('the automatic handler first: support is told it was already handled, in both languages', async () => {
    const id = await freshOrder();
    await setClock(order(id).next_at!);
    await relogin();
    const late = await t.api('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'reject', reason: '晚了' },
    });
    expect(late).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `工单 ${order(id).order_no} 已被处理（当前为处理中），本次操作未生效`,
    });
    const en = await t.api('supportReviewWorkOrder', {
      token: support,
      body: { id, decision: 'reject', reason: '晚了' },
      lang: 'en',
    });
    expect(en.msg).toBe(
      `Work order ${order(id).order_no} was already handled (now In progress); nothing was changed`,
    );
    expect(order(id)).toMatchObject({ status: 'processing', handler: 'auto' });
  });

  it('both at the same instant: review, forward and answer each happen once', async () => {
    // Either order of the two calls, at one instant: exactly one of them takes the step.
    for (const supportFirst of [true, false]) {
      const id = await freshOrder();
      const at = order(id).next_at!;
      const calls = [
        () => reviewWorkOrder(sql, id, { approve: false, reason: '同时' }, 'support', at),
        () => (settleWorkOrders(t.deps, at), order(id).handler === 'auto'),
      ];
      const results = (supportFirst ? calls : [...calls].reverse()).map((call) => call());
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(order(id).status).toBe(supportFirst ? 'rejected' : 'processing');
      expect(order(id).reviewed_at).toBe(at);
    }
    // The forward and the carrier's answer, likewise.
    const id = await freshOrder();
    const reviewAt = order(id).next_at!;
    settleWorkOrders(t.deps, reviewAt);
    const forwardAt = reviewAt + WORK_ORDER_FORWARD_MINUTES * MINUTE;
    expect(order(id).next_at).toBe(forwardAt);
    expect(forwardWorkOrder(sql, id, forwardAt)).toBe(true);
    settleWorkOrders(t.deps, forwardAt);
    expect(forwardWorkOrder(sql, id, forwardAt)).toBe(false);
    expect(order(id)).toMatchObject({ status: 'carrier', forwarded_at: forwardAt });
    const answerAt = order(id).next_at!;
    settleWorkOrders(t.deps, answerAt);
    expect(answerWorkOrder(sql, id, answerAt, { ok: false, text: '同时回复' })).toBe(false);
    expect(order(id)).toMatchObject({ status: 'done', finished_at: answerAt });
    expect(WORK_ORDER_REVIEW_MINUTES).toBeGreaterThan(0);
  });
});

describe('/card_unbind: unbinding cards at their carriers', () => {
  /** An active demo card in a device (something to unbind) with no unbinding open. */
  const deviceCards = (n: number) =>
    sql
      .prepare(
        `select c.id, c.iccid from hardware h join cards c on c.id = h.card_id
         where c.client_id = ? and c.status = 'active'
           and c.id not in (select oc.card_id from work_order_cards oc join work_orders w on w.id = oc.order_id
                            where w.type = 'unbind' and w.status in ('pending','processing','carrier'))
         order by c.id limit ?`,
      )
      .all(t.clientIdOf('demo'), n) as { id: number; iccid: string }[];

  it('support takes a request, records the carrier’s answer, and the card’s history says it was unbound', async () => {
    const [card] = deviceCards(1);
    const created = await t.ok('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid], reason: '终端更换' },
    });
    expect(created.orders).toBe(1);
    const row = (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } }))
      .tableData[0]!;
    expect(row).toMatchObject({ status: 'pending', reason: '终端更换', submitter: 'support' });
    await t.ok('acceptCardUnbind', { token: support, body: { id: row.order_id, reason: '受理' } });
    expect(order(row.order_id).status).toBe('carrier');
    await t.ok('answerCardUnbind', {
      token: support,
      body: { id: row.order_id, result: 'unbound', reason: '运营商已解绑' },
    });
    const done = (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } }))
      .tableData[0]!;
    expect(done).toMatchObject({ status: 'unbound', answer: '运营商已解绑' });
    expect(sql.prepare('select count(*) from hardware where card_id = ?').pluck().get(card!.id)).toBe(0);
    const ops = await t.ok('cardOperations', { token: demo, query: { card_id: card!.id } } as never);
    expect(JSON.stringify(ops)).toContain(order(row.order_id).order_no);
    expect(lastLog()).toMatchObject({ action: '/support/card_unbind/answer/', note: '运营商已解绑' });
  });

  it('a card bound to its device (/work/tac) unbound by support: its binding ends and its history says so', async () => {
    const bound = sql
      .prepare(
        `select b.card_id, c.iccid from card_bindings b join cards c on c.id = b.card_id
         join work_orders a on a.id = b.add_order_id
         join work_order_cards ac on ac.order_id = a.id and ac.card_id = b.card_id and ac.status = 'success'
         where b.delete_order_id is null and c.client_id = ? and c.status != 'cancelled' order by b.id limit 1`,
      )
      .get(t.clientIdOf('demo')) as { card_id: number; iccid: string };
    const tacBefore = await t.ok('tacBindingList', { token: demo, query: { page_size: 50 } });
    expect(tacBefore.tableData.some((b) => b.iccid === bound.iccid)).toBe(true);
    await t.ok('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [bound.iccid], reason: '客户申请解除绑定' },
    });
    const row = (await t.ok('cardUnbindList', { token: support, query: { iccid: bound.iccid } }))
      .tableData[0]!;
    await t.ok('acceptCardUnbind', { token: support, body: { id: row.order_id, reason: '受理' } });
    await t.ok('answerCardUnbind', {
      token: support,
      body: { id: row.order_id, result: 'unbound', reason: '运营商已解除 IMEI 绑定' },
    });
    const tacAfter = await t.ok('tacBindingList', { token: demo, query: { page_size: 50 } });
    expect(tacAfter.tableData.some((b) => b.iccid === bound.iccid)).toBe(false);
    const ops = await t.ok('cardOperations', { token: demo, query: { card_id: bound.card_id } } as never);
    const unbound = (ops.tableData as { action: string; detail: string }[]).find(
      (o) => o.action === 'tac_unbind',
    );
    expect(unbound?.detail).toContain(order(row.order_id).order_no);
  });

  it('a request left alone is unbound by the carrier within its SLA on the clock', async () => {
    const [card] = deviceCards(1);
    await t.ok('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid], reason: '换机' },
    });
    const row = (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } }))
      .tableData[0]!;
    expect(row.status).toBe('pending');
    await setClock(order(row.order_id).next_at! + MINUTE);
    await relogin();
    expect(
      (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } })).tableData[0]!.status,
    ).toBe('processing');
    const due = sql
      .prepare('select due_at from work_orders where id = ?')
      .pluck()
      .get(row.order_id) as number;
    await setClock(due);
    await relogin();
    const after = (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } }))
      .tableData[0]!;
    expect(after.status).toBe('unbound');
    // Support answering now comes second.
    const late = await t.api('answerCardUnbind', {
      token: support,
      body: { id: row.order_id, result: 'failed', reason: '迟到的回复' },
    });
    expect(late.code).toBe(BizCode.BAD_REQUEST);
    expect(late.msg).toContain('已被处理');
  });

  it('support’s failed answer fails the card with the carrier’s words', async () => {
    const [card] = deviceCards(1);
    await t.ok('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid], reason: '换机' },
    });
    const row = (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } }))
      .tableData[0]!;
    // A pending request is taken first.
    const early = await t.api('answerCardUnbind', {
      token: support,
      body: { id: row.order_id, result: 'failed', reason: '运营商系统无此绑定' },
    });
    expect(early.code).toBe(BizCode.BAD_REQUEST);
    await t.ok('acceptCardUnbind', { token: support, body: { id: row.order_id, reason: '受理' } });
    await t.ok('answerCardUnbind', {
      token: support,
      body: { id: row.order_id, result: 'failed', reason: '运营商系统无此绑定' },
      lang: 'en',
    });
    const after = (await t.ok('cardUnbindList', { token: support, query: { iccid: card!.iccid } }))
      .tableData[0]!;
    expect(after).toMatchObject({ status: 'failed', answer: '运营商系统无此绑定' });
    // The card stays in its device.
    expect(sql.prepare('select count(*) from hardware where card_id = ?').pluck().get(card!.id)).toBe(1);
  });

  it('refuses unknown, repeated, cancelled and already-open cards, all or nothing', async () => {
    const orders = () => sql.prepare('select count(*) from work_orders').pluck().get() as number;
    const count = orders();
    const [card] = deviceCards(1);
    let res = await t.api('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid, '89860000000000000000'], reason: '换机' },
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '以下卡不存在：89860000000000000000' });
    res = await t.api('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid, card!.iccid], reason: '换机' },
    });
    expect(res.msg).toBe(`以下卡重复：${card!.iccid}`);
    const cancelled = sql
      .prepare("select iccid from cards where status = 'cancelled' limit 1")
      .pluck()
      .get() as string;
    res = await t.api('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [cancelled], reason: '换机' },
      lang: 'en',
    });
    expect(res.msg).toBe(`These cards are cancelled and need no unbinding: ${cancelled}`);
    res = await t.api('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid] } as never,
    });
    expect(res.msg).toBe('请填写原因（至少 2 个字）');
    res = await t.api('createCardUnbind', { token: support, body: { source: 'file' } as never });
    expect(res.msg).toBe('请上传运营商解绑模板文件');
    expect(orders()).toBe(count);
    await t.ok('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid], reason: '换机' },
    });
    res = await t.api('createCardUnbind', {
      token: support,
      body: { source: 'list', numbers: [card!.iccid], reason: '换机' },
    });
    expect(res.msg).toMatch(new RegExp(`^卡 ${card!.iccid} 已有处理中的解绑工单 GD`));
    expect(orders()).toBe(count + 1);
    const bad = await t.api('acceptCardUnbind', { token: support, body: { id: 999_999, reason: '受理' } });
    expect(bad.code).toBe(BizCode.NOT_FOUND);
  });
});
