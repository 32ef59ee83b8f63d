import { Code, CreditCard, House } from 'lucide-react';
import { lazy } from 'react';
import { accountRoutes } from './account-routes.ts';
import type { MenuEntry } from './types.ts';

/** The customer menu (login_type client and support_switch_client), in menu order. */
export const customerRoutes: MenuEntry[] = [
  {
    path: '/home',
    perm: 'router_home',
    titleKey: 'menu.home',
    icon: House,
    affix: true,
    onlineService: true,
    component: lazy(() => import('@/features/home/home-page')),
  },
  {
    titleKey: 'menu.card',
    icon: CreditCard,
    children: [
      {
        path: '/card/list',
        perm: 'router_card_list',
        titleKey: 'menu.cardList',
        onlineService: true,
        component: lazy(() => import('@/features/card/card-list-page')),
      },
      {
        path: '/card/detail/:card_id?',
        titleKey: 'menu.cardDetail',
        hidden: true,
        component: lazy(() => import('@/features/card/card-detail-page')),
      },
    ],
  },
  {
    titleKey: 'apiDoc.menu',
    icon: Code,
    children: [
      {
        path: '/api/api_doc',
        titleKey: 'apiDoc.apiDoc',
        newTab: '/api_doc',
        component: lazy(() => import('@/features/api-doc/open-in-new-tab-page')),
      },
    ],
  },
  ...accountRoutes('customer'),
];
