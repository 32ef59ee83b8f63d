import { type QueryOf, supportClientList } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const CLIENT_LIST_KEY = ['support', 'clients'] as const;

export const fetchClientList = (query: Record<string, string | number>) =>
  apiRequest(supportClientList, { query: query as QueryOf<typeof supportClientList> });
