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

  it('offers every held code exactly once, pages no menu lists yet under their own branch', () => {
    const held = codesForSide('client');
    const tree = treeOf(held);
    const offered = tree.flatMap((node) => (typeof node === 'string' ? [node] : node.codes));
    expect([...offered].sort()).toEqual([...held].sort());
    const other = tree.find((node) => typeof node !== 'string' && node.key === 'other');
    expect(other && typeof other !== 'string' && other.codes).toContain('router_sms_send');
    // The menu groups come in menu order, user management among them.
    const titles = tree.flatMap((node) => (typeof node === 'string' ? [] : [node.titleKey]));
    expect(titles.slice(0, 4)).toEqual(['menu.card', 'menu.hardware', 'menu.project', 'menu.userManagement']);
  });

  it('is empty for an account that holds nothing', () => {
    expect(treeOf([])).toEqual([]);
  });
});
