import { QueryClient } from '@tanstack/react-query';

/** Failures are already handled by the request module's code table: no retries, no second toast. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
