import { lazy } from 'react';
import type { PageRoute } from './types.ts';

/** Pages reachable without login; they render outside the layout. */
export const publicRoutes: PageRoute[] = [
  { path: '/login', titleKey: 'auth.title', component: lazy(() => import('@/features/auth/login-page')) },
  // The steps the guard forces before the portal opens (spec section 2).
  {
    path: '/change_password',
    titleKey: 'account.changePassword',
    component: lazy(() => import('@/features/account/forced-password-page')),
  },
  {
    path: '/change_contact',
    titleKey: 'account.changeContact',
    component: lazy(() => import('@/features/account/forced-contact-page')),
  },
  {
    path: '/protocol/:module',
    titleKey: 'account.agreementTitle',
    component: lazy(() => import('@/features/account/protocol-sign-page')),
  },
  // Self-registration, only where the platform is hosted_on_ec.
  {
    path: '/register',
    titleKey: 'register.title',
    component: lazy(() => import('@/features/register/register-page')),
  },
  {
    path: '/register_progress',
    titleKey: 'auth.registerProgress',
    component: lazy(() => import('@/features/register/register-progress-page')),
  },
  // The card user's H5 pages (phones): voice whitelist (/voiceWhite/:module, add or search) and real name.
  {
    path: '/voiceWhite/add',
    titleKey: 'voiceWhitelist.h5.addTitle',
    component: lazy(() => import('@/features/voice-whitelist/voice-white-page')),
  },
  {
    path: '/voiceWhite/search',
    titleKey: 'voiceWhitelist.h5.searchTitle',
    component: lazy(() => import('@/features/voice-whitelist/voice-white-page')),
  },
  {
    path: '/realName',
    titleKey: 'realName.title',
    component: lazy(() => import('@/features/real-name/real-name-page')),
  },
  // The card user's own lookup, by number (/cardH5) or from the package's QR code.
  {
    path: '/cardH5',
    titleKey: 'publicCard.title',
    component: lazy(() => import('@/features/public-card/card-h5-page')),
  },
  {
    path: '/card_qrcode_info/card/:card_id',
    titleKey: 'publicCard.qrTitle',
    component: lazy(() => import('@/features/public-card/card-qrcode-page')),
  },
  // API documents, opened from the menus in a new tab.
  {
    path: '/api_doc',
    titleKey: 'perm.router_spt_api_doc',
    component: lazy(() => import('@/features/api-doc/customer-api-doc-page')),
  },
  {
    path: '/carrier_doc',
    titleKey: 'perm.router_spt_carrier_api',
    component: lazy(() => import('@/features/api-doc/carrier-api-doc-page')),
  },
  // /redirect/:path(.*): table link cells open any page through it.
  {
    path: '/redirect/*',
    titleKey: 'common.loading',
    component: lazy(() => import('@/features/redirect/redirect-page')),
  },
  {
    path: '/upgrade',
    titleKey: 'errors.upgrading',
    component: lazy(() => import('@/features/errors/upgrade-page')),
  },
  {
    path: '/404',
    titleKey: 'errors.notFoundTitle',
    component: lazy(() => import('@/features/errors/not-found-page')),
  },
  {
    path: '/401',
    titleKey: 'errors.unauthorizedTitle',
    component: lazy(() => import('@/features/errors/unauthorized-page')),
  },
];
