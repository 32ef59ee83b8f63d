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
import { reviewDecisionRoutes } from '../lib/review-queue.ts';
import * as review from '../services/support-review.ts';

/** Issue 49: support's review queues of special-card resumes, refunds and self-registrations. */
export const supportReviewRoutes = [
  defineRoute(speccardReviewList, (ctx) =>
    listAnswer(speccardReviewList, ctx, review.listSpeccardReviews(ctx.deps, ctx.query, ctx.lang)),
  ),
  ...reviewDecisionRoutes(review.speccardQueue, {
    approve: approveSpeccardReview,
    reject: rejectSpeccardReview,
  }),
  defineRoute(refundReviewList, (ctx) =>
    listAnswer(refundReviewList, ctx, review.listRefundReviews(ctx.deps, ctx.query, ctx.lang)),
  ),
  ...reviewDecisionRoutes(review.refundQueue, { approve: approveRefundReview, reject: rejectRefundReview }),
  defineRoute(registerReviewList, (ctx) =>
    listAnswer(registerReviewList, ctx, review.listRegisterReviews(ctx.deps, ctx.query, ctx.lang)),
  ),
  ...reviewDecisionRoutes(review.registrationQueue, {
    approve: approveRegisterReview,
    reject: rejectRegisterReview,
  }),
];
