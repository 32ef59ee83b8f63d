import {
  approveSupportApiAccess,
  approveSupportSignature,
  rejectSupportApiAccess,
  rejectSupportSignature,
  supportApiAccessDetail,
  supportApiAccessList,
  supportSignatureDetail,
  supportSignatureList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { reviewDecisionRoutes } from '../lib/review-queue.ts';
import * as access from '../services/support-access.ts';

/**
 * Issue 49, two support review queues: API access applications (/api_access_review) and SMS
 * signatures (/sms_signature_review).
 */
export const supportAccessRoutes = [
  defineRoute(supportApiAccessList, (ctx) =>
    listAnswer(supportApiAccessList, ctx, access.listSupportApiAccess(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportApiAccessDetail, (ctx) =>
    access.supportApiAccessDetailOf(ctx.deps, ctx.query.id, ctx.lang),
  ),
  ...reviewDecisionRoutes(access.apiAccessQueue, {
    approve: approveSupportApiAccess,
    reject: rejectSupportApiAccess,
  }),
  defineRoute(supportSignatureList, (ctx) =>
    listAnswer(supportSignatureList, ctx, access.listSupportSignatures(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportSignatureDetail, (ctx) =>
    access.supportSignatureDetailOf(ctx.deps, ctx.query.id, ctx.lang),
  ),
  ...reviewDecisionRoutes(access.signatureQueue, {
    approve: approveSupportSignature,
    reject: rejectSupportSignature,
  }),
];
