import { atom, createStore } from 'jotai';
import type { clientInfo as clientInfoEndpoint, DataOf, PermCode } from '#contract';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { forgetSurvey } from './survey-state.ts';
import { cachedViewsAtom, viewGenerationsAtom, visitedViewsAtom } from './visited-views.ts';

type ClientInfo = DataOf<typeof clientInfoEndpoint>;

/** Codes the user holds; null until loaded after login. */
export interface Roles {
  menu: ReadonlySet<string>;
  func: ReadonlySet<string>;
}

const TOKEN_COOKIE = 'Admin-Token';
/** Spec section 9: the token cookie lives 10 hours. */
const TOKEN_MAX_AGE_SECONDS = 10 * 60 * 60;

/** One store for the session, so the request module (outside React) reads the same state. */
export const sessionStore = createStore();

const tokenBaseAtom = atom<string | null>(typeof document === 'undefined' ? null : readCookie(TOKEN_COOKIE));
export const tokenAtom = atom(
  (get) => get(tokenBaseAtom),
  (_get, set, token: string | null) => {
    if (token) writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE_SECONDS);
    else removeCookie(TOKEN_COOKIE);
    set(tokenBaseAtom, token);
  },
);
export const clientInfoAtom = atom<ClientInfo | null>(null);
export const rolesAtom = atom<Roles | null>(null);

export const hasCode = (roles: Roles | null, code: PermCode | string) =>
  roles !== null && (roles.menu.has(code) || roles.func.has(code));

export const getToken = () => sessionStore.get(tokenAtom);

/** Set once the page is being reloaded with a new token: the old page must not undo it. */
let reloadingWithNewToken = false;

/** Logout and 403: forget the token, identity and codes, close every tab, ask the survey again. */
export function clearSession(): void {
  // Between replaceTokenAndReload and the unload, the old page's last calls fail (aborted by the
  // reload, or 403 for a token the switch revoked): they must not delete the new token's cookie.
  if (reloadingWithNewToken) return;
  sessionStore.set(tokenAtom, null);
  sessionStore.set(clientInfoAtom, null);
  sessionStore.set(rolesAtom, null);
  sessionStore.set(visitedViewsAtom, []);
  sessionStore.set(cachedViewsAtom, []);
  sessionStore.set(viewGenerationsAtom, {});
  if (typeof sessionStorage !== 'undefined') forgetSurvey();
}

/**
 * Switching identity (support into a customer and back): the new token replaces the old one and
 * the app starts over, so nothing of the other identity stays on screen or in a cache.
 */
export function replaceTokenAndReload(token: string): void {
  clearSession();
  sessionStore.set(tokenAtom, token);
  reloadingWithNewToken = true;
  location.hash = '#/';
  location.reload();
}
