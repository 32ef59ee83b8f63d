import { ADDRESSES, type Address, type clientInfo, type permInfo } from '#contract';
import { apiRequest } from './api-client.ts';
import { isUnloading } from './page-unload.ts';
import { clearSession, clientInfoAtom, rolesAtom, sessionStore } from './session.ts';

// By their addresses: a start with a token does not wait for the schemas before asking.
const info: Address<typeof clientInfo> = ADDRESSES.clientInfo;
const perms: Address<typeof permInfo> = ADDRESSES.permInfo;

let pending: Promise<void> | null = null;

/**
 * Loads the identity and codes for the current token (once, however many renders ask). On
 * failure the token is cleared and the guard sends the user to login; not when the page is being
 * left (a reload aborts the requests: the next page loads the session again).
 */
export function loadSession(): Promise<void> {
  pending ??= Promise.all([apiRequest(info), apiRequest(perms, { query: { is_sub: '0' } })])
    .then(([identity, codes]) => {
      sessionStore.set(clientInfoAtom, identity);
      sessionStore.set(rolesAtom, { menu: new Set(codes.menu_lst), func: new Set(codes.func_lst) });
    })
    .catch(() => {
      if (!isUnloading()) clearSession();
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
