import { describe, expect, it } from 'vitest';
import { HEADER_COUNT_LINKS, headerCounts } from '@/lib/header-count-links';
import type { Roles } from '@/lib/session';

const roles = (menu: string[], func: string[] = []): Roles => ({ menu: new Set(menu), func: new Set(func) });

describe('headerCounts (the top bar, spec section 2)', () => {
  it('links each count to its filtered card list for a user holding router_card_list', () => {
    expect(headerCounts(roles(['router_home', 'router_card_list']))).toEqual([
      { key: 'count', labelKey: 'header.count', href: '#/card/list' },
      { key: 'normal_count', labelKey: 'common.inUse', href: '#/card/list?status=active' },
      { key: 'not_active', labelKey: 'common.pendingActivation', href: '#/card/list?status=pending' },
      { key: 'expiry_count', labelKey: 'field.expiringThisMonth', href: '#/card/list?expiring=1' },
    ]);
  });

  it('keeps the same four counts and labels as plain figures (no href) without router_card_list', () => {
    const counts = headerCounts(roles(['router_home', 'router_billing_group'], ['func_view_vbg']));
    expect(counts.map(({ key, labelKey }) => ({ key, labelKey }))).toEqual(
      HEADER_COUNT_LINKS.map(({ key, labelKey }) => ({ key, labelKey })),
    );
    expect(counts.every((c) => c.href === null)).toBe(true);
  });

  it('links nothing before the codes are loaded', () => {
    expect(headerCounts(null).map((c) => c.href)).toEqual([null, null, null, null]);
  });
});
