import { voiceWhiteCaptcha } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Sends the code to the card's own number; resolves with where it went and the resend wait. */
export const sendWhitelistCode = (cardNumber: string) =>
  apiRequest(voiceWhiteCaptcha, { body: { card_number: cardNumber } });
