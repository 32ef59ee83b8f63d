import { lazy } from 'react';
import type { PageRoute } from './types.ts';

/** Account pages under the layout, reached from the user menu: never in the sidebar. */
export const accountRoutes = (side: 'customer' | 'support'): PageRoute[] => [
  {
    path: '/change_password_page',
    titleKey: 'account.changePassword',
    hidden: true,
    component: lazy(() => import('@/features/account/password-page')),
  },
  {
    path: '/change_contact_page',
    titleKey: 'account.changeContact',
    hidden: true,
    component: lazy(() => import('@/features/account/contact-page')),
  },
  {
    path: '/platform_notice',
    titleKey: 'common.notices.title',
    hidden: true,
    component: lazy(() => import('@/features/notices/platform-notice-page')),
  },
  ...(side === 'customer' ? customerOnly : []),
];

/** The WeChat check and the agreement exist for customers only. */
const customerOnly: PageRoute[] = [
  {
    path: '/change_wx_page',
    titleKey: 'account.changeWx',
    hidden: true,
    component: lazy(() => import('@/features/account/wx-page')),
  },
  {
    path: '/protocol',
    titleKey: 'account.agreementTitle',
    hidden: true,
    component: lazy(() => import('@/features/account/protocol-page')),
  },
];
