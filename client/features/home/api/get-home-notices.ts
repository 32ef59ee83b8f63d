import { useQuery } from '@tanstack/react-query';
import { indexNotice } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The latest notices; one of NOTICE_LISTS, so marking one read anywhere refreshes it. */
const homeNoticesQuery = () => endpointQuery(indexNotice);

export const useHomeNotices = () => useQuery(homeNoticesQuery());
