/** The four header counts and the filtered card list each one opens (spec section 2, top bar). */
export const HEADER_COUNT_LINKS = [
  { key: 'count', labelKey: 'header.count', href: '#/card/list' },
  { key: 'normal_count', labelKey: 'header.normalCount', href: '#/card/list?status=active' },
  { key: 'not_active', labelKey: 'header.notActive', href: '#/card/list?status=pending' },
  { key: 'expiry_count', labelKey: 'header.expiryCount', href: '#/card/list?expiring=1' },
] as const;
