import { clientInfo, permInfo } from '#contract';
import { apiRequest } from './api-client.ts';
import { isUnloading } from './page-unload.ts';
import { clearSession, clientInfoAtom, rolesAtom, sessionStore } from './session.ts';

let pending: Promise<void> | null = null;

/**
 * Loads the identity and codes for the current token (once, however many renders ask). On
 * failure the token is cleared and the guard sends the user to login; not when the page is being
 * left (a reload aborts the requests: the next page loads the session again).
 */
export function loadSession(): Promise<void> {
  pending ??= Promise.all([apiRequest(clientInfo), apiRequest(permInfo, { query: { is_sub: '0' } })])
    .then(([info, perms]) => {
      sessionStore.set(clientInfoAtom, info);
      sessionStore.set(rolesAtom, { menu: new Set(perms.menu_lst), func: new Set(perms.func_lst) });
    })
    .catch(() => {
      if (!isUnloading()) clearSession();
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
