import type { Lang, ProductRow, WxOrder, WxOrderStatus } from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { nameIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { type ActionCard, actionCardByNumber } from './card-actions.ts';
import { type OrderRecord, placeWechatCardOrder, wxOrderOf, wxPayState } from './charge.ts';
import { productRowOf, productsForCard } from './charge-products.ts';
import { effectiveCodes } from './perms.ts';
import { retailFor } from './profit.ts';
import { lookupById } from './public-card.ts';

/**
 * The public WeChat recharge (/wx_recharge, /wx_recharge_confirm): the holder of a card buys one of
 * the catalogue's add-ons that fit it (its carrier's, on sale; a pooled card only its pool's) and
 * pays with WeChat. The order is a card order of the one flow (services/charge.ts, channel
 * 'wechat', for the card's main client): the emulator plays WeChat Pay (the user pays
 * WX_PAY_SECONDS after ordering, on the world's clock; an order nobody paid closes after
 * WX_ORDER_CLOSE_MINUTES; the control call decides one at once), then the carrier answers for the
 * card like for any card order. The customer's balance is not touched: the end user paid.
 */

/** The account a client acts through (as a support user switched into it would): its first user. */
const clientAccount = perConnection<[number], { id: number; group_id: number | null }>(
  "select id, group_id from users where client_id = ? and login_type = 'client' order by id limit 1",
);
/** Support turns online recharge off per client (客户管理). */
const rechargeEnabled = perConnection<[number], { recharge_enabled: number }>(
  'select recharge_enabled from clients where id = ?',
);
const billingGroupOf = perConnection<[number], { billing_group_id: number | null }>(
  'select billing_group_id from cards where id = ?',
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
function rechargeableCard(deps: AppDeps, number: string) {
  const card = actionCardByNumber(deps, number);
  if (!card) throw notFound('public_card_not_found');
  const refusal = rechargeRefusal(deps, card);
  if (refusal) throw refusal;
  return { ...card, ...billingGroupOf(deps.sqlite).get(card.id)! };
}

const wxProduct = (p: ProductRow) => ({ id: p.id, name: p.name, size: p.size, mb: p.mb, price: p.price });

/** The card (masked) and the catalogue's add-ons it can buy. */
export function products(deps: AppDeps, number: string, lang: Lang) {
  const card = rechargeableCard(deps, number);
  return {
    card: lookupById(deps, card.id, lang),
    // A sub-customer's card shows its suggested retail prices (profit sharing, issue 41).
    products: productsForCard(deps, card, 'addon', lang).map((p) => {
      const retail = retailFor(deps.sqlite, card.id, p.id, deps.clock.now());
      return { ...wxProduct(p), price: retail === null ? p.price : (retail / 100).toFixed(2) };
    }),
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

const lineOf = perConnection<[number], { card_id: number }>(
  'select card_id from charge_order_cards where order_id = ? order by id limit 1',
);

/** The H5's state of an order: WeChat's, a paid order told apart once the carrier recharged its card. */
function stateOf(order: OrderRecord): WxOrderStatus {
  const state = wxPayState(order);
  return state === 'paid' && order.status === 'done' ? 'done' : state;
}

function toOrder(deps: AppDeps, order: OrderRecord, lang: Lang): WxOrder {
  const amount = (order.amount_cents / 100).toFixed(2);
  const product = order.product_id === null ? undefined : productRowOf(deps, order.product_id, lang);
  return {
    order_token: order.token!,
    order_no: order.order_no,
    status: stateOf(order),
    // An order migrated from before the catalogue names its product only.
    product: product
      ? { ...wxProduct(product), price: amount }
      : { id: 0, name: nameIn(order, 'product_name', lang), size: '', mb: 0, price: amount },
    amount,
    created_at: formatDateTime(order.created_at)!,
    closes_at: formatDateTime(order.closes_at)!,
    paid_at: formatDateTime(order.paid_at),
    card: lookupById(deps, lineOf(deps.sqlite).get(order.id)!.card_id, lang),
  };
}

/** Places a WeChat card order for a card that may be recharged: pending, paid by the emulated user in a few seconds. */
export function placeOrder(deps: AppDeps, number: string, productId: number, lang: Lang): WxOrder {
  const card = rechargeableCard(deps, number);
  const { token } = placeWechatCardOrder(deps, card, productId);
  return orderStatus(deps, token, lang);
}

/** An H5 order by its token (a top-up's token is not one), settled first as far as the clock has come. */
export function orderStatus(deps: AppDeps, token: string, lang: Lang): WxOrder {
  const order = wxOrderOf(deps, token);
  if (order?.kind !== 'card') throw notFound('wx_order_not_found');
  return toOrder(deps, order, lang);
}
