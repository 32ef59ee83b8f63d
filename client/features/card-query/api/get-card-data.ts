import { cardDataSearch, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const CARD_DATA_KEY = ['card', 'data-search'] as const;

export const fetchCardData = (query: Record<string, string | number>) =>
  apiRequest(cardDataSearch, { query: query as QueryOf<typeof cardDataSearch> });
