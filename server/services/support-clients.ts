import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { supportClientList } from '#contract';
import { clients } from '../../db/schema.ts';
import type { AppDeps } from '../context.ts';
import { containsPattern, formatDateTime } from '../lib/format.ts';

type Query = z.output<NonNullable<typeof supportClientList.query>>;

const parent = alias(clients, 'parent');
const cardCount = sql<number>`(select count(*) from cards where cards.client_id = ${clients.id})`;

/** Clients are few (hundreds), so a LIKE search and a per-row card count are cheap here. */
export function listSupportClients({ db }: AppDeps, q: Query) {
  const conditions: (SQL | undefined)[] = [];
  if (q.q) {
    // % and _ are what the user typed, not wildcards.
    const pattern = containsPattern(q.q);
    conditions.push(
      or(
        sql`${clients.name} like ${pattern} escape '\\'`,
        sql`${clients.contactPhone} like ${pattern} escape '\\'`,
      ),
    );
  }
  if (q.kind) conditions.push(q.kind === 'main' ? isNull(clients.parentId) : isNotNull(clients.parentId));
  const where = and(...conditions);
  const sortColumns = {
    name: clients.name,
    card_count: cardCount,
    balance: clients.balanceCents,
    created_at: clients.createdAt,
  };
  const direction = q.order === 'asc' ? asc : desc;
  const total = db.select({ n: count() }).from(clients).where(where).get()?.n ?? 0;
  const rows = db
    .select({
      id: clients.id,
      name: clients.name,
      parentName: parent.name,
      parentId: clients.parentId,
      cardCount,
      balanceCents: clients.balanceCents,
      contactName: clients.contactName,
      contactPhone: clients.contactPhone,
      rechargeEnabled: clients.rechargeEnabled,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .leftJoin(parent, eq(parent.id, clients.parentId))
    .where(where)
    .orderBy(...(q.sort ? [direction(sortColumns[q.sort])] : []), asc(clients.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .all();
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      parent_name: r.parentName,
      kind: r.parentId === null ? ('main' as const) : ('sub' as const),
      card_count: r.cardCount,
      balance: r.balanceCents / 100,
      contact_name: r.contactName,
      contact_phone: r.contactPhone,
      recharge_enabled: r.rechargeEnabled ? ('true' as const) : ('false' as const),
      created_at: formatDateTime(r.createdAt)!,
    })),
  };
}
