import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { clientSearch } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Pages of the caller's clients matching `q`; the next page exists while `pagination.more`. */
export const clientSearchPages = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['common', 'client-search', q],
    queryFn: ({ pageParam }) => apiRequest(clientSearch, { query: { q: q || undefined, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.pagination.more ? page + 1 : undefined),
    staleTime: 30_000,
  });

/** The text of one client id (a value restored from the URL, say), or null when not visible. */
export const clientText = (id: string) =>
  queryOptions({
    queryKey: ['common', 'client-search', 'id', id],
    queryFn: async () => {
      const data = await apiRequest(clientSearch, { query: { client_id: Number(id) } });
      return data.items[0]?.text ?? null;
    },
    staleTime: 5 * 60_000,
  });
