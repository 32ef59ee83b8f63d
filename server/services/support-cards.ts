import type { z } from 'zod';
import {
  CARD_STATUSES,
  type CardFilters,
  type CardRow,
  type Lang,
  type supportCardList,
  type supportChangeStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import type { QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { actionCardById } from './card-actions.ts';
import { cardConditions, TAG_CONDITION } from './card-filters.ts';
import { cardRows, SORT_SQL } from './card-list.ts';
import { sendCarrierResume } from './speed-limit.ts';

const statement = statementCache();

/**
 * Any card of any client for support, under the customer's card list's own filters (the same SQL:
 * `cardConditions`) and the owner client (a main client: its whole tree). Found by a number, the
 * lookup is one range of that number's index; the rows are named as the customer's list names them.
 */
export function listSupportCards(
  deps: AppDeps,
  q: QueryOf<typeof supportCardList>,
  lang: Lang,
): { tableData: CardRow[]; total: number } {
  const { conditions, params, tag } = cardConditions(q as CardFilters, deps.clock.now());
  if (tag !== null) {
    conditions.push(TAG_CONDITION);
    params.push(tag);
  }
  if (q.client_id !== undefined) {
    conditions.push('(c.main_client_id = ? or c.client_id = ?)');
    params.push(q.client_id, q.client_id);
  }
  const where = conditions.length > 0 ? conditions.join(' and ') : '1';
  const total = (
    statement(deps.sqlite, `select count(*) as n from cards c where ${where}`).get(...params) as { n: number }
  ).n;
  if (total === 0) return { tableData: [], total };
  const order = q.order === 'asc' ? 'asc' : 'desc';
  const orderBy = q.sort ? `${SORT_SQL[q.sort]} ${order}, c.id ${order}` : 'c.id desc';
  const ids = statement(
    deps.sqlite,
    `select c.id from cards c where ${where} order by ${orderBy} limit ? offset ?`,
  )
    .pluck()
    .all(...params, q.page_size, (q.page - 1) * q.page_size) as number[];
  return { tableData: cardRows(deps, ids, lang), total };
}

const setStatus = perConnection<[string, number]>('update cards set status = ? where id = ?');
const insertEvent = perConnection<[number, number, string, string, string]>(
  `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
   values (?, ?, ?, ?, 'support', ?)`,
);
const insertNote = perConnection<[number, string]>(
  'insert into card_status_notes (event_id, note) values (?, ?)',
);
const insertOperation = perConnection<[number, number, string, string, string, number]>(
  'insert into card_operations (card_id, user_id, username, action, detail, at) values (?, ?, ?, ?, ?, ?)',
);

/**
 * Support stops a card in use or resumes a stopped one (whatever stopped it: support decides, and
 * says why). The reason goes to the card's status history, beside the change, and, through the
 * route layer's hook, to the operation log under the card's client.
 */
export function changeStatusBySupport(
  deps: AppDeps,
  auth: AuthContext,
  body: z.output<NonNullable<typeof supportChangeStatus.body>>,
  onCard: (card: { client_id: number; iccid: string }) => void,
) {
  const card = actionCardById(deps, body.card_id);
  if (!card) throw notFound('card_id_not_found', { id: body.card_id });
  onCard(card);
  if (body.status === 'suspended' && card.status !== 'active') {
    throw badRequest('stop_not_active', { status: CARD_STATUSES[card.status] });
  }
  if (body.status === 'active' && card.status !== 'suspended') {
    throw badRequest('resume_not_suspended', { status: CARD_STATUSES[card.status] });
  }
  const now = deps.clock.now();
  const operator = auth.person.username;
  deps.sqlite.transaction(() => {
    setStatus(deps.sqlite).run(body.status, card.id);
    const eventId = Number(
      insertEvent(deps.sqlite).run(card.id, now, card.status, body.status, operator).lastInsertRowid,
    );
    insertNote(deps.sqlite).run(eventId, body.reason);
    if (body.status === 'active') sendCarrierResume(deps.sqlite, card.id, 'support', operator, now);
    insertOperation(deps.sqlite).run(
      card.id,
      auth.person.userId,
      operator,
      body.status === 'suspended' ? 'stop' : 'resume',
      JSON.stringify({ reason: body.reason }),
      now,
    );
  })();
  return { card_id: card.id, iccid: card.iccid, status: body.status };
}
