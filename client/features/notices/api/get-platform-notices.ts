import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { platformNotices } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

const platformNoticesQuery = (page: number, pageSize: number) =>
  queryOptions({
    ...endpointQuery(platformNotices, { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });

export const usePlatformNotices = (page: number, pageSize: number) =>
  useQuery(platformNoticesQuery(page, pageSize));
