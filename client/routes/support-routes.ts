import { Building2 } from 'lucide-react';
import { lazy } from 'react';
import { accountRoutes } from './account-routes.ts';
import type { MenuEntry } from './types.ts';

/** The support menu (login_type support), in menu order. */
export const supportRoutes: MenuEntry[] = [
  {
    path: '/client',
    perm: 'router_spt_client',
    titleKey: 'menu.client',
    icon: Building2,
    affix: true,
    component: lazy(() => import('@/features/support/client-list-page')),
  },
  ...accountRoutes('support'),
];
