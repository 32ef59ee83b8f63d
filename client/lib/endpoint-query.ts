import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { DataOf, Endpoint, QueryOf } from '#contract';
import { apiRequest } from './api-client.ts';

/**
 * Every query of the portal is keyed `[endpoint.path, query]`, and only here: a mutation
 * invalidates the endpoints whose answers it changed, never a hand-written key. Leaving a page
 * cancels its requests (TanStack Query's `signal` reaches `fetch`).
 */
export const endpointKey = <E extends Endpoint>(endpoint: E, query?: QueryOf<E>) =>
  query === undefined ? ([endpoint.path] as const) : ([endpoint.path, query] as const);

export const endpointQuery = <E extends Endpoint>(endpoint: E, query?: QueryOf<E>) =>
  queryOptions({
    queryKey: endpointKey(endpoint, query ?? ({} as QueryOf<E>)),
    queryFn: ({ signal }): Promise<DataOf<E>> => apiRequest(endpoint, { query, signal }),
  });

/** Marks every cached answer of these endpoints stale; those on screen fetch again. */
export const invalidate = (queryClient: QueryClient, ...endpoints: Endpoint[]) =>
  Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
