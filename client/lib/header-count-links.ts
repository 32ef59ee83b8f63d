import { hasCode, type Roles } from './session.ts';

/** The four header counts and the filtered card list each one opens (spec section 2, top bar). */
export const HEADER_COUNT_LINKS = [
  { key: 'count', labelKey: 'header.count', href: '#/card/list' },
  { key: 'normal_count', labelKey: 'common.inUse', href: '#/card/list?status=active' },
  { key: 'not_active', labelKey: 'common.pendingActivation', href: '#/card/list?status=pending' },
  { key: 'expiry_count', labelKey: 'field.expiringThisMonth', href: '#/card/list?expiring=1' },
] as const;

type HeaderCount = {
  key: (typeof HEADER_COUNT_LINKS)[number]['key'];
  labelKey: (typeof HEADER_COUNT_LINKS)[number]['labelKey'];
  /** The filtered card list, or null for a user who may not open it (a plain figure then). */
  href: string | null;
};

/** The top bar's counts for this user: links to the card list only with router_card_list. */
export function headerCounts(roles: Roles | null): HeaderCount[] {
  const linked = hasCode(roles, 'router_card_list');
  return HEADER_COUNT_LINKS.map((count) => ({ ...count, href: linked ? count.href : null }));
}
