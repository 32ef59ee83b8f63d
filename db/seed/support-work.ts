import {
  addWorkingDays,
  type Carrier,
  slaDaysOf,
  WORK_ORDER_CARRIER_MARGIN_MINUTES,
  WORK_ORDER_FORWARD_MINUTES,
  WORK_ORDER_REVIEW_MINUTES,
  type WorkOrderType,
} from '#contract';
import type { Connection } from '../connection.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A stored message, as work-orders.ts writes it. */
const stored = (key: string, params: Record<string, unknown> = {}) => JSON.stringify({ key, params });

interface SeededSupportOrder {
  hoursAgo: number;
  type: WorkOrderType;
  title: string;
  content: string;
  submitter: string;
  /** Where support left it: closed; in the carrier's hands (forwarded `forwardedHoursAgo`); or the unbinding's end. */
  end:
    | { closed: string }
    | { carrier: true; forwardedHoursAgo: number; handler: string }
    | { unbound: string }
    | { failed: string }
    | 'pending';
  card?: true;
  comment?: string;
}

/**
 * Support's side of work orders (issue 48, part A), for the customer 云集科技 (yunji): in
 * /client_work an order support closed with its reason, one assigned to a support user and passed
 * to the carrier with support's reply, and one passed to the carrier late, past its SLA (marked
 * 已超时 until the carrier answers on the clock); in /card_unbind support's unbinding requests,
 * one card each: 已解绑 (the card's history says so), 失败 with the carrier's words, 处理中 and 待处理.
 * The open ones are left for the automatic handler's clock, as any order.
 */
const ORDERS: SeededSupportOrder[] = [
  {
    hoursAgo: 10 * 24,
    type: 'other',
    title: '账单金额核对',
    content: '上月账单金额与预期不符，请核对。',
    submitter: 'yunji',
    end: { closed: '已电话说明计费规则，客户确认无误' },
  },
  {
    hoursAgo: 30,
    type: 'other',
    title: '车载终端批量离线排查',
    content: '昨日起约 20 台车载终端离线，请协助排查。',
    submitter: 'yunji',
    end: { carrier: true, forwardedHoursAgo: 26, handler: 'support' },
    comment: '已转运营商排查基站告警，请保持终端通电。',
  },
  {
    hoursAgo: 9 * 24,
    type: 'other',
    title: '开通短信功能咨询',
    content: '部分卡需要开通短信功能，请告知办理方式。',
    submitter: 'yunji',
    end: { carrier: true, forwardedHoursAgo: 0.2, handler: 'support' },
  },
  {
    hoursAgo: 12 * 24,
    type: 'unbind',
    title: '',
    content: '终端返修更换主板',
    submitter: 'support',
    end: { unbound: '已在运营商系统解除 IMEI 绑定' },
    card: true,
  },
  {
    hoursAgo: 6 * 24,
    type: 'unbind',
    title: '',
    content: '设备报废',
    submitter: 'support',
    end: { failed: '运营商系统中该卡未登记机卡绑定关系' },
    card: true,
  },
  {
    hoursAgo: 20,
    type: 'unbind',
    title: '',
    content: '客户更换终端型号',
    submitter: 'support',
    end: { carrier: true, forwardedHoursAgo: 18, handler: 'support' },
    card: true,
  },
  {
    hoursAgo: 0.3,
    type: 'unbind',
    title: '',
    content: '终端丢失，申请解绑',
    submitter: 'support',
    end: 'pending',
    card: true,
  },
];

