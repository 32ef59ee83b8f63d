import { useQuery } from '@tanstack/react-query';
import { indexLineChart } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** Daily data usage of the caller's cards over the last 30 days. */
const lineChartQuery = () => endpointQuery(indexLineChart);

export const useLineChart = (enabled: boolean) => useQuery({ ...lineChartQuery(), enabled });
