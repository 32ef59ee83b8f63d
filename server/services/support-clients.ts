import { supportClientList } from '#contract';
import type { AppDeps } from '../context.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';

const CARD_COUNT = '(select count(*) from cards where cards.client_id = c.id)';

/**
 * The list's filters and sorts on `clients c`. Clients are few (hundreds), so a text search (% and _
 * taken literally) and a per-row card count are cheap here. Oldest first, and ties too.
 */
const LIST: ListBinding<typeof supportClientList> = {
  filters: {
    q: ['c.name', 'c.contact_phone'],
    kind: (kind: 'main' | 'sub') => [kind === 'main' ? 'c.parent_id is null' : 'c.parent_id is not null'],
  },
  sorts: { name: 'c.name', card_count: CARD_COUNT, balance: 'c.balance_cents', created_at: 'c.created_at' },
  key: 'c.id',
  keyDirection: 'asc',
};

const statement = statementCache();

interface ClientRecord {
  id: number;
  name: string;
  parent_name: string | null;
  parent_id: number | null;
  card_count: number;
  balance_cents: number;
  contact_name: string;
  contact_phone: string;
  recharge_enabled: number;
  created_at: number;
}

export function listSupportClients(deps: AppDeps, q: QueryOf<typeof supportClientList>) {
  const sql = listSql(supportClientList, LIST, q);
  const total = (
    statement(deps.sqlite, `select count(*) as n from clients c where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select c.id, c.name, p.name as parent_name, c.parent_id, ${CARD_COUNT} as card_count, c.balance_cents,
       c.contact_name, c.contact_phone, c.recharge_enabled, c.created_at
     from clients c left join clients p on p.id = c.parent_id
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as ClientRecord[];
  return {
    total,
    tableData: rows.map((r) => ({
      id: r.id,
      name: r.name,
      parent_name: r.parent_name,
      kind: r.parent_id === null ? ('main' as const) : ('sub' as const),
      card_count: r.card_count,
      balance: r.balance_cents / 100,
      contact_name: r.contact_name,
      contact_phone: r.contact_phone,
      recharge_enabled: r.recharge_enabled ? ('true' as const) : ('false' as const),
      created_at: formatDateTime(r.created_at)!,
    })),
  };
}
