import { useQuery } from '@tanstack/react-query';
import { userAgreement } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

type Module = 'base_module' | 'privacy_module';

const agreementQuery = (module: Module) => endpointQuery(userAgreement, { module });

/**
 * `signed` depends on who asks: a visitor's answer (never signed) is dropped as soon as the page
 * is left, so a login right after does not show it.
 */
export const useAgreement = (module: Module, { loggedIn }: { loggedIn: boolean }) =>
  useQuery({ ...agreementQuery(module), ...(loggedIn ? {} : { gcTime: 0 }) });
