import {
  chainOrderDetail,
  chainOrderList,
  chainOrderOptions,
  createChainOrder,
  shipChainOrder,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as orders from '../services/chain-orders.ts';

/** /yum_order (issue 46): chain-store customers' card orders, shipped by support from the stock. */
export const supportYumOrderRoutes = [
  defineRoute(chainOrderList, (ctx) =>
    listAnswer(chainOrderList, ctx, orders.listChainOrders(ctx.deps, ctx.query)),
  ),
  defineRoute(chainOrderOptions, (ctx) => orders.chainOrderOptionsOf(ctx.deps)),
  defineRoute(chainOrderDetail, (ctx) => orders.chainOrderDetailOf(ctx.deps, ctx.query.id)),
  defineRoute(createChainOrder, (ctx) =>
    orders.createChainOrder(ctx.deps, ctx.body, (clientId) => {
      // The operation log names the ordering customer.
      ctx.request.operation = { clientId };
    }),
  ),
  defineRoute(shipChainOrder, (ctx) =>
    orders.shipChainOrder(ctx.deps, ctx.auth, ctx.body, (clientId) => {
      ctx.request.operation = { clientId };
    }),
  ),
];
