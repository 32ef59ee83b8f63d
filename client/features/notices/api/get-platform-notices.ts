import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { platformNotices } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const platformNoticesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['notices', 'all', page, pageSize],
    queryFn: () => apiRequest(platformNotices, { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });

export const usePlatformNotices = (page: number, pageSize: number) =>
  useQuery(platformNoticesQuery(page, pageSize));
