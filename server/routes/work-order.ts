import { addWorkOrder, cancelWorkOrder, commentWorkOrder, workOrderDetail, workOrderList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as orders from '../services/work-orders.ts';

/** Work orders (/work/center): the list, one order, opening, commenting on and cancelling one. */
export const workOrderRoutes = [
  defineRoute(workOrderList, (ctx) =>
    listAnswer(workOrderList, ctx, orders.listWorkOrders(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(workOrderDetail, ({ deps, auth, query, lang }) =>
    orders.workOrderDetail(deps, auth, query.id, lang),
  ),
  defineRoute(addWorkOrder, ({ deps, auth, body }) => orders.openWorkOrder(deps, auth, body)),
  defineRoute(commentWorkOrder, ({ deps, auth, body }) => orders.addWorkOrderComment(deps, auth, body)),
  defineRoute(cancelWorkOrder, ({ deps, auth, body }) => orders.cancelOwnWorkOrder(deps, auth, body.id)),
];
