import { cardExportList, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { CARD_EXPORT_KEY } from './card-actions.ts';

export { CARD_EXPORT_KEY };

export const fetchCardExports = (query: Record<string, string | number>) =>
  apiRequest(cardExportList, { query: query as QueryOf<typeof cardExportList> });
