import {
  chargeOptions,
  orderDetail,
  orderList,
  placeCardOrder,
  placeTopup,
  previewCardOrder,
  productList,
  startOrderExport,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as charge from '../services/charge.ts';
import * as chargeExport from '../services/charge-export.ts';
import * as products from '../services/charge-products.ts';

/** Recharge: the catalogue, card orders, top-ups, the orders and their export. */
export const chargeRoutes = [
  defineRoute(productList, (ctx) =>
    listAnswer(productList, ctx, products.listProducts(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(chargeOptions, ({ deps, auth, query, lang }) =>
    charge.chargeOptions(deps, auth, query.kind, lang),
  ),
  defineRoute(previewCardOrder, async ({ deps, auth, body, lang }) =>
    charge.previewCardOrder(deps, auth, await charge.orderNumbers(deps, auth, body), lang),
  ),
  defineRoute(placeCardOrder, async ({ deps, auth, body }) =>
    charge.placeCardOrder(deps, auth, await charge.orderNumbers(deps, auth, body)),
  ),
  defineRoute(placeTopup, ({ deps, auth, body }) => charge.placeTopup(deps, auth, body.amount)),
  defineRoute(orderList, (ctx) => {
    const { tableData, total, summary } = charge.listOrders(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(orderList, ctx, { tableData, total }), summary };
  }),
  defineRoute(orderDetail, ({ deps, auth, query, lang }) => charge.orderDetail(deps, auth, query.id, lang)),
  defineRoute(startOrderExport, ({ deps, auth, body, lang }) =>
    chargeExport.startOrderExport(deps, auth, body, lang),
  ),
];
