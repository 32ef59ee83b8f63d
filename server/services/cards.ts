import { and, asc, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import {
  type CardRow,
  type CardStatus,
  type Carrier,
  type cardList,
  type Lang,
  NUM_TYPE_LABELS,
  type NumType,
} from '#contract';
import { cards, clients, plans } from '../../db/schema.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { formatDate, monthBounds } from '../lib/format.ts';
import { cardScope } from './card-scope.ts';

const NUMBER_COLUMNS = {
  msisdn: cards.msisdn,
  iccid: cards.iccid,
  imsi: cards.imsi,
  eid: cards.eid,
  oc_imsi: cards.ocImsi,
  o_iccid: cards.oIccid,
} as const;

export function headerCounts({ db, clock }: AppDeps, auth: AuthContext) {
  const scope = cardScope(auth);
  const byStatus = db
    .select({ status: cards.status, n: count() })
    .from(cards)
    .where(scope)
    .groupBy(cards.status)
    .all();
  const [monthStart, monthEnd] = monthBounds(clock.now());
  const expiring =
    db
      .select({ n: count() })
      .from(cards)
      .where(and(scope, gte(cards.expiresAt, monthStart), lt(cards.expiresAt, monthEnd)))
      .get()?.n ?? 0;
  const of = (status: CardStatus) => byStatus.find((r) => r.status === status)?.n ?? 0;
  return {
    count: byStatus.reduce((sum, r) => sum + r.n, 0),
    normal_count: of('active'),
    not_active: of('pending'),
    expiry_count: expiring,
  };
}

export function findCardId({ db }: AppDeps, auth: AuthContext, number: string, numType: NumType, lang: Lang) {
  const row = db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(NUMBER_COLUMNS[numType], number), cardScope(auth, false)))
    .get();
  if (!row) throw notFound(translate(lang, 'card_not_found', { type: NUM_TYPE_LABELS[numType], number }));
  return row.id;
}

/** `column` starts with `prefix`, as an index range: SQLite does not use an index for LIKE 'p%'. */
const startsWith = (column: SQLiteColumn, prefix: string) =>
  and(gte(column, prefix), lt(column, `${prefix}\uffff`));

export type CardListQuery = z.output<NonNullable<typeof cardList.query>>;

const SORT_COLUMNS = {
  iccid: cards.iccid,
  msisdn: cards.msisdn,
  activated_at: cards.activatedAt,
  expires_at: cards.expiresAt,
  usage_mb: cards.usageMb,
} as const;

export function listCards({ db, clock }: AppDeps, auth: AuthContext, q: CardListQuery) {
  const number = q.number?.replace(/\s+/g, '');
  const conditions: (SQL | undefined)[] = [cardScope(auth, !number)];
  if (number) {
    conditions.push(
      q.num_type
        ? startsWith(NUMBER_COLUMNS[q.num_type], number)
        : or(
            startsWith(cards.iccid, number),
            startsWith(cards.msisdn, number),
            startsWith(cards.imsi, number),
          ),
    );
  }
  if (q.status) conditions.push(eq(cards.status, q.status));
  if (q.carrier) conditions.push(eq(cards.carrier, q.carrier as Carrier));
  if (q.expiring) {
    const [start, end] = monthBounds(clock.now());
    conditions.push(gte(cards.expiresAt, start), lt(cards.expiresAt, end));
  }
  const where = and(...conditions);

  const total = db.select({ n: count() }).from(cards).where(where).get()?.n ?? 0;
  const direction = q.order === 'asc' ? asc : desc;
  const rows = db
    .select({
      id: cards.id,
      iccid: cards.iccid,
      msisdn: cards.msisdn,
      imsi: cards.imsi,
      carrier: cards.carrier,
      status: cards.status,
      planName: plans.name,
      quotaMb: plans.quotaMb,
      usageMb: cards.usageMb,
      activatedAt: cards.activatedAt,
      expiresAt: cards.expiresAt,
      clientName: clients.name,
    })
    .from(cards)
    .innerJoin(plans, eq(plans.id, cards.planId))
    .innerJoin(clients, eq(clients.id, cards.clientId))
    .where(where)
    .orderBy(...(q.sort ? [direction(SORT_COLUMNS[q.sort])] : []), direction(cards.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .all();

  const tableData: CardRow[] = rows.map((r) => ({
    id: r.id,
    iccid: r.iccid,
    msisdn: r.msisdn,
    imsi: r.imsi,
    carrier: r.carrier,
    status: r.status,
    plan_name: r.planName,
    usage_mb: r.usageMb,
    quota_mb: r.quotaMb,
    usage_percent: r.quotaMb > 0 ? Math.round((r.usageMb / r.quotaMb) * 1000) / 10 : 0,
    activated_at: formatDate(r.activatedAt),
    expires_at: formatDate(r.expiresAt),
    client_name: r.clientName,
  }));
  return { tableData, total };
}
