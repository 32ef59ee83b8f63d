import {
  type CardWhitelist,
  carrierRefusesPhone,
  voiceWhitelistList,
  WHITELIST_EFFECT_MINUTES,
  WHITELIST_MAX_PER_CARD,
  type WhitelistRow,
  type WhitelistStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { type NumberedCard, recordOperation } from './card-by-number.ts';
import { scopeColumn } from './card-scope.ts';
import { maskNumber } from './public-card.ts';

type Source = 'portal' | 'batch' | 'h5';
/** Who changed a whitelist: a portal user, or the card's user on the H5 page. */
export interface Actor {
  userId: number | null;
  username: string;
}
export const H5_ACTOR: Actor = { userId: null, username: 'H5' };

const EFFECT_MS = WHITELIST_EFFECT_MINUTES * 60_000;

const duePending = perConnection<[number], { id: number; phone: string }>(
  "select id, phone from voice_whitelist where status = 'pending' and created_at <= ?",
);
const setStatus = perConnection<[WhitelistStatus, number]>(
  'update voice_whitelist set status = ? where id = ?',
);

/**
 * The carrier's answer to the numbers sent to it, as of `now`: a number is in effect
 * WHITELIST_EFFECT_MINUTES after it was added, or refused then when it is a premium or service
 * number. Run when the clock moves and before whitelists are read (the clock also runs by itself).
 */
export function settleWhitelists({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = duePending(sqlite).all(now - EFFECT_MS);
  if (due.length === 0) return;
  sqlite.transaction(() => {
    for (const { id, phone } of due)
      setStatus(sqlite).run(carrierRefusesPhone(phone) ? 'failed' : 'active', id);
  })();
}

const entriesOf = perConnection<
  [number],
  { phone: string; status: WhitelistStatus; source: Source; created_at: number }
>(
  'select phone, status, source, created_at from voice_whitelist where card_id = ? order by created_at desc, id desc',
);

/** A card's whitelist, numbers masked for the public pages. */
export function cardWhitelist(deps: AppDeps, card: NumberedCard, masked = false): CardWhitelist {
  settleWhitelists(deps, deps.clock.now());
  return {
    card_id: card.id,
    iccid: masked ? maskNumber(card.iccid, 6, 4) : card.iccid,
    msisdn: masked ? maskNumber(card.msisdn, 3, 4) : card.msisdn,
    entries: entriesOf(deps.sqlite)
      .all(card.id)
      .map((e) => ({ ...e, created_at: formatDateTime(e.created_at)! })),
  };
}

const upsert = perConnection<[number, string, Source, number]>(
  `insert into voice_whitelist (card_id, phone, status, source, created_at) values (?, ?, 'pending', ?, ?)
   on conflict (card_id, phone) do update set status = 'pending', source = excluded.source, created_at = excluded.created_at`,
);
const remove = perConnection<[number, string]>('delete from voice_whitelist where card_id = ? and phone = ?');

function checkDistinct(phones: string[]): void {
  const seen = new Set<string>();
  for (const phone of phones) {
    if (seen.has(phone)) throw badRequest('voice_duplicate', { phone });
    seen.add(phone);
  }
}

/**
 * Sends numbers to the carrier for a card: all or none. A number already there is refused, except
 * one the carrier refused before, which is sent again; refused numbers do not count to the limit.
 */
export function addNumbers(
  deps: AppDeps,
  actor: Actor,
  card: NumberedCard,
  phones: string[],
  source: Source,
) {
  settleWhitelists(deps, deps.clock.now());
  if (card.status === 'cancelled') throw badRequest('voice_card_cancelled', { number: card.iccid });
  checkDistinct(phones);
  const current = new Map(
    entriesOf(deps.sqlite)
      .all(card.id)
      .map((e) => [e.phone, e.status]),
  );
  for (const phone of phones) {
    const status = current.get(phone);
    if (status === 'pending' || status === 'active') throw badRequest('voice_exists', { phone });
  }
  const counted = [...current.values()].filter((s) => s !== 'failed').length;
  if (counted + phones.length > WHITELIST_MAX_PER_CARD) {
    throw badRequest('voice_limit', { max: WHITELIST_MAX_PER_CARD, count: counted });
  }
  const now = deps.clock.now();
  deps.sqlite.transaction(() => {
    for (const phone of phones) upsert(deps.sqlite).run(card.id, phone, source, now);
    recordOperation(deps, actor, card.id, 'voice_whitelist_add', { phone: phones.join(', ') });
  })();
}

/** Takes numbers off a card's whitelist: all or none (each must be on it). */
export function removeNumbers(deps: AppDeps, actor: Actor, card: NumberedCard, phones: string[]) {
  checkDistinct(phones);
  const current = new Set(
    entriesOf(deps.sqlite)
      .all(card.id)
      .map((e) => e.phone),
  );
  for (const phone of phones) {
    if (!current.has(phone)) throw badRequest('voice_missing', { phone });
  }
  deps.sqlite.transaction(() => {
    for (const phone of phones) remove(deps.sqlite).run(card.id, phone);
    recordOperation(deps, actor, card.id, 'voice_whitelist_remove', { phone: phones.join(', ') });
  })();
}

const statement = statementCache();

/**
 * The list's filters on `voice_whitelist w` joined to its card `c`: numbers are prefix ranges
 * (`>= p and < p\uffff`), which use the card number indexes; a whitelist number is looked for as
 * stored, without its hyphens.
 */
const LIST: ListBinding<typeof voiceWhitelistList> = {
  filters: {
    number: ['c.iccid', 'c.msisdn'],
    phone: (phone: string) => {
      const start = phone.replace(/-/g, '');
      return start ? ['(w.phone >= ? and w.phone < ?)', start, `${start}\uffff`] : null;
    },
    status: 'w.status',
  },
  sorts: { created_at: 'w.created_at' },
  defaultSort: 'w.created_at',
  key: 'w.id',
};

/**
 * One page of the whitelist numbers on the caller's cards, latest first, and their total. The
 * scope's cards index drives the join.
 */
export function listWhitelist(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof voiceWhitelistList>) {
  const scope = scopeColumn(auth);
  if (!scope) return { tableData: [] as WhitelistRow[], total: 0 };
  settleWhitelists(deps, deps.clock.now());
  const sql = listSql(voiceWhitelistList, LIST, q, [[`c.${scope.column} = ?`, scope.clientId]]);
  const from = `from voice_whitelist w join cards c on c.id = w.card_id where ${sql.where}`;
  const total = (statement(deps.sqlite, `select count(*) as n ${from}`).get(...sql.params) as { n: number })
    .n;
  const rows = statement(
    deps.sqlite,
    `select w.id, w.card_id, c.iccid, c.msisdn, w.phone, w.status, w.source, w.created_at ${from}
     order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as (Omit<WhitelistRow, 'created_at'> & {
    created_at: number;
  })[];
  return {
    total,
    tableData: rows.map((r) => ({ ...r, created_at: formatDateTime(r.created_at)! })),
  };
}
