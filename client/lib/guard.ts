/**
 * The navigation guard of spec section 2 as a pure decision, run on every navigation.
 */
export interface GuardState {
  /** The path without query, and the full path with it (for `?redirect=`). */
  path: string;
  fullPath: string;
  isPublic: boolean;
  hasToken: boolean;
  /** Client info and permissions have been loaded for the current token. */
  loaded: boolean;
  needChanged: boolean;
  needConfirm: boolean;
  /** A main client that has yet to sign the user agreement. */
  needSign: boolean;
  /** Whether the path is a known page, and whether the user's codes grant it. */
  route: 'allowed' | 'forbidden' | 'unknown';
  /** Where `/` leads: the first page the user may open. */
  homePath: string;
}

type GuardDecision = { type: 'render' } | { type: 'load' } | { type: 'redirect'; to: string };

export const FORCED_PATHS = {
  password: '/change_password',
  contact: '/change_contact',
  agreement: '/protocol/base_module',
} as const;

export function decideNavigation(s: GuardState): GuardDecision {
  if (!s.hasToken) {
    return s.isPublic
      ? { type: 'render' }
      : { type: 'redirect', to: `/login?redirect=${encodeURIComponent(s.fullPath)}` };
  }
  // With a token, the login page stays reachable (to switch accounts).
  if (s.path === '/login') return { type: 'render' };
  if (!s.loaded) return { type: 'load' };

  const forced = s.needChanged
    ? FORCED_PATHS.password
    : s.needConfirm
      ? FORCED_PATHS.contact
      : s.needSign
        ? FORCED_PATHS.agreement
        : null;
  if (forced) return s.path === forced ? { type: 'render' } : { type: 'redirect', to: forced };

  if (s.isPublic) return { type: 'render' };
  if (s.path === '/') return { type: 'redirect', to: s.homePath };
  if (s.route === 'unknown') return { type: 'redirect', to: '/404' };
  if (s.route === 'forbidden') return { type: 'redirect', to: '/401' };
  return { type: 'render' };
}
