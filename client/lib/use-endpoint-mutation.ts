import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf, Endpoint, QueryOf } from '#contract';
import { apiRequest } from './api-client.ts';
import { invalidate } from './endpoint-query.ts';

/** What a write sends: its query (a DELETE's id) and its body. */
export interface EndpointInput<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

interface EndpointMutationOptions {
  /** The endpoints whose answers the write changes: their cached answers are read again. */
  invalidates: readonly Endpoint[];
  /** The caller shows a plain refusal itself (a form, under its field): no toast for it. */
  showsErrors?: boolean;
}

/**
 * The one way the portal writes: an endpoint of the contract called through the request module
 * (its code table, toasts and redirects), and the named endpoints read again once it succeeded.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  { invalidates, showsErrors }: EndpointMutationOptions,
) {
  const queryClient = useQueryClient();
  return useMutation<DataOf<E>, Error, EndpointInput<E>>({
    mutationFn: (input) => apiRequest(endpoint, { ...input, showsErrors }),
    onSuccess: () => invalidate(queryClient, ...invalidates),
  });
}
