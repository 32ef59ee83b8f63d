import { queryOptions, useQuery } from '@tanstack/react-query';
import { indexPieChart } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The caller's cards by status and by carrier (both donuts share one request). */
export const pieChartQuery = () =>
  queryOptions({ queryKey: ['index', 'pie_chart'], queryFn: () => apiRequest(indexPieChart) });

export const usePieChart = (enabled: boolean) => useQuery({ ...pieChartQuery(), enabled });
