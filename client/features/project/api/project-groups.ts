import { useQuery } from '@tanstack/react-query';
import { projectGroupOptions } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

export const useProjectGroupOptions = () => useQuery(endpointQuery(projectGroupOptions));
