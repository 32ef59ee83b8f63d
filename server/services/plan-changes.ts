import {
  CARRIERS,
  type Carrier,
  type Lang,
  PLAN_CHANGE_EFFECTS,
  type PlanChangeEffect,
  type PlanChangeRow,
  type PlanChangeStatus,
  planChangeList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { fieldRefused, notFound } from '../errors.ts';
import { bothColumns, message, nameIn, translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { accountCents, holdMoney } from './ledger.ts';
import { callerListedCards, listedNumbers } from './order-members.ts';
import { applyDuePlanChanges } from './plan-change-effects.ts';
import { createWorkOrder, settleWorkOrders } from './work-orders.ts';

/**
 * Plan change (套餐变更, /product_change): a main client moves listed cards to another plan of
 * their carrier as one 套餐变更 work order, effective when the carrier confirms (立即) or at next
 * month's start (次月). The price difference, the new plan's price less the old one's per card
 * when it is dearer, is frozen in the main client's account when the order is placed (`holdMoney`);
 * the order's steps (work-orders.ts: the one review function a support user also calls, the
 * cancel, the carrier's answer) charge or release it (plan-change-effects.ts). A card's state is
 * read off its row and its order.
 */

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The main client whose plan changes the caller manages (a sub-client has none). */
const ownerOf = (auth: AuthContext): number | null => (auth.isMainClient ? auth.clientId : null);

interface PlanRecord {
  id: number;
  name: string;
  name_en: string;
  carrier: Carrier;
  price_cents: number;
}

const plansAll = perConnection<[], PlanRecord>(
  'select id, name, name_en, carrier, price_cents from plans order by carrier, price_cents, id',
);
const planById = perConnection<[number], PlanRecord>(
  'select id, name, name_en, carrier, price_cents from plans where id = ?',
);

/** Every plan, by carrier: a card may change to another plan of its own carrier. */
export function planChangeOptions(deps: AppDeps, lang: Lang) {
  return {
    plans: plansAll(deps.sqlite)
      .all()
      .map((p) => ({
        id: p.id,
        name: nameIn(p, 'name', lang),
        carrier: p.carrier,
        price: yuan(p.price_cents),
      })),
  };
}

/** A row's state: its money's (held: the order's step; released: why) or the change's own. */
const STATUS_SQL = `case pc.status
  when 'held' then case w.status when 'pending' then 'reviewing' else 'processing' end
  when 'waiting' then 'waiting'
  when 'done' then 'done'
  else case w.status when 'rejected' then 'rejected' when 'cancelled' then 'cancelled' else 'failed' end end`;
const MONEY_SQL = `case pc.status when 'held' then 'held' when 'released' then 'released' else 'charged' end`;
const FROM = `plan_changes pc join work_orders w on w.id = pc.order_id join cards c on c.id = pc.card_id
  join plans f on f.id = pc.from_plan_id join plans t on t.id = pc.to_plan_id`;
const COLUMNS = `pc.id, pc.card_id, c.iccid, c.msisdn, c.carrier, f.name as from_name, f.name_en as from_name_en,
  t.name as to_name, t.name_en as to_name_en, pc.effect_mode, pc.diff_cents, (${MONEY_SQL}) as money,
  (${STATUS_SQL}) as status, w.id as order_id, w.order_no, pc.effect_at, pc.created_by, pc.created_at,
  case when w.status = 'rejected' then coalesce(w.reject_reason, '') else '' end as reason`;

interface ChangeRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  carrier: Carrier;
  from_name: string;
  from_name_en: string;
  to_name: string;
  to_name_en: string;
  effect_mode: PlanChangeEffect;
  diff_cents: number;
  money: PlanChangeRow['money'];
  status: PlanChangeStatus;
  order_id: number;
  order_no: string;
  effect_at: number | null;
  created_by: string;
  created_at: number;
  reason: string;
}

const LIST: ListBinding<typeof planChangeList> = {
  filters: {
    number: ['c.iccid', 'c.msisdn'],
    status: (value) => [`(${STATUS_SQL}) = ?`, value],
    date: 'pc.created_at',
  },
  sorts: { created_at: 'pc.created_at' },
  defaultSort: 'pc.created_at',
  key: 'pc.id',
};

/** The orders and next-month changes that came due by `now`: run before every read and write. */
export function settle(deps: AppDeps, now: number): void {
  settleWorkOrders(deps, now);
  applyDuePlanChanges(deps.sqlite, now);
}

/** The caller's plan changes, a row per card, newest first. */
export function listPlanChanges(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof planChangeList>,
  lang: Lang,
) {
  const owner = ownerOf(auth);
  if (owner === null) return { tableData: [], total: 0 };
  settle(deps, deps.clock.now());
  const sql = listSql(planChangeList, LIST, q, [['pc.payer_id = ?', owner]]);
  const { rows, total } = readPage<ChangeRecord>(deps.sqlite, FROM, COLUMNS, sql);
  return { tableData: rows.map((r) => changeRow(r, lang)), total };
}

const changesOfOrder = perConnection<[number], ChangeRecord>(
  `select ${COLUMNS} from ${FROM} where pc.order_id = ? order by pc.id`,
);

/** The cards of one 套餐变更 order, each as its owner's /product_change lists it (support's detail, issue 48). */
export function planChangesOfOrder(deps: AppDeps, orderId: number, lang: Lang): PlanChangeRow[] {
  return changesOfOrder(deps.sqlite)
    .all(orderId)
    .map((r) => changeRow(r, lang));
}

function changeRow(r: ChangeRecord, lang: Lang): PlanChangeRow {
  return {
    id: r.id,
    card_id: r.card_id,
    iccid: r.iccid,
    msisdn: r.msisdn,
    carrier: r.carrier,
    from_plan: nameIn({ from: r.from_name, from_en: r.from_name_en }, 'from', lang),
    to_plan: nameIn({ to: r.to_name, to_en: r.to_name_en }, 'to', lang),
    effect_mode: r.effect_mode,
    amount: yuan(r.diff_cents),
    money: r.money,
    status: r.status,
    order_id: r.order_id,
    order_no: r.order_no,
    effect_at: formatDateTime(r.effect_at) ?? '',
    created_by: r.created_by,
    created_at: formatDateTime(r.created_at)!,
    reason: r.reason,
  };
}

interface Candidate {
  id: number;
  iccid: string;
  carrier: Carrier;
  status: string;
  plan_id: number;
  price_cents: number;
}

const candidatesOf = perConnection<[string], Candidate>(
  `select c.id, c.iccid, c.carrier, c.status, c.plan_id, p.price_cents from cards c join plans p on p.id = c.plan_id
   where c.id in (select value from json_each(?)) order by c.id`,
);
/** Cards with a change on its way: frozen, or confirmed for next month. */
const busyOf = perConnection<[string], number>(
  `select distinct card_id from plan_changes where card_id in (select value from json_each(?))
   and status in ('held', 'waiting')`,
);
const insertChange = perConnection<
  [number, number, number, number, number, PlanChangeEffect, number, string, number]
>(
  `insert into plan_changes (order_id, card_id, payer_id, from_plan_id, to_plan_id, effect_mode, diff_cents,
     status, created_by, created_at)
   values (?, ?, ?, ?, ?, ?, ?, 'held', ?, ?)`,
);

/** The listed cards that may change to `plan`, all or none: each refusal names its field and cards. */
function changeableCards(deps: AppDeps, owner: number, plan: PlanRecord, numbers: readonly string[]) {
  const ids = callerListedCards(deps, owner, numbers);
  const cards = candidatesOf(deps.sqlite).all(JSON.stringify(ids));
  const cancelled = cards.filter((c) => c.status === 'cancelled').map((c) => c.iccid);
  if (cancelled.length > 0) {
    throw fieldRefused('numbers', 'product_change_card_cancelled', { numbers: listedNumbers(cancelled) });
  }
  const other = cards.filter((c) => c.carrier !== plan.carrier).map((c) => c.iccid);
  if (other.length > 0) {
    throw fieldRefused('plan_id', 'product_change_other_carrier', {
      plan: bothColumns(plan, 'name'),
      carrier: CARRIERS[plan.carrier],
      numbers: listedNumbers(other),
    });
  }
  const same = cards.filter((c) => c.plan_id === plan.id).map((c) => c.iccid);
  if (same.length > 0) {
    throw fieldRefused('numbers', 'product_change_same_plan', {
      plan: bothColumns(plan, 'name'),
      numbers: listedNumbers(same),
    });
  }
  const busy = new Set(busyOf(deps.sqlite).pluck().all(JSON.stringify(ids)));
  if (busy.size > 0) {
    const named = cards.filter((c) => busy.has(c.id)).map((c) => c.iccid);
    throw fieldRefused('numbers', 'product_change_busy', { numbers: listedNumbers(named) });
  }
  return cards;
}

/**
 * Changes the listed cards' plan as one 套餐变更 work order: the price difference frozen at once
 * (refused, nothing written, when the available balance is short), each card's change 待审核 until
 * the order moves on the clock.
 */
export function addPlanChange(
  deps: AppDeps,
  auth: AuthContext,
  body: { plan_id: number; effect_mode: PlanChangeEffect; numbers: string[] },
) {
  const owner = ownerOf(auth);
  if (owner === null) throw notFound('work_order_not_found', { id: 0 });
  const now = deps.clock.now();
  settle(deps, now);
  const plan = planById(deps.sqlite).get(body.plan_id);
  if (!plan) throw fieldRefused('plan_id', 'product_change_plan_unknown', { id: body.plan_id });
  const cards = changeableCards(deps, owner, plan, body.numbers);
  const diffOf = (c: Candidate) => Math.max(0, plan.price_cents - c.price_cents);
  const total = cards.reduce((sum, c) => sum + diffOf(c), 0);
  return deps.sqlite.transaction(() => {
    if (total > 0 && !holdMoney(deps.sqlite, owner, total)) {
      throw fieldRefused('numbers', 'product_change_short', {
        amount: yuan(total),
        available: yuan(accountCents(deps.sqlite, owner).available),
      });
    }
    const params = {
      count: cards.length,
      plan: bothColumns(plan, 'name'),
      mode: PLAN_CHANGE_EFFECTS[body.effect_mode],
    };
    const order = createWorkOrder(
      deps.sqlite,
      { clientId: owner, username: auth.username },
      {
        type: 'product_change',
        title: translate('zh-CN', 'product_change_title', params),
        titleMessage: message('product_change_title', params),
        content: cards.length === 1 ? `${cards[0]!.iccid} → ${plan.name}` : plan.name,
        cardIds: cards.map((c) => c.id),
      },
      now,
    );
    for (const c of cards) {
      insertChange(deps.sqlite).run(
        order.id,
        c.id,
        owner,
        c.plan_id,
        plan.id,
        body.effect_mode,
        diffOf(c),
        auth.username,
        now,
      );
    }
    return {
      order_id: order.id,
      order_no: order.orderNo,
      due_at: formatDateTime(order.dueAt)!,
      added: cards.length,
      frozen: yuan(total),
    };
  })();
}
