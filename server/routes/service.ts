import { requestRefund, tradeOrderDetail, tradeOrderList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as trade from '../services/trade.ts';

/** Trade query (交易查询): every order, one order's detail, refund requests. */
export const serviceRoutes = [
  defineRoute(tradeOrderList, (ctx) =>
    listAnswer(tradeOrderList, ctx, trade.listTrades(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(tradeOrderDetail, ({ deps, auth, query, lang }) =>
    trade.tradeDetail(deps, auth, query.id, lang),
  ),
  defineRoute(requestRefund, ({ deps, auth, body }) =>
    trade.requestRefund(deps, auth, body.order_id, body.reason),
  ),
];
