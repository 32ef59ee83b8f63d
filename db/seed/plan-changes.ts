import {
  addWorkingDays,
  slaDaysOf,
  WORK_ORDER_CARRIER_MARGIN_MINUTES,
  WORK_ORDER_FORWARD_MINUTES,
  WORK_ORDER_REVIEW_MINUTES,
} from '#contract';
import type { Connection } from '../connection.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * A seeded plan change (/product_change, issue 42): one 套餐变更 work order moving `cards` of a
 * client's 移动 30MB cards to 500MB, submitted `hoursAgo`, ending as it says:
 * - 'done' / 'next_month': the carrier confirmed it (now, or from next month), its difference charged
 *   then (the ledger seeds the 套餐 row from it: db/seed/ledger.ts);
 * - 'rejected': support rejected it at review, its frozen difference released (no ledger row);
 * - 'open': written as submitted (待审核, its difference frozen in the account) for the emulator's
 *   clock to review, forward and answer, as a new one's would be.
 */
interface SeededChange {
  client: 'demo' | 'yunji';
  hoursAgo: number;
  effect: 'immediate' | 'next_month';
  cards: number;
  end: 'done' | 'rejected' | 'open';
  rejected?: string;
}

/**
 * demo's are finished history only: a change on its way holds money that the clock charges inside
 * any test moving it, and the tests of demo's money (charges, fees, bills) read demo's balance. The
 * changes on their way are yunji's, whose money those tests do not read: one waiting for review,
 * one the carrier holds (待运营商) by the first read.
 */
const CHANGES: SeededChange[] = [
  { client: 'demo', hoursAgo: 20 * 24, effect: 'immediate', cards: 2, end: 'done' },
  {
    client: 'demo',
    hoursAgo: 9 * 24,
    effect: 'immediate',
    cards: 1,
    end: 'rejected',
    rejected: '目标套餐与设备用量不匹配，请确认后重新提交。',
  },
  { client: 'demo', hoursAgo: 6 * 24, effect: 'next_month', cards: 1, end: 'done' },
  { client: 'yunji', hoursAgo: 26, effect: 'immediate', cards: 2, end: 'open' },
  { client: 'yunji', hoursAgo: 0.5, effect: 'next_month', cards: 1, end: 'open' },
];

const MODE = {
  immediate: { zh: '立即生效', label: 'charge.effectModes.immediate' },
  next_month: { zh: '次月生效', label: 'charge.effectModes.next_month' },
};

/** The start of the month (UTC+8) after the one `at` is in. */
function nextMonthStart(at: number): number {
  const local = new Date(at + 8 * HOUR);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - 8 * HOUR;
}

/**
 * The clients' plan changes, each as the emulator's steps leave it (work-orders.ts,
 * plan-change-effects.ts). Runs before the ledger, which takes the confirmed ones' charges into
 * its history; the open ones' differences are frozen in the balances the ledger ends at.
 */
