import type { FastifyRequest } from 'fastify';
import {
  approveRefundReview,
  approveRegisterReview,
  approveSpeccardReview,
  refundReviewList,
  registerReviewList,
  rejectRefundReview,
  rejectRegisterReview,
  rejectSpeccardReview,
  speccardReviewList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as review from '../services/support-review.ts';

/** The operation log names the item's client (a registration's once approved) and the item; its note is the reason. */
const naming =
  (request: FastifyRequest, decision: 'approve' | 'reject') =>
  ({ clientId, ref }: { clientId: number | null; ref: string }) => {
    request.operation = { clientId, object: `ref=${ref} decision=${decision}` };
  };

const APPROVE = { approve: true } as const;
const rejecting = (reason: string) => ({ approve: false as const, reason });

/** Issue 49: support's review queues of special-card resumes, refunds and self-registrations. */
export const supportReviewRoutes = [
  defineRoute(speccardReviewList, (ctx) =>
    listAnswer(speccardReviewList, ctx, review.listSpeccardReviews(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(approveSpeccardReview, (ctx) =>
    review.decideSpeccard(ctx.deps, ctx.auth, Number(ctx.body.id), APPROVE, naming(ctx.request, 'approve')),
  ),
  defineRoute(rejectSpeccardReview, (ctx) =>
    review.decideSpeccard(
      ctx.deps,
      ctx.auth,
      Number(ctx.body.id),
      rejecting(ctx.body.reason),
      naming(ctx.request, 'reject'),
    ),
  ),
  defineRoute(refundReviewList, (ctx) =>
    listAnswer(refundReviewList, ctx, review.listRefundReviews(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(approveRefundReview, (ctx) =>
    review.decideRefund(ctx.deps, ctx.auth, Number(ctx.body.id), APPROVE, naming(ctx.request, 'approve')),
  ),
  defineRoute(rejectRefundReview, (ctx) =>
    review.decideRefund(
      ctx.deps,
      ctx.auth,
      Number(ctx.body.id),
      rejecting(ctx.body.reason),
      naming(ctx.request, 'reject'),
    ),
  ),
  defineRoute(registerReviewList, (ctx) =>
    listAnswer(registerReviewList, ctx, review.listRegisterReviews(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(approveRegisterReview, (ctx) =>
    review.decideRegistration(
      ctx.deps,
      ctx.auth,
      String(ctx.body.id),
      APPROVE,
      naming(ctx.request, 'approve'),
    ),
  ),
  defineRoute(rejectRegisterReview, (ctx) =>
    review.decideRegistration(
      ctx.deps,
      ctx.auth,
      String(ctx.body.id),
      rejecting(ctx.body.reason),
      naming(ctx.request, 'reject'),
    ),
  ),
];
