import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { clientSearch } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';

/**
 * Pages of the caller's clients matching `q`, keyed by the search without its page (the pages
 * are the infinite query's); the next page exists while `pagination.more`.
 */
export const clientSearchPages = (q: string) => {
  const query = { q: q || undefined };
  return infiniteQueryOptions({
    queryKey: endpointKey(clientSearch, query),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(clientSearch, { query: { ...query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.pagination.more ? page + 1 : undefined),
    staleTime: 30_000,
  });
};

/** The text of one client id (a value restored from the URL, say), or null when not visible. */
export const clientText = (id: string) =>
  queryOptions({
    ...endpointQuery(clientSearch, { client_id: Number(id) }),
    select: (data) => data.items[0]?.text ?? null,
    staleTime: 5 * 60_000,
  });
