import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermCode } from '#contract';
import type { MessageKey } from '@/lib/i18n';

/**
 * One screen of the portal. Route tables are data: the guard, the sidebar and the tab bar all
 * derive from the same permission-filtered table. A page granted by a code is titled by the
 * code's name (`perm.<code>` in the catalogue: the menu label, tab label and document title read
 * exactly as the permission is named); a page open to every user names its own title.
 */
export type PageRoute = RouteFields &
  (
    | {
        /** The code that grants the page; its name is the page's title unless `titleKey` names another. */
        perm: PermCode;
        /**
         * A code granting several pages (router_spt_change_status: the card's status change and the
         * task centre's batch activation) leaves each its own title.
         */
        titleKey?: MessageKey;
      }
    | {
        perm?: undefined;
        /** Catalogue key of the page title, for pages every logged-in (or any) visitor may open. */
        titleKey: MessageKey;
      }
  );

interface RouteFields {
  path: string;
  icon?: LucideIcon;
  /** Reachable but never shown in the menu (detail pages). */
  hidden?: boolean;
  /** Pinned tab that cannot be closed. */
  affix?: boolean;
  /** The menu opens this public page in a new browser tab instead (e.g. '/api_doc'). */
  newTab?: string;
  /** Shows the floating online-service button (client logins only). */
  onlineService?: boolean;
  /**
   * The first page (login): renders without the services the other pages load first (TanStack
   * Query, the confirm dialog, zod, the catalogue's other strings), so it loads little (issue 21).
   */
  firstPage?: boolean;
  component: LazyExoticComponent<ComponentType>;
}

/** The catalogue key of a page's title: its permission's name, or its own title. */
export const titleKeyOf = (route: PageRoute): MessageKey => route.titleKey ?? `perm.${route.perm!}`;

export interface MenuGroup {
  titleKey: MessageKey;
  icon: LucideIcon;
  children: PageRoute[];
}

export type MenuEntry = PageRoute | MenuGroup;

export const isGroup = <E extends object>(entry: E): entry is Extract<E, { children: unknown }> =>
  'children' in entry;

/** A page of a menu as data: everything but its component (customer-menu.ts). */
export type PageData = PageRoute extends infer R
  ? R extends PageRoute
    ? Omit<R, 'component'>
    : never
  : never;

/** A menu as data: its pages and groups, each page given its component by path (`withPages`). */
export type MenuData = PageData | { titleKey: MessageKey; icon: LucideIcon; children: readonly PageData[] };

/** Every path of a menu declared `as const`. */
export type MenuPath<M extends readonly MenuData[]> = M[number] extends infer E
  ? E extends { children: readonly (infer P)[] }
    ? P extends { path: infer T extends string }
      ? T
      : never
    : E extends { path: infer T extends string }
      ? T
      : never
  : never;

/** A menu's pages given their components, by path: the route table the layout reads. */
export function withPages<M extends readonly MenuData[]>(
  menu: M,
  pages: Record<MenuPath<M>, LazyExoticComponent<ComponentType>>,
): MenuEntry[] {
  const page = (p: PageData): PageRoute => ({ ...p, component: pages[p.path as MenuPath<M>] }) as PageRoute;
  return menu.map((entry) =>
    'children' in entry ? { ...entry, children: entry.children.map(page) } : page(entry),
  );
}
