import { useQuery } from '@tanstack/react-query';
import { indexConfig } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** Which panels the home page shows the caller, and the period its charts cover. */
const homeConfigQuery = () => endpointQuery(indexConfig);

export const useHomeConfig = () => useQuery(homeConfigQuery());
