import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermCode } from '#contract';

/**
 * One screen of the portal. Route tables are data: the guard, the sidebar and (later) the tab bar
 * all derive from the same permission-filtered table.
 */
export interface PageRoute {
  path: string;
  /** The code that grants the page; omitted for pages every logged-in user may open. */
  perm?: PermCode;
  /** i18n key of the page title (menu label, tab label, document title). */
  titleKey: string;
  icon?: LucideIcon;
  /** Reachable but never shown in the menu (detail pages). */
  hidden?: boolean;
  /** Pinned tab that cannot be closed. */
  affix?: boolean;
  /** The menu opens this public page in a new browser tab instead (e.g. '/api_doc'). */
  newTab?: string;
  /** Shows the floating online-service button (client logins only). */
  onlineService?: boolean;
  component: LazyExoticComponent<ComponentType>;
}

export interface MenuGroup {
  titleKey: string;
  icon: LucideIcon;
  children: PageRoute[];
}

export type MenuEntry = PageRoute | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;
