import { onApiOutcome } from '@/lib/api-client';
import { currentFullPath, navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { clearSession } from '@/lib/session';

/** The query cache, once the pages that use it have loaded (query-client.ts): the login page has none. */
let queryCache: { clear(): void } | null = null;
export const clearOnReset = (cache: { clear(): void }) => {
  queryCache = cache;
};

/** What the portal does with each outcome of the code table. */
export function installApiOutcomes(): void {
  onApiOutcome((outcome) => {
    switch (outcome.kind) {
      case 'silent':
        return;
      case 'token-invalid': {
        clearSession();
        queryCache?.clear();
        // Spec section 8: 403 goes to /login. The guard does so for the pages under it; the forced
        // steps (/change_password, /change_contact, /protocol/:module) render without a token, so
        // without this their form would just stop working.
        const here = currentFullPath();
        if (!here.startsWith('/login'))
          navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
        return;
      }
      case 'upgrade':
        navigate('/upgrade', { replace: true });
        return;
      case 'no-permission':
      case 'error':
        notify.error(outcome.message);
    }
  });
}
