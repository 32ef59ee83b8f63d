import { type CardStatus, isStopReason, type StatusReason } from '#contract';
import type { MessageKey } from '@/lib/i18n';

/** Where a user can go to deal with a stopped card. */
type StopAction = 'cardList' | 'hardware' | 'speccard';

interface StopHelp {
  /** The key of the advice under `card.detail.advice` (or `card.detail.stop.unknown`). */
  adviceKey: MessageKey;
  actions: StopAction[];
}

const BY_REASON = {
  arrears: ['cardList'],
  over_quota: ['cardList'],
  expired: ['cardList'],
  user_request: ['cardList'],
  imei_mismatch: ['hardware'],
  real_name: ['hardware'],
  warning_rule: ['cardList'],
  // Resumed by a special-card resume application (/speccard_resume), not from the card list.
  violation: ['speccard'],
  // Resumed by the platform when the month starts over; the card list shows it meanwhile.
  over_1g: ['cardList'],
} as const satisfies Record<string, StopAction[]>;

/**
 * What a suspended or cancelled card's user is told to do about it ("why was my card suspended,
 * and how do I get it back?"); null for a card in any other status.
 */
export function stopHelp(status: CardStatus, reason: StatusReason | null): StopHelp | null {
  if (status === 'cancelled') return { adviceKey: 'card.detail.advice.cancelled', actions: [] };
  if (status !== 'suspended') return null;
  if (reason === null || !isStopReason(reason)) return { adviceKey: 'card.detail.stop.unknown', actions: [] };
  return { adviceKey: `card.detail.advice.${reason}`, actions: [...BY_REASON[reason]] };
}

/** The card list filtered to this one card, where its actions (resume, add-on, renew) are. */
export const cardListHref = (iccid: string) =>
  `#/card/list?num_type=iccid&number=${encodeURIComponent(iccid)}`;
