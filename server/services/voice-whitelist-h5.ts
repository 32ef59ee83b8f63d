import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { cardByNumber, type NumberedCard } from './card-by-number.ts';
import { checkCode, sendCode, spendCode, verifyCode } from './codes.ts';
import { maskNumber } from './public-card.ts';
import { addNumbers, cardWhitelist, H5_ACTOR } from './voice-whitelist.ts';

/**
 * The public whitelist pages (/voiceWhite/add, /voiceWhite/search): whoever holds the card proves
 * it with a code sent by SMS to the card's own number, then adds a number or reads the list.
 */
function publicCard(deps: AppDeps, number: string): NumberedCard {
  const card = cardByNumber(deps, number);
  if (!card) throw notFound('public_card_not_found');
  return card;
}

/** Sends the code to the card's MSISDN (rate limited per number like every code). */
export function sendWhitelistCode(deps: AppDeps, log: FastifyBaseLogger, number: string, address: string) {
  const card = publicCard(deps, number);
  if (card.status === 'cancelled') {
    throw badRequest('voice_card_cancelled', { number: maskNumber(card.iccid, 6, 4) });
  }
  const sent = sendCode(deps, log, card.msisdn, 'voice_whitelist', address);
  return { sent_to: maskNumber(card.msisdn, 3, 4), ...sent };
}

/** The code is used up only when the add succeeds: a refused number can be corrected and sent again. */
export function addFromH5(deps: AppDeps, number: string, phone: string, code: string, address: string) {
  const card = publicCard(deps, number);
  // Checked outside the transaction, so a wrong guess stays counted when the add is refused.
  const codeId = checkCode(deps, card.msisdn, 'voice_whitelist', code, address);
  deps.sqlite.transaction(() => {
    addNumbers(deps, H5_ACTOR, card, [phone], 'h5');
    spendCode(deps, codeId);
  })();
  return cardWhitelist(deps, card, true);
}

export function searchFromH5(deps: AppDeps, number: string, code: string, address: string) {
  const card = publicCard(deps, number);
  verifyCode(deps, card.msisdn, 'voice_whitelist', code, address);
  return cardWhitelist(deps, card, true);
}
