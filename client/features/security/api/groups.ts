import { useQuery } from '@tanstack/react-query';
import { sapGroupOptions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The caller's directed groups, for the filters and pickers of the three flexible directed access pages. */
export const useSapGroupOptions = () => useQuery(endpointQuery(sapGroupOptions));
