import { describe, expect, it } from 'vitest';
import { codesForSide, type PermCode } from '#contract';
import { treeOf } from '@/features/users/perm-tree-nodes';

describe('the permission tree of /perm_group', () => {
  it('follows the customer menu, keeping a menu only when the account holds one of its pages', () => {
    const held: PermCode[] = [
      'func_export_data',
      'router_card_status',
      'router_home',
      'router_project_group',
    ];
    expect(treeOf(held)).toEqual([
      'router_home',
      { key: 'menu.card', titleKey: 'menu.card', codes: ['router_card_status'] },
      { key: 'menu.project', titleKey: 'menu.project', codes: ['router_project_group'] },
      { key: 'functions', titleKey: 'users.group.functions', codes: ['func_export_data'] },
    ]);
  });

  it('offers every held code exactly once, each page under its menu group', () => {
    const held = codesForSide('client');
    const tree = treeOf(held);
    const offered = tree.flatMap((node) => (typeof node === 'string' ? [node] : node.codes));
    expect([...offered].sort()).toEqual([...held].sort());
    // Every customer page is in the menu now, so no page needs the branch of pages no menu lists.
    expect(tree.find((node) => typeof node !== 'string' && node.key === 'other')).toBeUndefined();
    // The menu groups come in menu order, user management among them.
    const titles = tree.flatMap((node) => (typeof node === 'string' ? [] : [node.titleKey]));
    expect(titles.slice(0, 6)).toEqual([
      'menu.card',
      'menu.hardware',
      'menu.project',
      'menu.sms',
      'menu.strategy',
      'menu.userManagement',
    ]);
  });

  it('is empty for an account that holds nothing', () => {
    expect(treeOf([])).toEqual([]);
  });
});
