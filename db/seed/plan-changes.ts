import { addWorkingDays, slaDaysOf, WORK_ORDER_REVIEW_MINUTES } from '#contract';
import type { Connection } from '../connection.ts';

const HOUR = 3_600_000;

interface SeededChange {
  hoursAgo: number;
  effect: 'immediate' | 'next_month';
  cards: number;
  /** Rejected by support at review; else handled on the emulator's clock from its submission. */
  rejected?: string;
}

/**
 * demo's plan changes (/product_change, issue 42), from 30MB to 500MB at 移动: two submitted six
 * days ago (now, and next month), which the emulator's clock has confirmed by the first read; one
 * support rejected; one submitted half an hour ago, still 待审核. Each is written as submitted: a
 * pending 套餐变更 work order with its difference frozen in demo's account (`frozen_cents`), so
 * the order's steps charge or release it through the ledger as a new one's would. The six days
 * start no earlier than this month (UTC+8), so no charge lands in a month already billed.
 */
// Only a finished one for now: a seeded order on its way holds money in demo's account, which the
// other screens' tests take as free (to do: seed those too, with those tests told).
const CHANGES: SeededChange[] = [
  {
    hoursAgo: 9 * 24,
    effect: 'immediate',
    cards: 1,
    rejected: '目标套餐与设备用量不匹配，请确认后重新提交。',
  },
];

const MODE = {
  immediate: { zh: '立即生效', label: 'charge.effectModes.immediate' },
  next_month: { zh: '次月生效', label: 'charge.effectModes.next_month' },
};

export function seedPlanChanges(
  { sqlite }: Connection,
  options: { now: number; clientIds: Map<string, number> },
) {
  const { now } = options;
  const demo = options.clientIds.get('demo');
  if (demo === undefined) return;
  const plan = sqlite.prepare<[string], { id: number; name: string; name_en: string; price_cents: number }>(
    'select id, name, name_en, price_cents from plans where name = ?',
  );
  const from = plan.get('移动物联网月包 30MB');
  const to = plan.get('移动物联网月包 500MB');
  if (!from || !to) return;
  const diff = to.price_cents - from.price_cents;
  const cards = sqlite
    .prepare<[number, number, number], { id: number; iccid: string }>(
      `select id, iccid from cards where main_client_id = ? and client_id = main_client_id and status = 'active'
       and plan_id = ? order by id limit ? offset 20`,
    )
    .all(
      demo,
      from.id,
      CHANGES.reduce((n, c) => n + c.cards, 0),
    );
  const local = new Date(now + 8 * HOUR);
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * HOUR;
  const insertOrder = sqlite.prepare(
    `insert into work_orders (id, order_no, client_id, main_client_id, type, title, title_message, content, source,
       status, carrier, sla_days, submitter, handler, reject_reason, card_count, created_at, due_at, reviewed_at,
       finished_at, next_at)
     values (?, ?, ?, ?, 'product_change', ?, ?, ?, 'portal', ?, 'cmcc', ?, 'demo', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrderCard = sqlite.prepare(
    `insert into work_order_cards (order_id, card_id, status) values (?, ?, 'waiting')`,
  );
  const insertChange = sqlite.prepare(
    `insert into plan_changes (order_id, card_id, payer_id, from_plan_id, to_plan_id, effect_mode, diff_cents,
       status, created_by, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'demo', ?)`,
  );
  const hold = sqlite.prepare('update clients set frozen_cents = frozen_cents + ? where id = ?');
  let nextId = sqlite.prepare('select coalesce(max(id), 0) from work_orders').pluck().get() as number;
  const sla = slaDaysOf('product_change', ['cmcc']);
  let used = 0;
  for (const c of CHANGES) {
    const mine = cards.slice(used, used + c.cards);
    used += c.cards;
    if (mine.length < c.cards) return;
    // An order the clock will settle starts this month; a rejected one moved no money.
    const ago = now - c.hoursAgo * HOUR;
    const at = c.rejected ? ago : Math.min(now - 60_000, Math.max(ago, monthStart));
    const id = ++nextId;
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    const reviewAt = at + WORK_ORDER_REVIEW_MINUTES * 60_000;
    const rejectedAt = reviewAt - 10 * 60_000;
    const params = {
      count: mine.length,
      plan: { 'zh-CN': to.name, en: to.name_en },
      mode: { label: MODE[c.effect].label },
    };
    insertOrder.run(
      id,
      `GD${day}${String(id).padStart(6, '0')}`,
      demo,
      demo,
      `套餐变更：${mine.length} 张卡改为“${to.name}”（${MODE[c.effect].zh}）`,
      JSON.stringify({ key: 'product_change_title', params }),
      mine.length === 1 ? `${mine[0]!.iccid} → ${to.name}` : to.name,
      c.rejected ? 'rejected' : 'pending',
      sla,
      c.rejected ? 'support' : null,
      c.rejected ?? null,
      mine.length,
      at,
      addWorkingDays(at, sla),
      c.rejected ? rejectedAt : null,
      c.rejected ? rejectedAt : null,
      c.rejected ? null : reviewAt,
    );
    for (const card of mine) {
      insertOrderCard.run(id, card.id);
      insertChange.run(
        id,
        card.id,
        demo,
        from.id,
        to.id,
        c.effect,
        diff,
        c.rejected ? 'released' : 'held',
        at,
      );
      if (!c.rejected) hold.run(diff, demo);
    }
  }
}
