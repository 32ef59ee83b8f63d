import type { CardStatus, Carrier, Lang, TaskKindKey, TaskStatus } from '#contract';
import type { AppDeps } from '../context.ts';
import { notFound } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { accountText, ledgerRowsFor } from './ledger.ts';

const clientById = perConnection<
  [number],
  {
    id: number;
    name: string;
    parent_id: number | null;
    parent_name: string | null;
    status: 'active' | 'disabled';
    created_at: number;
    contact_name: string;
    contact_phone: string;
    contact_email: string;
  }
>(
  `select c.id, c.name, c.parent_id, p.name as parent_name, c.status, c.created_at, c.contact_name, c.contact_phone,
     c.contact_email from clients c left join clients p on p.id = c.parent_id where c.id = ?`,
);
const usersOf = perConnection<[number], { username: string; phone: string; email: string; locked: number }>(
  "select username, phone, email, locked from users where client_id = ? and login_type = 'client' order by id",
);
const subClientsOf = perConnection<
  [number],
  { id: number; name: string; card_count: number; balance_cents: number }
>(
  `select c.id, c.name, (select count(*) from cards where cards.client_id = c.id) as card_count, c.balance_cents
   from clients c where c.parent_id = ? order by c.id`,
);
/** A main client's cards are its whole tree's (as its own header counts them), a sub-client's its own. */
const cardsOfTree = perConnection<[number], { status: CardStatus; carrier: Carrier; count: number }>(
  'select status, carrier, count(*) as count from cards where main_client_id = ? group by status, carrier order by status, carrier',
);
const cardsOfClient = perConnection<[number], { status: CardStatus; carrier: Carrier; count: number }>(
  'select status, carrier, count(*) as count from cards where client_id = ? group by status, carrier order by status, carrier',
);
const tasksOf = perConnection<
  [number],
  {
    id: number;
    kind: TaskKindKey;
    status: TaskStatus | 'checked';
    created_at: number;
    username: string | null;
    total: number | null;
  }
>(
  `select t.id, t.kind, t.status, t.created_at, u.username, t.total from tasks t left join users u on u.id = t.user_id
   where t.client_id = ? order by t.created_at desc, t.id desc limit 10`,
);

const LEDGER_ROWS = 10;

/** One client's whole picture for support; its account read as the customer's own pages read it. */
export function supportClientDetail(deps: AppDeps, clientId: number, lang: Lang) {
  const { sqlite } = deps;
  const client = clientById(sqlite).get(clientId);
  if (!client) throw notFound('client_not_found', { id: clientId });
  const cards = (client.parent_id === null ? cardsOfTree : cardsOfClient)(sqlite).all(clientId);
  return {
    id: client.id,
    name: client.name,
    kind: client.parent_id === null ? ('main' as const) : ('sub' as const),
    parent_name: client.parent_name,
    status: client.status,
    created_at: formatDateTime(client.created_at)!,
    contact: { name: client.contact_name, phone: client.contact_phone, email: client.contact_email },
    users: usersOf(sqlite)
      .all(clientId)
      .map((u) => ({ ...u, locked: u.locked === 1 })),
    account: accountText(sqlite, clientId),
    ledger: ledgerRowsFor(deps, clientId, {}, Number.MAX_SAFE_INTEGER, 0, LEDGER_ROWS, lang),
    sub_clients: subClientsOf(sqlite)
      .all(clientId)
      .map((s) => ({
        id: s.id,
        name: s.name,
        card_count: s.card_count,
        balance: (s.balance_cents / 100).toFixed(2),
      })),
    cards,
    card_total: cards.reduce((sum, c) => sum + c.count, 0),
    tasks: tasksOf(sqlite)
      .all(clientId)
      .map((t) => ({
        id: t.id,
        kind: t.kind,
        // A checked batch waits for its start: shown as queued.
        status: t.status === 'checked' ? ('pending' as const) : t.status,
        created_at: formatDateTime(t.created_at)!,
        username: t.username ?? '-',
        total: t.total ?? 0,
      })),
  };
}
