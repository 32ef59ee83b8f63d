import type { Endpoint } from './endpoint.ts';

/**
 * The method and path of each endpoint the portal calls on its login page and while it starts
 * (branding, logging in, the session, the event log), apart from the schemas: the client calls
 * them through these before it has loaded zod and the rest of the contract, so the login page's
 * JavaScript stays small (issue 21). Each endpoint spreads its address: a path is declared once.
 */
export const ADDRESSES = {
  loginConfig: { method: 'GET', path: '/login_config/' },
  login: { method: 'POST', path: '/login/' },
  clientInfo: { method: 'GET', path: '/client/info/' },
  permInfo: { method: 'GET', path: '/perminfo/' },
  codeLogin: { method: 'POST', path: '/c/code_login/' },
  sendLoginCode: { method: 'POST', path: '/send/dpassword/' },
  addEventLog: { method: 'POST', path: '/user_event_log/add/' },
} as const satisfies Record<string, Pick<Endpoint, 'method' | 'path'>>;

/** The deployed portal's version file (not under /ep/api), checked every 10 minutes by the portal. */
export const APP_VERSION_PATH = '/app/v1/version/version.json';
