import { type ActivationSource, type CardStatus, type Lang, operatorLabel } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { nameIn, wordsIn } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';

const cardOf = perConnection<
  [number],
  {
    id: number;
    iccid: string;
    status: CardStatus;
    activated_at: number | null;
    expires_at: number | null;
    plan_name: string;
    plan_name_en: string;
    client_id: number;
    main_client_id: number;
  }
>(
  `select c.id, c.iccid, c.status, c.activated_at, c.expires_at, p.name as plan_name, p.name_en as plan_name_en, c.client_id, c.main_client_id
   from cards c join plans p on p.id = c.plan_id where c.id = ?`,
);
const activatedEvent = perConnection<[number], { at: number; operator: string }>(
  `select at, operator from card_status_events where card_id = ? and reason = 'activated'
   order by at desc, id desc limit 1`,
);
const activateOperation = perConnection<[number], { at: number; username: string }>(
  `select at, username from card_operations where card_id = ? and action = 'activate'
   order by at desc, id desc limit 1`,
);

/**
 * When, how and by whom a card was activated: its latest 'activated' status event, and the
 * portal operation behind it when a user activated it (the carrier activates cards on first use).
 */
export function cardActivation(deps: AppDeps, auth: AuthContext, cardId: number, lang: Lang) {
  const scope = scopeColumn(auth);
  const card = scope ? cardOf(deps.sqlite).get(cardId) : undefined;
  if (!card || !scope || card[scope.column] !== scope.clientId) {
    throw notFound('card_id_not_found', { id: cardId });
  }
  const event = activatedEvent(deps.sqlite).get(cardId);
  const operation = activateOperation(deps.sqlite).get(cardId);
  const at = event?.at ?? card.activated_at;
  if (at === null) return { card_id: card.id, iccid: card.iccid, status: card.status, activation: null };
  const byUser = operation !== undefined && (!event || operation.at >= event.at);
  const source: ActivationSource = byUser
    ? 'portal'
    : event?.operator === 'platform'
      ? 'platform'
      : 'carrier';
  const operator = byUser ? operation.username : operatorLabel(event?.operator ?? 'carrier', wordsIn(lang));
  return {
    card_id: card.id,
    iccid: card.iccid,
    status: card.status,
    activation: {
      at: formatDateTime(byUser ? operation.at : at)!,
      source,
      operator,
      expires_at: formatDate(card.expires_at),
      plan_name: nameIn(card, 'plan_name', lang),
    },
  };
}
