import { describe, expect, it } from 'vitest';
import { filterByCodes, flattenPages } from '@/lib/route-filter';

interface Page {
  path: string;
  perm?: string;
}
interface PageGroup {
  title: string;
  children: Page[];
}

const home: Page = { path: '/home', perm: 'router_home' };
const profile: Page = { path: '/change_password_page' };
const cardList: Page = { path: '/card/list', perm: 'router_card_list' };
const billingGroup: Page = { path: '/billing_group', perm: 'router_billing_group' };
const cardGroup: PageGroup = { title: 'card', children: [cardList, billingGroup] };
const smsSend: Page = { path: '/sms/send', perm: 'router_sms_send' };
const smsGroup: PageGroup = { title: 'sms', children: [smsSend] };
const table: (Page | PageGroup)[] = [home, profile, cardGroup, smsGroup];

describe('filterByCodes (spec section 6)', () => {
  it('keeps a page whose code is granted', () => {
    expect(filterByCodes([home], new Set(['router_home']))).toEqual([home]);
  });

  it('drops a page whose code is not granted', () => {
    expect(filterByCodes([home], new Set(['router_card_list']))).toEqual([]);
  });

  it('keeps a page that needs no code, even with no codes at all', () => {
    expect(filterByCodes([profile], new Set())).toEqual([profile]);
  });

  it('keeps a group when any child is allowed, with only the allowed children', () => {
    const filtered = filterByCodes(table, new Set(['router_home', 'router_billing_group']));
    expect(filtered).toEqual([home, profile, { title: 'card', children: [billingGroup] }]);
  });

  it('keeps a group whole when every child is allowed', () => {
    const filtered = filterByCodes([cardGroup], new Set(['router_card_list', 'router_billing_group']));
    expect(filtered).toEqual([cardGroup]);
  });

  it('drops a group when none of its children is allowed', () => {
    const filtered = filterByCodes(table, new Set(['router_home', 'router_card_list']));
    expect(filtered.map((entry) => ('children' in entry ? entry.title : entry.path))).toEqual([
      '/home',
      '/change_password_page',
      'card',
    ]);
  });

  it('leaves the original table untouched', () => {
    filterByCodes(table, new Set(['router_billing_group']));
    expect(cardGroup.children).toEqual([cardList, billingGroup]);
  });
});

describe('flattenPages', () => {
  it('lists the pages of a table with groups flattened, in order', () => {
    expect(flattenPages(table).map((page) => page.path)).toEqual([
      '/home',
      '/change_password_page',
      '/card/list',
      '/billing_group',
      '/sms/send',
    ]);
  });

  it('lists only the allowed pages of a filtered table', () => {
    const menu = filterByCodes(table, new Set(['router_billing_group', 'router_sms_send']));
    expect(flattenPages(menu).map((page) => page.path)).toEqual([
      '/change_password_page',
      '/billing_group',
      '/sms/send',
    ]);
  });

  it('gives nothing for an empty table', () => {
    expect(flattenPages([])).toEqual([]);
  });
});
