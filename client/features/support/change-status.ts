/** The card a support status change is for: its id (the body's card_id) and its ICCID (the dialog's title). */
export interface ChangeTarget {
  card_id: number;
  iccid: string;
  /** The one status the card can go to: stopped when in use, in use when stopped. */
  status: 'active' | 'suspended';
}

/** The change a card allows (stop one in use, resume a stopped one), or null for any other status. */
export function changeTargetOf(card: { id: number; iccid: string; status: string }): ChangeTarget | null {
  if (card.status === 'active') return { card_id: card.id, iccid: card.iccid, status: 'suspended' };
  if (card.status === 'suspended') return { card_id: card.id, iccid: card.iccid, status: 'active' };
  return null;
}
