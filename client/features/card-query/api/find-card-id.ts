import { cardGetId, type NumType } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** The id of the caller's card with this full number (a 404 toasts "no such card"). */
export const findCardId = async (number: string, numType: NumType) =>
  (await apiRequest(cardGetId, { query: { number, num_type: numType } })).card_id;
