import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signAgreement, userAgreement } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

type Module = 'base_module' | 'privacy_module';

const agreementQuery = (module: Module) => endpointQuery(userAgreement, { module });

/**
 * `signed` depends on who asks: a visitor's answer (never signed) is dropped as soon as the page
 * is left, so a login right after does not show it.
 */
export const useAgreement = (module: Module, { loggedIn }: { loggedIn: boolean }) =>
  useQuery({ ...agreementQuery(module), ...(loggedIn ? {} : { gcTime: 0 }) });

/** Signing changes that agreement's answer, and signing base_module (need_sign cleared) the other's too. */
export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (module: Module) => apiRequest(signAgreement, { body: { module } }),
    onSuccess: () => invalidate(queryClient, userAgreement),
  });
}
