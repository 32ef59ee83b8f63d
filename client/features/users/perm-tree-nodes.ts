import { PERMISSIONS, type PermCode } from '#contract';
import type { MessageKey } from '@/lib/i18n';
import { filterByCodes, flattenPages } from '@/lib/route-filter';
import { customerMenu } from '@/routes/customer-menu';
import { isGroup, type MenuData } from '@/routes/types';

/** The customer menu as data (no page components: no import circle through the route table). */
const MENU: readonly MenuData[] = customerMenu;

/** A branch of the tree: a menu group (or the other pages, or the functions) and its codes. */
interface Branch {
  key: string;
  titleKey: MessageKey;
  codes: PermCode[];
}

type Node = Branch | PermCode;

/**
 * The tree of what a group may be given, as the customer menu shows it: each menu group with its
 * pages, in menu order, filtered to the codes the account holds exactly as the menu itself is
 * filtered (spec section 6: a parent stays when any child does); then held pages no menu lists
 * yet, then the functions.
 */
export function treeOf(held: readonly PermCode[]): Node[] {
  const heldSet = new Set<string>(held);
  // A code once, though several pages may share it (a report and its hidden drill-down).
  const pages = (entries: typeof MENU) => [
    ...new Set(entries.flatMap((entry) => (!isGroup(entry) && entry.perm ? [entry.perm] : []))),
  ];
  const nodes: Node[] = filterByCodes(MENU, heldSet).flatMap((entry): Node[] => {
    if (!isGroup(entry)) return pages([entry]);
    const codes = pages(entry.children);
    return codes.length > 0 ? [{ key: entry.titleKey, titleKey: entry.titleKey, codes }] : [];
  });
  const inMenu = new Set<string>(flattenPages(MENU).flatMap((page) => (page.perm ? [page.perm] : [])));
  const otherPages = held.filter((c) => PERMISSIONS[c].kind === 'route' && !inMenu.has(c));
  if (otherPages.length > 0)
    nodes.push({ key: 'other', titleKey: 'users.group.otherMenus', codes: otherPages });
  const functions = held.filter((c) => PERMISSIONS[c].kind === 'func');
  if (functions.length > 0)
    nodes.push({ key: 'functions', titleKey: 'users.group.functions', codes: functions });
  return nodes;
}
