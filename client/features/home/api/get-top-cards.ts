import { useQuery } from '@tanstack/react-query';
import { indexTop5Table } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The caller's five cards with the most data used this month. */
const topCardsQuery = () => endpointQuery(indexTop5Table);

export const useTopCards = (enabled: boolean) => useQuery({ ...topCardsQuery(), enabled });
