import type { CardActionResult } from '#contract';
import type { Translate } from '@/lib/i18n';

/** How many refused cards a toast names before it says "and N more". */
export const NAMED_FAILURES = 3;

interface ResultMessages {
  /** The success line, or null when no card was changed. */
  done: string | null;
  /** The failure line and the first reasons, or null when none failed. */
  failed: { title: string; reasons: string[] } | null;
}

/**
 * What a batch action's toasts say: how many cards succeeded, and for those refused, the first
 * few with their reasons (by ICCID when known). `t` is i18next's, with the card.list.result keys.
 */
export function resultMessages(result: CardActionResult, action: string, t: Translate): ResultMessages {
  const reasons = result.failed
    .slice(0, NAMED_FAILURES)
    .map((f) => `${f.iccid ?? `#${f.card_id}`}: ${f.reason}`);
  if (result.failed.length > NAMED_FAILURES) {
    reasons.push(t('card.list.result.more', { count: result.failed.length - NAMED_FAILURES }));
  }
  return {
    done: result.succeeded > 0 ? t('card.list.result.done', { action, count: result.succeeded }) : null,
    failed:
      result.failed.length > 0
        ? {
            title: t('card.list.result.failed', {
              action: action.toLowerCase(),
              count: result.failed.length,
            }),
            reasons,
          }
        : null,
  };
}
