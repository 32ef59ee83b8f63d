import { type CardStatus, isStopReason, type StatusReason } from '#contract';

/** Where a user can go to deal with a stopped card. */
export type StopAction = 'cardList' | 'hardware';

export interface StopHelp {
  /** The key of the advice under `cardDetail.advice` (or `cardDetail.stop.unknown`). */
  adviceKey: string;
  actions: StopAction[];
}

const BY_REASON = {
  arrears: ['cardList'],
  over_quota: ['cardList'],
  expired: ['cardList'],
  user_request: ['cardList'],
  imei_mismatch: ['hardware'],
  real_name: ['hardware'],
} as const satisfies Record<string, StopAction[]>;

/**
 * What a suspended or cancelled card's user is told to do about it ("why was my card suspended,
 * and how do I get it back?"); null for a card in any other status.
 */
export function stopHelp(status: CardStatus, reason: StatusReason | null): StopHelp | null {
  if (status === 'cancelled') return { adviceKey: 'cardDetail.advice.cancelled', actions: [] };
  if (status !== 'suspended') return null;
  if (reason === null || !isStopReason(reason)) return { adviceKey: 'cardDetail.stop.unknown', actions: [] };
  return { adviceKey: `cardDetail.advice.${reason}`, actions: [...BY_REASON[reason]] };
}

/** The card list filtered to this one card, where its actions (resume, add-on, renew) are. */
export const cardListHref = (iccid: string) =>
  `#/card/list?num_type=iccid&number=${encodeURIComponent(iccid)}`;
