import { QueryClient } from '@tanstack/react-query';
import { clearOnReset } from './api-outcomes.ts';

/** Failures are already handled by the request module's code table: no retries, no second toast. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A 403 empties the cache (api-outcomes.ts); the login page runs without one.
clearOnReset(queryClient);
