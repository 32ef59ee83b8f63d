/**
 * The public pages but the login page, by name. The route table reaches them through this module,
 * so the first script lists one chunk for all of them instead of every chunk each needs (issue 21).
 */
export const publicPages = {
  'forced-password-page': () => import('@/features/account/forced-password-page'),
  'forced-contact-page': () => import('@/features/account/forced-contact-page'),
  'protocol-sign-page': () => import('@/features/account/protocol-sign-page'),
  'register-page': () => import('@/features/register/register-page'),
  'register-progress-page': () => import('@/features/register/register-progress-page'),
  'voice-white-page': () => import('@/features/voice-whitelist/voice-white-page'),
  'real-name-page': () => import('@/features/real-name/real-name-page'),
  'card-h5-page': () => import('@/features/public-card/card-h5-page'),
  'card-qrcode-page': () => import('@/features/public-card/card-qrcode-page'),
  'wx-recharge-page': () => import('@/features/wx-recharge/wx-recharge-page'),
  'wx-recharge-confirm-page': () => import('@/features/wx-recharge/wx-recharge-confirm-page'),
  'customer-api-doc-page': () => import('@/features/api-doc/customer-api-doc-page'),
  'carrier-api-doc-page': () => import('@/features/api-doc/carrier-api-doc-page'),
  'redirect-page': () => import('@/features/redirect/redirect-page'),
  'upgrade-page': () => import('@/features/errors/upgrade-page'),
  'not-found-page': () => import('@/features/errors/not-found-page'),
  'unauthorized-page': () => import('@/features/errors/unauthorized-page'),
};