export function seedPlanChanges(
  { sqlite }: Connection,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { now } = options;
  const plan = sqlite.prepare<[string], { id: number; name: string; name_en: string; price_cents: number }>(
    'select id, name, name_en, price_cents from plans where name = ?',
  );
  const from = plan.get('移动物联网月包 30MB');
  const to = plan.get('移动物联网月包 500MB');
  if (!from || !to) return;
  const diff = to.price_cents - from.price_cents;
  const cardsOf = sqlite.prepare<[number, number, number, number], { id: number; iccid: string }>(
    `select id, iccid from cards where main_client_id = ? and client_id = main_client_id and status = 'active'
     and plan_id = ? order by id limit ? offset ?`,
  );
  const insertOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, title_message, content, source,
       status, carrier, sla_days, submitter, handler, reject_reason, answer, card_count, created_at, due_at,
       reviewed_at, forwarded_at, finished_at, next_at)
     values (?, ?, ?, ?, 'product_change', ?, ?, ?, 'portal', ?, 'cmcc', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrderCard = sqlite.prepare(
    `insert into work_order_cards (order_id, card_id, status, answer, settled_at) values (?, ?, ?, ?, ?)`,
  );
  const insertChange = sqlite.prepare(
    `insert into plan_changes (order_id, card_id, payer_id, from_plan_id, to_plan_id, effect_mode, diff_cents,
       status, effect_at, created_by, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setPlan = sqlite.prepare('update cards set plan_id = ? where id = ?');
  const hold = sqlite.prepare('update clients set frozen_cents = frozen_cents + ? where id = ?');
  let nextId = sqlite.prepare('select coalesce(max(id), 0) from work_orders').pluck().get() as number;
  const sla = slaDaysOf('product_change', ['cmcc']);
  const used = new Map<number, number>();
  const done = JSON.stringify({ key: 'work_order_answer_done', params: {} });
  const cardDone = JSON.stringify({ key: 'work_order_card_done', params: {} });
  for (const c of CHANGES) {
    const client = options.clientIds.get(c.client);
    if (client === undefined) continue;
    const offset = used.get(client) ?? 0;
    // demo's from its 21st such card on (the first ones are other screens' seeded examples).
    const picked = cardsOf.all(client, from.id, c.cards, (c.client === 'demo' ? 20 : 0) + offset);
    used.set(client, offset + c.cards);
    // A small seed without the cards: no such order.
    if (picked.length < c.cards) continue;
    const at = now - Math.round(c.hoursAgo * HOUR);
    const dueAt = addWorkingDays(at, sla);
    const reviewAt = at + WORK_ORDER_REVIEW_MINUTES * MINUTE;
    const forwardAt = reviewAt + WORK_ORDER_FORWARD_MINUTES * MINUTE;
    const answerAt = Math.max(
      forwardAt + WORK_ORDER_FORWARD_MINUTES * MINUTE,
      dueAt - WORK_ORDER_CARRIER_MARGIN_MINUTES * MINUTE,
    );
    // A confirmed change's answer came before now; a change that would not be answered yet is not seeded as one.
    if (c.end === 'done' && answerAt >= now) continue;
    const rejectedAt = reviewAt - 10 * MINUTE;
    const id = ++nextId;
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    const params = {
      count: picked.length,
      plan: { 'zh-CN': to.name, en: to.name_en },
      mode: { label: MODE[c.effect].label },
    };
    const status = c.end === 'done' ? 'done' : c.end === 'rejected' ? 'rejected' : 'pending';
    insertOrder.run(
      id,
      `GD${day}${String(id).padStart(6, '0')}`,
      client,
      client,
      `套餐变更：${picked.length} 张卡改为“${to.name}”（${MODE[c.effect].zh}）`,
      JSON.stringify({ key: 'product_change_title', params }),
      picked.length === 1 ? `${picked[0]!.iccid} → ${to.name}` : to.name,
      status,
      sla,
      c.client,
      c.end === 'done' ? 'auto' : c.end === 'rejected' ? 'support' : null,
      c.rejected ?? null,
      c.end === 'done' ? done : null,
      picked.length,
      at,
      dueAt,
      c.end === 'done' ? reviewAt : c.end === 'rejected' ? rejectedAt : null,
      c.end === 'done' ? forwardAt : null,
      c.end === 'done' ? answerAt : c.end === 'rejected' ? rejectedAt : null,
      c.end === 'open' ? reviewAt : null,
    );
    for (const card of picked) {
      const confirmed = c.end === 'done';
      insertOrderCard.run(
        id,
        card.id,
        confirmed ? 'success' : 'waiting',
        confirmed ? cardDone : null,
        confirmed ? answerAt : null,
      );
      // Confirmed: now, or from next month's start (done once that came).
      const effectAt = confirmed ? (c.effect === 'immediate' ? answerAt : nextMonthStart(answerAt)) : null;
      const changeStatus =
        c.end === 'rejected' ? 'released' : c.end === 'open' ? 'held' : effectAt! <= now ? 'done' : 'waiting';
      insertChange.run(
        id,
        card.id,
        client,
        from.id,
        to.id,
        c.effect,
        diff,
        changeStatus,
        effectAt,
        c.client,
        at,
      );
      if (changeStatus === 'done') setPlan.run(to.id, card.id);
      if (changeStatus === 'held') hold.run(diff, client);
    }
  }
}
