import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { positiveId } from '../numbers.ts';
import { productRowSchema } from './charge.ts';
import { publicCardInfoSchema } from './public-card.ts';
import { cardNumberField } from './voice-whitelist.ts';

/**
 * The WeChat recharge pages (no login): /wx_recharge, where the holder of a card types its number,
 * sees its state and this month's use and buys one of the catalogue's add-ons (加油包) that fit the
 * card with WeChat Pay, and /wx_recharge_confirm, the result page that follows the order until it is
 * paid and the carrier has recharged the card, or it failed or closed. A card can be recharged when
 * it is in use or suspended and its main client holds `function_wechat_charge`.
 *
 * The order is a card order of the one order flow (/charge/order_list, channel 微信, for the card's
 * main client); the customer's balance is not touched: the end user pays. The emulator plays WeChat
 * Pay: the user pays WX_PAY_SECONDS after ordering, on the emulator clock; an order nobody pays
 * closes after WX_ORDER_CLOSE_MINUTES. The control call `POST /__emulator/wx_orders/:token` decides
 * an order's payment at once. The carrier answers for the card like for any card order.
 */
export const WX_PAY_SECONDS = 5;
export const WX_ORDER_CLOSE_MINUTES = 15;
/** Orders one caller address may place in ten minutes. */
export const WX_ORDERS_PER_TEN_MINUTES = 10;

/**
 * pending: waiting for the payer; paid: paid, the carrier recharging the card; done: recharged;
 * refunded: paid, but the carrier refused the card, so WeChat paid it back; failed, closed: unpaid.
 */
export const WX_ORDER_STATUSES = labelled({
  pending: { label: 'wxRecharge.wxOrderStatuses.pending', tone: 'warning' },
  paid: { label: 'wxRecharge.wxOrderStatuses.paid', tone: 'warning' },
  done: { label: 'wxRecharge.wxOrderStatuses.done', tone: 'success' },
  failed: { label: 'wxRecharge.wxOrderStatuses.failed', tone: 'danger' },
  closed: { label: 'wxRecharge.wxOrderStatuses.closed', tone: 'default' },
  refunded: { label: 'common.refunded', tone: 'default' },
});
export type WxOrderStatus = keyof typeof WX_ORDER_STATUSES;
const WX_ORDER_STATUS_KEYS = Object.keys(WX_ORDER_STATUSES) as [WxOrderStatus, ...WxOrderStatus[]];

/** A product of the catalogue the card can buy: an add-on, named in the caller's language, price in yuan. */
const wxProductSchema = productRowSchema.pick({ id: true, name: true, size: true, mb: true, price: true });
export type WxProduct = z.infer<typeof wxProductSchema>;

export const wxRechargeProducts = defineEndpoint({
  method: 'GET',
  path: '/wx_recharge/products/',
  summary:
    "A card by its ICCID or MSISDN with the catalogue's add-ons it can buy with WeChat Pay: its carrier's, on sale, a pooled card's only its pool's (public; refuses a card that cannot be recharged)",
  access: 'public',
  query: z.object({ number: cardNumberField }),
  data: z.object({ card: publicCardInfoSchema, products: z.array(wxProductSchema) }),
});

/** An order as the result page shows it; the token is its address, the order number its name. */
export const wxOrderSchema = z.object({
  order_token: z.string(),
  order_no: z.string(),
  status: z.enum(WX_ORDER_STATUS_KEYS),
  product: wxProductSchema,
  /** Yuan with two decimals. */
  amount: z.string(),
  created_at: z.string(),
  /** When an unpaid order closes. */
  closes_at: z.string(),
  /** When it was paid; null until then. */
  paid_at: z.string().nullable(),
  /** The card now (masked): once recharged, its allowance includes the add-on. */
  card: publicCardInfoSchema,
});
export type WxOrder = z.infer<typeof wxOrderSchema>;

export const wxRechargeOrder = defineEndpoint({
  method: 'POST',
  path: '/wx_recharge/order/',
  summary:
    "Places a WeChat Pay card order for one of the catalogue's add-ons that fit the card (public, limited per caller address): pending until paid, then recharged by the carrier",
  access: 'public',
  body: z.object({ number: cardNumberField, product_id: positiveId() }),
  data: wxOrderSchema,
});

export const wxRechargeOrderStatus = defineEndpoint({
  method: 'GET',
  path: '/wx_recharge/order/',
  summary:
    'An order by its token: pending, paid, done (recharged), refunded, failed or closed (public; the result page polls it)',
  access: 'public',
  query: z.object({ order_token: z.string().trim().min(1).max(64) }),
  data: wxOrderSchema,
});
