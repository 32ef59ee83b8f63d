import { useQuery } from '@tanstack/react-query';
import { indexHeader } from '#contract';
import { endpointQuery } from '../endpoint-query.ts';

/** The top bar's card counts; the home page shows the same query, fetched once. */
const headerCountsQuery = () => endpointQuery(indexHeader);

export const useHeaderCounts = (enabled = true) => useQuery({ ...headerCountsQuery(), enabled });
