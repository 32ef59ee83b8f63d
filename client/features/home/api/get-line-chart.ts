import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexLineChart } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Daily data usage of the caller's cards over the last 30 days. */
export const lineChartQuery = () =>
  queryOptions({ queryKey: ['index', 'line_chart'], queryFn: () => apiRequest(indexLineChart) });

export const useLineChart = (enabled: boolean) => useQuery({ ...lineChartQuery(), enabled });
