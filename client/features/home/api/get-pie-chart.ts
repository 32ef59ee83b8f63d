import { useQuery } from '@tanstack/react-query';
import { indexPieChart } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The caller's cards by status and by carrier (both donuts share one request). */
const pieChartQuery = () => endpointQuery(indexPieChart);

export const usePieChart = (enabled: boolean) => useQuery({ ...pieChartQuery(), enabled });
