import {
  approveSupportPlanChange,
  flexDirectOrderDetail,
  flexDirectOrderList,
  flexDirectSearchList,
  markFlexDirectOrder,
  rejectSupportPlanChange,
  supportPlanChangeDetail,
  supportPlanChangeList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as flex from '../services/support-flex-direct.ts';
import * as changes from '../services/support-plan-changes.ts';

/**
 * Issue 48 part B, the support work-order centre: directed-address orders (/flex_direct_order),
 * the directed-group search and plan-change applications (/product_change). Each action's
 * operation log names the customer and the order; its note is the answer or the reason.
 */
export const supportWorkRoutes = [
  defineRoute(flexDirectOrderList, (ctx) =>
    listAnswer(flexDirectOrderList, ctx, flex.listFlexDirectOrders(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(flexDirectOrderDetail, (ctx) => flex.flexDirectOrderDetailOf(ctx.deps, ctx.query.id, ctx.lang)),
  defineRoute(markFlexDirectOrder, (ctx) =>
    flex.markFlexDirectOrder(ctx.deps, ctx.auth, ctx.body, (order) => {
      ctx.request.operation = {
        clientId: order.clientId,
        object: `order_no=${order.orderNo} address=${order.address} result=${ctx.body.result}`,
      };
    }),
  ),
  defineRoute(flexDirectSearchList, (ctx) =>
    listAnswer(flexDirectSearchList, ctx, flex.searchFlexDirect(ctx.deps, ctx.query)),
  ),
  defineRoute(supportPlanChangeList, (ctx) =>
    listAnswer(supportPlanChangeList, ctx, changes.listSupportPlanChanges(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportPlanChangeDetail, (ctx) =>
    changes.supportPlanChangeDetailOf(ctx.deps, ctx.query.id, ctx.lang),
  ),
  defineRoute(approveSupportPlanChange, (ctx) =>
    changes.approveSupportPlanChange(ctx.deps, ctx.auth, ctx.body, (order) => {
      ctx.request.operation = {
        clientId: order.clientId,
        object: `order_no=${order.orderNo} effective_date=${ctx.body.effective_date}`,
      };
    }),
  ),
  defineRoute(rejectSupportPlanChange, (ctx) =>
    changes.rejectSupportPlanChange(ctx.deps, ctx.auth, ctx.body, (order) => {
      ctx.request.operation = { clientId: order.clientId, object: `order_no=${order.orderNo}` };
    }),
  ),
];
