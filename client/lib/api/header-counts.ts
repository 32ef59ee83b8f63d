import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexHeader } from '#contract';
import { apiRequest } from '../api-client.ts';

/** The top bar's card counts; the home page shows the same query, fetched once. */
export const headerCountsQuery = () =>
  queryOptions({ queryKey: ['index', 'header'], queryFn: () => apiRequest(indexHeader) });

export const useHeaderCounts = (enabled = true) => useQuery({ ...headerCountsQuery(), enabled });
