import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexNotice } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The latest notices; under ['notices'], so marking one read anywhere refreshes it. */
export const homeNoticesQuery = () =>
  queryOptions({ queryKey: ['notices', 'home'], queryFn: () => apiRequest(indexNotice) });

export const useHomeNotices = () => useQuery(homeNoticesQuery());
