import { useQuery } from '@tanstack/react-query';
import { locateBrief } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

export const useLocateBrief = (enabled = true) => useQuery({ ...endpointQuery(locateBrief), enabled });
