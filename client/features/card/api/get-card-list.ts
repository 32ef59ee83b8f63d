import { cardList, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const CARD_LIST_KEY = ['card', 'list'] as const;

export const fetchCardList = (query: Record<string, string | number>) =>
  apiRequest(cardList, { query: query as QueryOf<typeof cardList> });
