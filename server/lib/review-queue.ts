import type { Endpoint } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { defineRoute } from '../define-route.ts';

/**
 * A support review queue, emulator side (issue 49): what the routes of every queue's 通过 and 驳回
 * share, declared once. A queue says how its automatic reviewer catches up, how an item is named
 * in the operation log, and its one review function (the one that reviewer calls on the clock):
 * an item settles once, and the later decision is refused with the queue's "already decided"
 * error, changing nothing. The contract side is contract/review-queue.ts.
 */

export type ReviewDecision = { approve: true } | { approve: false; reason: string };

export interface ReviewQueue<Id extends number | string> {
  /** The automatic reviewer decides what came due by `now`: a decision never races a due item. */
  settle(deps: AppDeps, now: number): void;
  /**
   * The item's client (null for a registration not yet approved) and its reference in the
   * operation log; throws the queue's "not found" error.
   */
  item(deps: AppDeps, id: Id): { clientId: number | null; ref: string };
  /** The queue's one review function: the item's new status, or its "already decided" error. */
  review(
    deps: AppDeps,
    id: Id,
    decision: ReviewDecision,
    reviewer: AuthContext['person'],
    now: number,
  ): string;
}

/**
 * Support decides an item of the queue, after its automatic reviewer caught up. The operation log
 * names the item's client and `ref=… decision=…` (its note is the rejection's reason), also when
 * the decision is refused.
 */
function decide<Id extends number | string>(
  queue: ReviewQueue<Id>,
  deps: AppDeps,
  auth: AuthContext,
  id: Id,
  decision: ReviewDecision,
  named: (operation: { clientId: number | null; object: string }) => void,
) {
  const now = deps.clock.now();
  queue.settle(deps, now);
  const object = (ref: string) => `ref=${ref} decision=${decision.approve ? 'approve' : 'reject'}`;
  const before = queue.item(deps, id);
  named({ clientId: before.clientId, object: object(before.ref) });
  const status = queue.review(deps, id, decision, auth.person, now);
  // A registration's approval opened its client: the log names it.
  if (before.clientId === null) {
    const after = queue.item(deps, id);
    named({ clientId: after.clientId, object: object(after.ref) });
  }
  return { id, status };
}

/** The queue's 通过 (`{ id }`) and 驳回 (`{ id, reason }`) routes. */
export function reviewDecisionRoutes<Id extends number | string>(
  queue: ReviewQueue<Id>,
  endpoints: { approve: Endpoint; reject: Endpoint },
) {
  return [
    defineRoute(endpoints.approve, (ctx) =>
      decide(queue, ctx.deps, ctx.auth, (ctx.body as { id: Id }).id, { approve: true }, (operation) => {
        ctx.request.operation = operation;
      }),
    ),
    defineRoute(endpoints.reject, (ctx) =>
      decide(
        queue,
        ctx.deps,
        ctx.auth,
        (ctx.body as { id: Id }).id,
        { approve: false, reason: (ctx.body as { reason: string }).reason },
        (operation) => {
          ctx.request.operation = operation;
        },
      ),
    ),
  ];
}
