import { lazy } from 'react';
import LoginPage from '@/features/auth/login-page';
import type { publicPages } from './public-pages.ts';
import type { PageRoute } from './types.ts';

/** A public page, loaded through public-pages.ts when it is first shown. */
const publicPage = (name: keyof typeof publicPages) =>
  lazy(() => import('./public-pages.ts').then((m) => m.publicPages[name]()));

/** Pages reachable without login; they render outside the layout. */
export const publicRoutes: PageRoute[] = [
  {
    path: '/login',
    titleKey: 'auth.title',
    firstPage: true,
    // In the first script itself: the login page does not wait for a second one.
    component: lazy(async () => ({ default: LoginPage })),
  },
  // The steps the guard forces before the portal opens (spec section 2).
  {
    path: '/change_password',
    titleKey: 'account.changePassword',
    component: publicPage('forced-password-page'),
  },
  {
    path: '/change_contact',
    titleKey: 'account.changeContact',
    component: publicPage('forced-contact-page'),
  },
  {
    path: '/protocol/:module',
    titleKey: 'account.agreementTitle',
    component: publicPage('protocol-sign-page'),
  },
  // Self-registration, only where the platform is hosted_on_ec.
  {
    path: '/register',
    titleKey: 'register.title',
    component: publicPage('register-page'),
  },
  {
    path: '/register_progress',
    titleKey: 'common.auth.registerProgress',
    component: publicPage('register-progress-page'),
  },
  // The card user's H5 pages (phones): voice whitelist (/voiceWhite/:module, add or search) and real name.
  {
    path: '/voiceWhite/add',
    titleKey: 'voiceWhitelist.h5.addTitle',
    component: publicPage('voice-white-page'),
  },
  {
    path: '/voiceWhite/search',
    titleKey: 'voiceWhitelist.h5.searchTitle',
    component: publicPage('voice-white-page'),
  },
  {
    path: '/realName',
    titleKey: 'common.realNameVerification',
    component: publicPage('real-name-page'),
  },
  // The card user's own lookup, by number (/cardH5) or from the package's QR code.
  {
    path: '/cardH5',
    titleKey: 'publicCard.title',
    component: publicPage('card-h5-page'),
  },
  {
    path: '/card_qrcode_info/card/:card_id',
    titleKey: 'publicCard.qrTitle',
    component: publicPage('card-qrcode-page'),
  },
  // The card user's WeChat recharge: choose an add-on package and pay, then follow the order.
  {
    path: '/wx_recharge',
    titleKey: 'perm.function_wechat_charge',
    component: publicPage('wx-recharge-page'),
  },
  {
    path: '/wx_recharge_confirm',
    titleKey: 'wxRecharge.resultTitle',
    component: publicPage('wx-recharge-confirm-page'),
  },
  // API documents, opened from the menus in a new tab.
  {
    path: '/api_doc',
    titleKey: 'perm.router_spt_api_doc',
    component: publicPage('customer-api-doc-page'),
  },
  {
    path: '/carrier_doc',
    titleKey: 'perm.router_spt_carrier_api',
    component: publicPage('carrier-api-doc-page'),
  },
  // /redirect/:path(.*): table link cells open any page through it.
  {
    path: '/redirect/*',
    titleKey: 'common.loading',
    component: publicPage('redirect-page'),
  },
  {
    path: '/upgrade',
    titleKey: 'errors.upgrading',
    component: publicPage('upgrade-page'),
  },
  {
    path: '/404',
    titleKey: 'errors.notFoundTitle',
    component: publicPage('not-found-page'),
  },
  {
    path: '/401',
    titleKey: 'errors.unauthorizedTitle',
    component: publicPage('unauthorized-page'),
  },
];
