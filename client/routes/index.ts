import { filterByCodes, flattenPages } from '@/lib/route-filter';
import type { Roles } from '@/lib/session';
import { customerRoutes } from './customer-routes.ts';
import { supportRoutes } from './support-routes.ts';
import type { MenuEntry, PageRoute } from './types.ts';

interface UserRoutes {
  /** The menu as the user may see it. */
  menu: MenuEntry[];
  /** Every page the user may open. */
  allowed: PageRoute[];
  /** Every page of the user's side, allowed or not (to tell 401 from 404). */
  all: PageRoute[];
}

/** Support logins use the support menu, everyone else (a switched support user too) the customer menu. */
export function routesFor(isSupportView: boolean, roles: Roles): UserRoutes {
  const table = isSupportView ? supportRoutes : customerRoutes;
  const codes = new Set([...roles.menu, ...roles.func]);
  const menu = filterByCodes(table, codes);
  return { menu, allowed: flattenPages(menu), all: flattenPages(table) };
}
