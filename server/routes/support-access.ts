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
import * as access from '../services/support-access.ts';

/**
 * Issue 49, two support review queues: API access applications (/api_access_review) and SMS
 * signatures (/sms_signature_review). Each decision's operation log names the customer and the
 * item; its note is the reason of a rejection.
 */
type Decide = typeof access.decideSupportApiAccess;

/** A queue's 通过 and 驳回: the one decision, the customer and the item named in the operation log. */
const decisionRoutes = (
  approve: typeof approveSupportApiAccess | typeof approveSupportSignature,
  reject: typeof rejectSupportApiAccess | typeof rejectSupportSignature,
  decide: Decide,
) => [
  defineRoute(approve, (ctx) =>
    decide(ctx.deps, ctx.auth, ctx.body.id, { approve: true }, (item) => {
      ctx.request.operation = item;
    }),
  ),
  defineRoute(reject, (ctx) =>
    decide(ctx.deps, ctx.auth, ctx.body.id, { approve: false, reason: ctx.body.reason }, (item) => {
      ctx.request.operation = item;
    }),
  ),
];

export const supportAccessRoutes = [
  defineRoute(supportApiAccessList, (ctx) =>
    listAnswer(supportApiAccessList, ctx, access.listSupportApiAccess(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportApiAccessDetail, (ctx) =>
    access.supportApiAccessDetailOf(ctx.deps, ctx.query.id, ctx.lang),
  ),
  ...decisionRoutes(approveSupportApiAccess, rejectSupportApiAccess, access.decideSupportApiAccess),
  defineRoute(supportSignatureList, (ctx) =>
    listAnswer(supportSignatureList, ctx, access.listSupportSignatures(ctx.deps, ctx.query, ctx.lang)),
  ),
  defineRoute(supportSignatureDetail, (ctx) =>
    access.supportSignatureDetailOf(ctx.deps, ctx.query.id, ctx.lang),
  ),
  ...decisionRoutes(approveSupportSignature, rejectSupportSignature, access.decideSupportSignature),
];
