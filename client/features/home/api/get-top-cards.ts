import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexTop5Table } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The caller's five cards with the most data used this month. */
export const topCardsQuery = () =>
  queryOptions({ queryKey: ['index', 'top5_table'], queryFn: () => apiRequest(indexTop5Table) });

export const useTopCards = (enabled: boolean) => useQuery({ ...topCardsQuery(), enabled });
