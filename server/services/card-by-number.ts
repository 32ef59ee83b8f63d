import type { CardStatus } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { perConnection } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';

/** A card as the whitelist, hardware and real-name actions need it. */
export interface NumberedCard {
  id: number;
  iccid: string;
  msisdn: string;
  status: CardStatus;
  client_id: number;
  main_client_id: number;
}

const COLUMNS = 'id, iccid, msisdn, status, client_id, main_client_id';
const byIccid = perConnection<[string], NumberedCard>(`select ${COLUMNS} from cards where iccid = upper(?)`);
const byMsisdn = perConnection<[string], NumberedCard>(`select ${COLUMNS} from cards where msisdn = ?`);

/** Any card by its full ICCID or MSISDN (the public pages), or undefined. */
export function cardByNumber({ sqlite }: Pick<AppDeps, 'sqlite'>, number: string): NumberedCard | undefined {
  return byIccid(sqlite).get(number) ?? byMsisdn(sqlite).get(number);
}

/** Whether the caller may act on the card: a main client on its tree, a sub-client on its own cards. */
function inScope(auth: AuthContext, card: Pick<NumberedCard, 'client_id' | 'main_client_id'>): boolean {
  const scope = scopeColumn(auth);
  return scope !== null && card[scope.column] === scope.clientId;
}

/** The caller's card by its full ICCID or MSISDN; another client's card is "not found". */
export function scopedCardByNumber(deps: AppDeps, auth: AuthContext, number: string): NumberedCard {
  const card = cardByNumber(deps, number);
  if (!card || !inScope(auth, card)) throw notFound('card_number_not_found', { number });
  return card;
}

const insertOperation = perConnection<[number, number | null, string, string, string, number]>(
  'insert into card_operations (card_id, user_id, username, action, detail, at) values (?, ?, ?, ?, ?, ?)',
);

/** One line of a card's operation log (card_operations): who did what, with its parameters. */
export function recordOperation(
  deps: AppDeps,
  who: { userId: number | null; username: string },
  cardId: number,
  action:
    | 'voice_whitelist_add'
    | 'voice_whitelist_remove'
    | 'hardware_bind'
    | 'hardware_unbind'
    | 'real_name',
  detail: Record<string, unknown>,
): void {
  insertOperation(deps.sqlite).run(
    cardId,
    who.userId,
    who.username,
    action,
    JSON.stringify(detail),
    deps.clock.now(),
  );
}
