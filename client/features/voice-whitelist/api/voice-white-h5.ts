import { useMutation } from '@tanstack/react-query';
import { type BodyOf, voiceWhiteCaptcha, voiceWhiteH5Add, voiceWhiteH5Search } from '#contract';
import { apiRequest } from '@/lib/api-client';

/** Sends the code to the card's own number; resolves with where it went and the resend wait. */
export const sendWhitelistCode = (cardNumber: string) =>
  apiRequest(voiceWhiteCaptcha, { body: { card_number: cardNumber } });

export const useH5AddWhitelist = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof voiceWhiteH5Add>) => apiRequest(voiceWhiteH5Add, { body }),
  });

export const useH5SearchWhitelist = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof voiceWhiteH5Search>) => apiRequest(voiceWhiteH5Search, { body }),
  });
