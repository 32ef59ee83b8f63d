import { z } from 'zod';
import type { TextKey } from './catalogue/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineForm } from './form.ts';
import type { PermCode } from './permissions.ts';
import { FIELDS } from './vocabulary.ts';

/**
 * A support review queue's decisions, declared once (issue 49): every queue whose items a customer
 * submits and support decides (special-card resumes, refunds, registrations, API access, SMS
 * signatures, plan changes) approves a pending item with `{ id }` or rejects it with `{ id, reason }`,
 * the reason being what the customer reads. The emulator decides each through the queue's one
 * review function, which its automatic reviewer calls too (server/lib/review-queue.ts): an item
 * settles once, and the later decision is refused, changing nothing.
 */

/** The longest rejection reason a reviewer may give. */
const REVIEW_REASON_MAX = 200;

/** A rejection's reason: required, at most REVIEW_REASON_MAX characters. */
export const reviewReason = z
  .string({ error: 'product_change_reason_required' })
  .trim()
  .min(1, { message: 'product_change_reason_required' })
  .max(REVIEW_REASON_MAX, { message: 'product_change_reason_long' });

/** A queue's row buttons: 通过 and 驳回 while the item is `pending` (its status key), and 详情. */
export const reviewButtons = <const P extends PermCode>(perm: P, pending: string) => ({
  prop: 'actions' as const,
  label: FIELDS.actions,
  type: 'buttons' as const,
  buttons: [
    {
      key: 'approve' as const,
      label: 'supportWork.change.approve' as const,
      perm,
      when: { prop: 'status', values: [pending] },
    },
    {
      key: 'reject' as const,
      label: 'supportWork.change.reject' as const,
      perm,
      when: { prop: 'status', values: [pending] },
    },
    { key: 'detail' as const, label: 'actions.details' as const, perm },
  ],
});

interface DecisionSpec<S extends readonly [string, ...string[]]> {
  /** The queue's path; the decisions are `${path}approve/` and `${path}reject/`. */
  path: string;
  perm: PermCode;
  /** The item's id: a positive integer, or a queue's own number (a registration's REG…). */
  id: z.ZodType<number> | z.ZodType<string>;
  /** The statuses an answer may name (the item's status keys). */
  statuses: S;
  summaries: { approve: string; reject: string };
  texts: {
    approveTitle: TextKey;
    approveDescription: TextKey;
    rejectTitle: TextKey;
    rejectDescription: TextKey;
    /** The reason field's label. */
    reason: TextKey;
    approved: TextKey;
    rejected: TextKey;
  };
}

/** A queue's 通过 and 驳回 endpoints and their declared forms (the reject form asks the reason). */
export function defineReviewDecisions<const S extends readonly [string, ...string[]]>(spec: DecisionSpec<S>) {
  const answer = z.object({ id: spec.id, status: z.enum(spec.statuses) });
  const approve = defineEndpoint({
    method: 'POST',
    path: `${spec.path}approve/`,
    summary: spec.summaries.approve,
    access: { anyOf: [spec.perm] },
    body: z.object({ id: spec.id }),
    data: answer,
  });
  const reject = defineEndpoint({
    method: 'POST',
    path: `${spec.path}reject/`,
    summary: spec.summaries.reject,
    access: { anyOf: [spec.perm] },
    body: z.object({ id: spec.id, reason: reviewReason }),
    data: answer,
  });
  const approveForm = defineForm({
    create: approve,
    update: approve,
    fields: {},
    texts: {
      create: spec.texts.approveTitle,
      update: spec.texts.approveTitle,
      description: spec.texts.approveDescription,
      created: spec.texts.approved,
      updated: spec.texts.approved,
    },
  });
  const rejectForm = defineForm({
    create: reject,
    update: reject,
    fields: {
      reason: {
        kind: 'textarea',
        label: spec.texts.reason,
        placeholder: 'supportWork.change.reasonPlaceholder',
        rows: 3,
      },
    },
    texts: {
      create: spec.texts.rejectTitle,
      update: spec.texts.rejectTitle,
      description: spec.texts.rejectDescription,
      created: spec.texts.rejected,
      updated: spec.texts.rejected,
    },
  });
  return { approve, reject, approveForm, rejectForm };
}
