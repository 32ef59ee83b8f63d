import type { FastifyRequest } from 'fastify';
import {
  acceptCardUnbind,
  answerCardUnbind,
  cardUnbindList,
  createCardUnbind,
  supportAssignWorkOrder,
  supportCloseWorkOrder,
  supportCommentWorkOrder,
  supportForwardWorkOrder,
  supportReviewWorkOrder,
  supportWorkOrderDetail,
  supportWorkOrderList,
  supportWorkOrderOptions,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as work from '../services/support-work-orders.ts';

/** The operation log names the order's client and the order; its note is the reason the body gives. */
const naming =
  (request: FastifyRequest, action?: string) =>
  ({ clientId, orderNo }: { clientId: number; orderNo: string }) => {
    request.operation = { clientId, object: `order_no=${orderNo}${action ? ` ${action}` : ''}` };
  };

/** /client_work and /card_unbind (issue 48, part A): support's side of work orders. */
export const supportWorkOrderRoutes = [
  defineRoute(supportWorkOrderList, (ctx) =>
    listAnswer(supportWorkOrderList, ctx, work.listSupportWorkOrders(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportWorkOrderOptions, (ctx) => work.supportWorkOrderOptionsOf(ctx.deps)),
  defineRoute(supportWorkOrderDetail, (ctx) =>
    work.supportWorkOrderDetailOf(ctx.deps, ctx.query.id, ctx.lang),
  ),
  defineRoute(supportReviewWorkOrder, (ctx) =>
    work.reviewBySupport(ctx.deps, ctx.auth, ctx.body, naming(ctx.request, `decision=${ctx.body.decision}`)),
  ),
  defineRoute(supportAssignWorkOrder, (ctx) =>
    work.assignBySupport(ctx.deps, ctx.body, naming(ctx.request, `handler=${ctx.body.handler}`)),
  ),
  defineRoute(supportCommentWorkOrder, (ctx) =>
    work.commentBySupport(ctx.deps, ctx.auth, ctx.body, naming(ctx.request, 'comment')),
  ),
  defineRoute(supportForwardWorkOrder, (ctx) =>
    work.forwardBySupport(ctx.deps, ctx.body, naming(ctx.request)),
  ),
  defineRoute(supportCloseWorkOrder, (ctx) =>
    work.closeBySupport(ctx.deps, ctx.auth, ctx.body, naming(ctx.request)),
  ),
  defineRoute(cardUnbindList, (ctx) =>
    listAnswer(cardUnbindList, ctx, work.listCardUnbinds(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(createCardUnbind, (ctx) =>
    work.createCardUnbinds(ctx.deps, ctx.auth, ctx.body, (clientIds) => {
      // One client's cards: the log names it; several clients': none (the object names the cards).
      if (clientIds.length === 1) ctx.request.operation = { clientId: clientIds[0]! };
    }),
  ),
  defineRoute(acceptCardUnbind, (ctx) =>
    work.acceptCardUnbind(ctx.deps, ctx.auth, ctx.body, naming(ctx.request, 'accept')),
  ),
  defineRoute(answerCardUnbind, (ctx) =>
    work.answerCardUnbind(ctx.deps, ctx.body, naming(ctx.request, `result=${ctx.body.result}`)),
  ),
];
