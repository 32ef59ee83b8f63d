import { onApiOutcome } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import { queryClient } from './query-client.ts';

/** What the portal does with each outcome of the code table. */
export function installApiOutcomes(): void {
  onApiOutcome((outcome) => {
    switch (outcome.kind) {
      case 'silent':
        return;
      case 'token-invalid':
        // The guard sees no token and sends the user to /login?redirect=<this page>.
        clearSession();
        queryClient.clear();
        return;
      case 'upgrade':
        navigate('/upgrade', { replace: true });
        return;
      case 'no-permission':
      case 'error':
        notify.error(outcome.message);
    }
  });
}
