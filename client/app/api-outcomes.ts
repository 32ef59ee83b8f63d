import { toast } from 'sonner';
import { onApiOutcome } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';
import { clearSession } from '@/lib/session';
import { queryClient } from './query-client.ts';

/** Spec section 8: toasts for errors are shown 5 s. */
export const ERROR_TOAST_MS = 5000;

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
        toast.error(outcome.message, { duration: ERROR_TOAST_MS });
    }
  });
}