export function seedSupportWork(
  { sqlite }: Connection,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { now, clientIds } = options;
  const clientId = clientIds.get('yunji');
  if (clientId === undefined) return;
  const mainId = sqlite.prepare('select main_id from clients where id = ?').pluck().get(clientId) as number;
  const cards = sqlite
    .prepare<[number], { id: number; iccid: string; carrier: Carrier; imei: string | null }>(
      `select id, iccid, carrier, imei from cards where client_id = ? and status = 'active'
       and id not in (select card_id from work_order_cards) order by id desc limit 10`,
    )
    .all(clientId);
  const insertOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, title_message, content, source,
       status, carrier, sla_days, submitter, handler, answer, card_count, created_at, due_at, reviewed_at,
       forwarded_at, finished_at, next_at, card_action)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'portal', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCard = sqlite.prepare(
    'insert into work_order_cards (order_id, card_id, status, answer, settled_at) values (?, ?, ?, ?, ?)',
  );
  const insertComment = sqlite.prepare(
    "insert into work_order_comments (order_id, side, author, content, at) values (?, 'support', 'support', ?, ?)",
  );
  const operation = sqlite.prepare(
    `insert into card_operations (card_id, user_id, username, action, detail, at)
     values (?, null, 'carrier', 'tac_unbind', ?, ?)`,
  );
  let id = sqlite.prepare('select coalesce(max(id), 0) from work_orders').pluck().get() as number;
  let cardIndex = 0;
  for (const o of ORDERS) {
    const card = o.card ? cards[cardIndex++] : undefined;
    if (o.card && !card) continue;
    id++;
    const at = now - Math.round(o.hoursAgo * HOUR);
    const carrier = card?.carrier ?? null;
    const slaDays = slaDaysOf(o.type, carrier ? [carrier] : []);
    const dueAt = addWorkingDays(at, slaDays);
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    const orderNo = `GD${day}${String(id).padStart(6, '0')}`;
    const reviewedAt = at + WORK_ORDER_REVIEW_MINUTES * MINUTE - 20 * MINUTE;
    const defaultForward = reviewedAt + WORK_ORDER_FORWARD_MINUTES * MINUTE;
    const answeredAt = Math.max(
      defaultForward + WORK_ORDER_FORWARD_MINUTES * MINUTE,
      dueAt - WORK_ORDER_CARRIER_MARGIN_MINUTES * MINUTE,
    );
    let status: string;
    let handler: string | null = 'support';
    let answer: string | null = null;
    let reviewed: number | null = reviewedAt;
    let forwarded: number | null = null;
    let finished: number | null = null;
    let nextAt: number | null = null;
    let cardResult: ['waiting' | 'success' | 'failed', string | null, number | null] = [
      'waiting',
      null,
      null,
    ];
    const end = o.end;
    if (end === 'pending') {
      status = 'pending';
      handler = null;
      reviewed = null;
      nextAt = at + WORK_ORDER_REVIEW_MINUTES * MINUTE;
    } else if ('closed' in end) {
      status = 'closed';
      finished = reviewedAt + 3 * HOUR;
      answer = stored('work_order_closed_answer', { reason: end.closed });
    } else if ('carrier' in end) {
      status = 'carrier';
      handler = end.handler;
      forwarded = now - Math.round(end.forwardedHoursAgo * HOUR);
      nextAt = Math.max(
        forwarded + WORK_ORDER_FORWARD_MINUTES * MINUTE,
        dueAt - WORK_ORDER_CARRIER_MARGIN_MINUTES * MINUTE,
      );
    } else if ('unbound' in end) {
      status = 'done';
      forwarded = defaultForward;
      finished = answeredAt;
      answer = stored('carrier_answer', { text: end.unbound });
      cardResult = ['success', answer, answeredAt];
      operation.run(card!.id, JSON.stringify({ imei: card!.imei ?? '', order_no: orderNo }), answeredAt);
    } else {
      status = 'failed';
      forwarded = defaultForward;
      finished = answeredAt;
      answer = stored('carrier_answer', { text: end.failed });
      cardResult = ['failed', answer, answeredAt];
    }
    const title = card ? `机卡解绑：${card.iccid}` : o.title;
    insertOrder.run(
      id,
      orderNo,
      clientId,
      mainId,
      o.type,
      title,
      card ? stored('card_unbind_title', { iccid: card.iccid }) : null,
      o.content,
      status,
      carrier,
      slaDays,
      o.submitter,
      handler,
      answer,
      card ? 1 : 0,
      at,
      dueAt,
      reviewed,
      forwarded,
      finished,
      nextAt,
      card ? 'unbind' : null,
    );
    if (card) insertCard.run(id, card.id, ...cardResult);
    if (o.comment) insertComment.run(id, o.comment, reviewedAt + HOUR);
  }
}
