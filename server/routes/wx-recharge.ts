import { wxRechargeOrder, wxRechargeOrderStatus, wxRechargeProducts } from '#contract';
import { defineRoute } from '../define-route.ts';
import { admitLookup } from '../services/public-card.ts';
import * as wx from '../services/wx-recharge.ts';

/**
 * The WeChat recharge pages, without login: the products count as a public card lookup, orders
 * against their own per-address limit; an order's state is read by its unguessable token.
 */
export const wxRechargeRoutes = [
  defineRoute(wxRechargeProducts, ({ deps, query, lang, request }) => {
    admitLookup(deps, request.ip);
    return wx.products(deps, query.number, lang);
  }),
  defineRoute(wxRechargeOrder, ({ deps, body, lang, request }) => {
    wx.admitOrder(deps, request.ip);
    return wx.placeOrder(deps, body.number, body.product_id, lang);
  }),
  defineRoute(wxRechargeOrderStatus, ({ deps, query, lang }) =>
    wx.orderStatus(deps, query.order_token, lang),
  ),
];
