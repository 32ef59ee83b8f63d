import { randomBytes } from 'node:crypto';
import {
  ADDON_PACKAGES,
  type AddonPackage,
  type Lang,
  type PublicCardInfo,
  WX_ORDER_CLOSE_MINUTES,
  WX_PAY_SECONDS,
  type WxOrder,
  type WxOrderStatus,
  type WxProduct,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { pick } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { type ActionCard, actionCardById, actionCardByNumber, applyAddon } from './card-actions.ts';
import { effectiveCodes } from './perms.ts';
import { lookupById } from './public-card.ts';

/**
 * The public WeChat recharge (/wx_recharge, /wx_recharge_confirm): the holder of a card buys an
 * add-on package for it and pays with WeChat. The emulator plays WeChat Pay: the user pays
 * WX_PAY_SECONDS after ordering, on the world's clock; an order nobody paid closes after
 * WX_ORDER_CLOSE_MINUTES. Orders are settled when one is read and when the clock is moved on
 * (time-travel.ts), and a control call can decide one at once (`decideOrder`). A payment writes the
 * recharge record and adds the package to the card in one transaction, at most once per order; the
 * customer's balance is not touched, since the end user paid.
 */

const PAY_MS = WX_PAY_SECONDS * 1000;
const CLOSE_MS = WX_ORDER_CLOSE_MINUTES * 60_000;
/** Who paid, as the recharge record and the card's operations name the end user. */
const WX_PAYER = { userId: null, username: '微信用户' };

/** The account a client acts through (as a support user switched into it would): its first user. */
const clientAccount = perConnection<[number], { id: number; group_id: number | null }>(
  "select id, group_id from users where client_id = ? and login_type = 'client' order by id limit 1",
);
/** Support turns online recharge off per client (客户管理). */
const rechargeEnabled = perConnection<[number], { recharge_enabled: number }>(
  'select recharge_enabled from clients where id = ?',
);

/**
 * Why a card may not be recharged by WeChat now, or null when it may: it must be in use or
 * suspended (as for any add-on), its main client must have online recharge on (support's switch)
 * and its account must hold function_wechat_charge.
 * A client without an account of its own (the seeded suda) holds no code.
 */
function rechargeRefusal(deps: AppDeps, card: ActionCard) {
  if (card.status === 'cancelled') return badRequest('wx_card_cancelled');
  if (card.status === 'pending' || card.status === 'testing') return badRequest('wx_card_not_active');
  const account = clientAccount(deps.sqlite).get(card.main_client_id);
  if (!rechargeEnabled(deps.sqlite).get(card.main_client_id)?.recharge_enabled) {
    return badRequest('wx_charge_not_allowed');
  }
  if (!account || !effectiveCodes(deps.sqlite, account.id, account.group_id).has('function_wechat_charge')) {
    return badRequest('wx_charge_not_allowed');
  }
  return null;
}

/** The card of a number typed on the page, if WeChat may recharge it; else the reason, as an error. */
function rechargeableCard(deps: AppDeps, number: string): ActionCard {
  const card = actionCardByNumber(deps, number);
  if (!card) throw notFound('public_card_not_found');
  const refusal = rechargeRefusal(deps, card);
  if (refusal) throw refusal;
  return card;
}

const product = (key: AddonPackage, lang: Lang): WxProduct => {
  const pack = ADDON_PACKAGES[key];
  return { key, name: pick(pack, lang), mb: pack.mb, price: pack.price_cents / 100 };
};

/** The card (masked) and the packages it can buy. */
export function products(
  deps: AppDeps,
  number: string,
  lang: Lang,
): { card: PublicCardInfo; products: WxProduct[] } {
  const card = rechargeableCard(deps, number);
  return {
    card: lookupById(deps, card.id, lang),
    products: (Object.keys(ADDON_PACKAGES) as AddonPackage[]).map((key) => product(key, lang)),
  };
}

/**
 * Counts an order from `address` and refuses it past the address's limit (wall clock, whatever the
 * world): an order is cheap to place and names a card.
 */
export function admitOrder(deps: AppDeps, address: string): void {
  const seconds = deps.throttle.take(`wx-order:${address}`, deps.config.limits.wxOrdersPerAddress);
  if (seconds > 0) throw badRequest('wx_order_rate_limited', { seconds });
}

interface OrderRow {
  id: number;
  order_no: string;
  token: string;
  card_id: number;
  product: AddonPackage;
  amount_cents: number;
  status: WxOrderStatus;
  created_at: number;
  pay_at: number | null;
  closes_at: number;
  settled_at: number | null;
}

const ORDER_COLUMNS =
  'id, order_no, token, card_id, product, amount_cents, status, created_at, pay_at, closes_at, settled_at';
const nextOrderId = perConnection<[], { id: number }>('select coalesce(max(id), 0) + 1 as id from wx_orders');
const insertOrder = perConnection<
  [number, string, string, number, AddonPackage, number, number, number, number, number]
>(
  `insert into wx_orders (id, order_no, token, card_id, product, mb, amount_cents, status, created_at, pay_at, closes_at)
   values (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
);
const orderByToken = perConnection<[string], OrderRow>(
  `select ${ORDER_COLUMNS} from wx_orders where token = ?`,
);
const orderById = perConnection<[number], OrderRow>(`select ${ORDER_COLUMNS} from wx_orders where id = ?`);

function toOrder(deps: AppDeps, row: OrderRow, lang: Lang): WxOrder {
  return {
    order_token: row.token,
    order_no: row.order_no,
    status: row.status,
    product: product(row.product, lang),
    amount: row.amount_cents / 100,
    created_at: formatDateTime(row.created_at)!,
    closes_at: formatDateTime(row.closes_at)!,
    paid_at: row.status === 'paid' ? formatDateTime(row.settled_at) : null,
    card: lookupById(deps, row.card_id, lang),
  };
}

/** Places an order for a card that may be recharged: pending, paid by the emulated user in a few seconds. */
export function placeOrder(deps: AppDeps, number: string, key: AddonPackage, lang: Lang): WxOrder {
  const card = rechargeableCard(deps, number);
  const pack = ADDON_PACKAGES[key];
  const now = deps.clock.now();
  const id = deps.sqlite.transaction(() => {
    const next = nextOrderId(deps.sqlite).get()!.id;
    const orderNo = `WX${formatDate(now)!.replaceAll('-', '')}${String(next).padStart(8, '0')}`;
    // 128 random bits: the result page's address, which nobody can guess from the order number.
    const token = randomBytes(16).toString('base64url');
    insertOrder(deps.sqlite).run(
      next,
      orderNo,
      token,
      card.id,
      key,
      pack.mb,
      pack.price_cents,
      now,
      now + PAY_MS,
      now + CLOSE_MS,
    );
    return next;
  })();
  return toOrder(deps, orderById(deps.sqlite).get(id)!, lang);
}

/** An order by its token, settled first as far as the clock has come. */
export function orderStatus(deps: AppDeps, token: string, lang: Lang): WxOrder {
  settleWxOrders(deps, deps.clock.now());
  const row = orderByToken(deps.sqlite).get(token);
  if (!row) throw notFound('wx_order_not_found');
  return toOrder(deps, row, lang);
}

// Each transition leaves 'pending' once: a second settlement of the same order changes nothing.
const markPaid = perConnection<[number, number]>(
  "update wx_orders set status = 'paid', settled_at = ? where id = ? and status = 'pending'",
);
const markEnded = perConnection<['failed' | 'closed' | 'refunded', number, number]>(
  "update wx_orders set status = ?, settled_at = ? where id = ? and status = 'pending'",
);
const setPayAt = perConnection<[number | null, number]>(
  "update wx_orders set pay_at = ? where id = ? and status = 'pending'",
);
const duePending = perConnection<[number, number], OrderRow>(
  `select ${ORDER_COLUMNS} from wx_orders
   where status = 'pending' and (closes_at <= ? or pay_at <= ?) order by id`,
);

/**
 * Pays an order at `at`: the state moves from pending to paid in SQL, and only the call that moved
 * it writes the recharge record and adds the package (in the same transaction), so an order is paid
 * at most once however often and however concurrently it is settled.
 */
function payOrder(deps: Pick<AppDeps, 'sqlite'>, order: OrderRow, at: number): boolean {
  return deps.sqlite.transaction(() => {
    const card = actionCardById(deps, order.card_id)!;
    // The card may have changed since the order (cancelled, say): the payment goes back to the
    // payer instead of buying a package the card can no longer use.
    if (card.status !== 'active' && card.status !== 'suspended') {
      markEnded(deps.sqlite).run('refunded', at, order.id);
      return false;
    }
    if (markPaid(deps.sqlite).run(at, order.id).changes !== 1) return false;
    applyAddon(
      deps.sqlite,
      WX_PAYER,
      card,
      {
        ...ADDON_PACKAGES[order.product],
        name: pick(ADDON_PACKAGES[order.product], 'zh-CN'),
        name_en: pick(ADDON_PACKAGES[order.product], 'en'),
      },
      {
        orderNo: order.order_no,
        payMethod: 'wechat',
        at,
      },
    );
    return true;
  })();
}

/**
 * Settles the pending orders whose moment has come by `now`: the emulated user pays at `pay_at`
 * (before the order closes), an order still unpaid at `closes_at` closes. Run when an order is read
 * and at every step of the clock's time travel.
 */
export function settleWxOrders(deps: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = duePending(deps.sqlite).all(now, now);
  if (due.length === 0) return;
  deps.sqlite.transaction(() => {
    for (const order of due) {
      if (order.pay_at !== null && order.pay_at <= now && order.pay_at < order.closes_at) {
        payOrder(deps, order, order.pay_at);
      } else if (order.closes_at <= now) {
        markEnded(deps.sqlite).run('closed', order.closes_at, order.id);
      }
    }
  })();
}

/**
 * The control call: the emulated WeChat user pays now, fails now, or never pays (the order then
 * closes on time). Answers the order's state after it; an order already decided stays as it was.
 */
export function decideOrder(
  deps: Pick<AppDeps, 'sqlite' | 'clock'>,
  token: string,
  outcome: 'pay' | 'fail' | 'hold',
): { order_no: string; status: WxOrderStatus } | null {
  const now = deps.clock.now();
  settleWxOrders(deps, now);
  const order = orderByToken(deps.sqlite).get(token);
  if (!order) return null;
  if (outcome === 'pay') payOrder(deps, order, now);
  else if (outcome === 'fail') markEnded(deps.sqlite).run('failed', now, order.id);
  else setPayAt(deps.sqlite).run(null, order.id);
  const after = orderById(deps.sqlite).get(order.id)!;
  return { order_no: after.order_no, status: after.status };
}
