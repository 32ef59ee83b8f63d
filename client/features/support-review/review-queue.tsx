import type { AnyFormDeclaration } from '#contract';

/**
 * A review queue's row forms (issue 49): 通过 opens the approval (what it does, then confirm) and
 * 驳回 the rejection, whose reason the customer sees; both on the row's item only, so the
 * customer's own reason never fills the reviewer's.
 */
export const reviewForms = (approve: AnyFormDeclaration, reject: AnyFormDeclaration) => ({
  approve: { form: approve, record: (row: { id: number | string }) => ({ id: row.id }) },
  reject: { form: reject, record: (row: { id: number | string }) => ({ id: row.id, reason: '' }) },
});
