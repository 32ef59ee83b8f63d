import {
  type AnyListEndpoint,
  type Bilingual,
  CARD_FUNCTIONS,
  CARD_OPERATION_FIELDS,
  CARD_STATUSES,
  CARRIERS,
  type CardDetail,
  type CardOperationAction,
  type CardOperationRow,
  type CardRechargeRow,
  type CardSessionRow,
  type CardSmsRow,
  type CardStatusEventRow,
  type CardWhitelistRow,
  cardOperations,
  cardRecharges,
  cardSessions,
  cardSms,
  cardStatusHistory,
  cardVoiceWhitelist,
  type Labelled,
  type Lang,
  REAL_NAME_REJECT_REASONS,
  type SapRat,
  STATUS_REASONS,
} from '#contract';
import { daysInMonth, patternOf, spreadMonth } from '../../db/daily-usage.ts';
import { lastMonths, USAGE_HISTORY_MONTHS } from '../../db/seed/usage.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { bothColumns, nameIn, pick, translate } from '../i18n.ts';
import { CHINA_OFFSET_MS, formatDate, formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { readsEveryCard, scopeColumn } from './card-scope.ts';
import { settleBeforeRead } from './sms.ts';

/** The card row the detail endpoints start from, once the caller may see it. */
interface CardRow {
  id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  eid: string | null;
  imei: string | null;
  oc_imsi: string | null;
  o_iccid: string | null;
  carrier: CardDetail['carrier'];
  status: CardDetail['status'];
  usage_mb: number;
  addon_mb: number;
  activated_at: number | null;
  expires_at: number | null;
  created_at: number;
  real_name_status: CardDetail['real_name_status'];
  data_on: number;
  sms_on: number;
  voice_on: number;
  billing_group_id: number | null;
  project_group_id: number | null;
  plan_name: string;
  plan_name_en: string;
  quota_mb: number;
  client_name: string;
  main_client_id: number;
  client_id: number;
}

const cardById = perConnection<[number], CardRow>(
  `select c.id, c.iccid, c.msisdn, c.imsi, c.eid, c.imei, c.oc_imsi, c.o_iccid, c.carrier, c.status,
     c.usage_mb, c.addon_mb, c.activated_at, c.expires_at, c.created_at, c.real_name_status,
     c.data_on, c.sms_on, c.voice_on, c.billing_group_id, c.project_group_id, p.name as plan_name, p.name_en as plan_name_en, p.quota_mb, cl.name as client_name,
     c.main_client_id, c.client_id
   from cards c join plans p on p.id = c.plan_id join clients cl on cl.id = c.client_id where c.id = ?`,
);

/**
 * The card with this id if the caller may see it (a main client its tree, a sub-client its own
 * cards, a support user switched into a customer that customer's); otherwise the same "not found"
 * as a card that does not exist, so ids of other clients' cards reveal nothing.
 */
export function visibleCard(deps: AppDeps, auth: AuthContext, id: number): CardRow {
  // Support in its own view reads any client's card, read-only (its card query, router_spt_card).
  if (readsEveryCard(auth)) {
    const card = cardById(deps.sqlite).get(id);
    if (!card) throw notFound('card_id_not_found', { id });
    return card;
  }
  const scope = scopeColumn(auth);
  const card = scope ? cardById(deps.sqlite).get(id) : undefined;
  if (!card || !scope || card[scope.column] !== scope.clientId) {
    throw notFound('card_id_not_found', { id });
  }
  return card;
}

/** This month's use as a share of quota + add-on, in percent with one decimal (0 when there is none). */
export function usagePercentOf(usageMb: number, quotaMb: number, addonMb: number): number {
  const total = quotaMb + addonMb;
  return total > 0 ? Math.round((usageMb / total) * 1000) / 10 : 0;
}

const billingGroupById = perConnection<[number], { id: number; name: string; code: string }>(
  'select id, name, code from billing_groups where id = ?',
);
const projectGroupById = perConnection<[number], { id: number; name: string }>(
  'select id, name from project_groups where id = ?',
);
const tagsOf = perConnection<[number], string>('select tag from card_tags where card_id = ? order by tag');
const latestRealName = perConnection<
  [number],
  {
    name: string;
    id_number: string;
    phone: string;
    source: 'h5' | 'hardware' | 'portal';
    status: 'reviewing' | 'verified' | 'rejected';
    reject_reason: string | null;
    submitted_at: number;
    reviewed_at: number | null;
  }
>(
  `select name, id_number, phone, source, status, reject_reason, submitted_at, reviewed_at
   from real_name_requests where card_id = ? order by submitted_at desc, id desc limit 1`,
);
const speedLimitedSince = perConnection<[number], number>(
  'select since from speed_limited_cards where card_id = ?',
);
const latestEventTo = perConnection<
  [number, string],
  { at: number; from_status: CardDetail['status'] | null; reason: string; operator: string }
>(
  `select at, from_status, reason, operator from card_status_events
   where card_id = ? and to_status = ? order by at desc, id desc limit 1`,
);

interface SessionCellRow {
  started_at: number;
  ended_at: number | null;
  ip: string;
  apn: string;
  lac: number;
  ci: number;
  lat: number;
  lng: number;
  province: string;
  province_en: string;
  city: string;
  city_en: string;
  address: string;
  address_en: string;
}
const SESSION_CELL = `s.started_at, s.ended_at, s.ip, s.apn, x.lac, x.ci, x.lat, x.lng, x.province, x.province_en,
  x.city, x.city_en, x.address, x.address_en`;
const latestSession = perConnection<[number], SessionCellRow>(
  `select ${SESSION_CELL} from card_sessions s join cells x on x.id = s.cell_id
   where s.card_id = ? order by s.started_at desc, s.id desc limit 1`,
);

const locationOf = (row: SessionCellRow, lang: Lang) => ({
  lac: row.lac,
  ci: row.ci,
  lat: row.lat,
  lng: row.lng,
  province: pick(bothColumns(row, 'province'), lang),
  city: pick(bothColumns(row, 'city'), lang),
  address: pick(bothColumns(row, 'address'), lang),
});

/** A reject reason key in the caller's language; free text the carrier wrote stays as it is. */
const rejectReasonText = (reason: string | null, lang: Lang) =>
  reason === null
    ? null
    : ((REAL_NAME_REJECT_REASONS[reason as keyof typeof REAL_NAME_REJECT_REASONS]
        ? pick(REAL_NAME_REJECT_REASONS[reason as keyof typeof REAL_NAME_REJECT_REASONS], lang)
        : undefined) ?? reason);

/** Everything about one card that fits on its first screen. */
export function cardDetail(deps: AppDeps, auth: AuthContext, id: number, lang: Lang): CardDetail {
  const card = visibleCard(deps, auth, id);
  const { sqlite } = deps;
  const realName = latestRealName(sqlite).get(id);
  const change = latestEventTo(sqlite).get(id, card.status);
  const session = latestSession(sqlite).get(id);
  return {
    id: card.id,
    iccid: card.iccid,
    msisdn: card.msisdn,
    imsi: card.imsi,
    eid: card.eid,
    imei: card.imei,
    oc_imsi: card.oc_imsi,
    o_iccid: card.o_iccid,
    carrier: card.carrier,
    status: card.status,
    plan_name: nameIn(card, 'plan_name', lang),
    quota_mb: card.quota_mb,
    addon_mb: card.addon_mb,
    usage_mb: card.usage_mb,
    usage_percent: usagePercentOf(card.usage_mb, card.quota_mb, card.addon_mb),
    activated_at: formatDate(card.activated_at),
    expires_at: formatDate(card.expires_at),
    created_at: formatDate(card.created_at)!,
    client_name: card.client_name,
    billing_group:
      card.billing_group_id === null ? null : (billingGroupById(sqlite).get(card.billing_group_id) ?? null),
    project_group:
      card.project_group_id === null ? null : (projectGroupById(sqlite).get(card.project_group_id) ?? null),
    tags: tagsOf(sqlite).pluck().all(id),
    real_name_status: card.real_name_status,
    functions: { data: card.data_on === 1, sms: card.sms_on === 1, voice: card.voice_on === 1 },
    speed_limited_since: formatDateTime(speedLimitedSince(sqlite).pluck().get(id) ?? null),
    real_name: realName
      ? {
          ...realName,
          reject_reason: rejectReasonText(realName.reject_reason, lang),
          submitted_at: formatDateTime(realName.submitted_at)!,
          reviewed_at: formatDateTime(realName.reviewed_at),
        }
      : null,
    status_change: change
      ? {
          at: formatDateTime(change.at)!,
          from_status: change.from_status,
          reason: change.reason as keyof typeof STATUS_REASONS,
          operator: change.operator,
        }
      : null,
    session: session
      ? {
          started_at: formatDateTime(session.started_at)!,
          ended_at: formatDateTime(session.ended_at),
          online: session.ended_at === null,
          ip: session.ip,
          apn: session.apn,
          location: locationOf(session, lang),
        }
      : null,
  };
}

/** The 'YYYY-MM' and day of month of an instant, in UTC+8. */
const monthDayOf = (epochMs: number) => {
  const local = new Date(epochMs + CHINA_OFFSET_MS);
  return { month: local.toISOString().slice(0, 7), day: local.getUTCDate() };
};

/**
 * The days of `month` whose usage a card's monthly total is spread over: from its activation day
 * (when it was activated in that month) to the month's end, or for this month to today, or to the
 * day it stopped when it is stopped now. Null when the card was not in service that month.
 */
export function serviceDays(
  month: string,
  card: { activatedAt: number | null; stoppedAt: number | null },
  now: number,
): [first: number, last: number] | null {
  if (card.activatedAt === null) return null;
  const activated = monthDayOf(card.activatedAt);
  if (activated.month > month) return null;
  const first = activated.month === month ? activated.day : 1;
  const today = monthDayOf(now);
  if (month > today.month) return null;
  let last = month === today.month ? today.day : daysInMonth(month);
  if (card.stoppedAt !== null) {
    const stopped = monthDayOf(card.stoppedAt);
    if (stopped.month < month) return null;
    if (stopped.month === month) last = Math.min(last, stopped.day);
  }
  return last >= first ? [first, last] : null;
}

const monthlyUsage = perConnection<[number, string, string], { month: string; usage_mb: number }>(
  'select month, usage_mb from card_usage_monthly where card_id = ? and month >= ? and month <= ? order by month',
);

/** A card's monthly usage over the last 6 months and its daily usage in one of them. */
export function cardUsage(deps: AppDeps, auth: AuthContext, id: number, month: string | undefined) {
  const card = visibleCard(deps, auth, id);
  const now = deps.clock.now();
  const months = lastMonths(now, USAGE_HISTORY_MONTHS).map((m) => m.month);
  const first = months[0]!;
  const current = months[months.length - 1]!;
  const chosen = month ?? current;
  if (!months.includes(chosen)) {
    throw badRequest('card_usage_month_range', { first, last: current });
  }
  const stored = new Map(
    monthlyUsage(deps.sqlite)
      .all(id, first, current)
      .map((r) => [r.month, r.usage_mb]),
  );
  // This month's figure is the card's own counter (the stored row follows it).
  stored.set(current, card.usage_mb);
  const monthly = months.map((m) => ({ month: m, usage_mb: stored.get(m) ?? 0 }));

  // A stopped card used no data after it was suspended (a cancelled card was suspended first).
  const stoppedAt =
    card.status === 'suspended' || card.status === 'cancelled'
      ? (latestEventTo(deps.sqlite).get(id, 'suspended')?.at ?? null)
      : null;
  // A card in its test period uses data before it is activated: from the start of its test.
  const inServiceSince =
    card.activated_at ??
    (card.status === 'testing' ? (latestEventTo(deps.sqlite).get(id, 'testing')?.at ?? null) : null);
  const days = serviceDays(chosen, { activatedAt: inServiceSince, stoppedAt }, now);
  const total = stored.get(chosen) ?? 0;
  const daily = days
    ? spreadMonth(total, chosen, patternOf(id), days[0], days[1]).map((usage, i) => ({
        date: `${chosen}-${String(days[0] + i).padStart(2, '0')}`,
        usage_mb: usage,
      }))
    : [];
  return { month: chosen, months, daily, monthly };
}

/** A card's paged section: newest first by its time, on its (card_id, time) index. */
const LATEST = (time: string, key: string) => ({ filters: {}, sorts: {}, defaultSort: time, key });

const statement = statementCache();

/**
 * One page of a card's rows and their total (each query one range of a card_id index): `from` the
 * section's table (the count reads `count` when the rows need a join), `card` its card column.
 */
function pageOf<L extends AnyListEndpoint, R>(
  deps: AppDeps,
  list: L,
  binding: ListBinding<L>,
  q: QueryOf<L> & { card_id: number },
  sql: { select: string; from: string; count?: string; card: string },
): { tableData: R[]; total: number } {
  const page = listSql(list, binding, q, [[`${sql.card} = ?`, q.card_id]]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from ${sql.count ?? sql.from} where ${page.where}`).get(
      ...page.params,
    ) as { n: number }
  ).n;
  const tableData =
    total === 0
      ? []
      : (statement(
          deps.sqlite,
          `select ${sql.select} from ${sql.from} where ${page.where} order by ${page.orderBy} limit ? offset ?`,
        ).all(...page.params, page.limit, page.offset) as R[]);
  return { tableData, total };
}

const STATUS_HISTORY: ListBinding<typeof cardStatusHistory> = LATEST('at', 'id');

interface StatusEventRecord {
  id: number;
  at: number;
  from_status: string | null;
  to_status: string;
  reason: string;
  operator: string;
  note: string;
}

export function statusHistory(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardStatusHistory>,
): { tableData: CardStatusEventRow[]; total: number } {
  visibleCard(deps, auth, q.card_id);
  const { tableData, total } = pageOf<typeof cardStatusHistory, StatusEventRecord>(
    deps,
    cardStatusHistory,
    STATUS_HISTORY,
    q,
    {
      select: "id, at, from_status, to_status, reason, operator, coalesce(n.note, '') as note",
      // Support's reason, typed, beside its change (card_status_notes).
      from: 'card_status_events left join card_status_notes n on n.event_id = id',
      count: 'card_status_events',
      card: 'card_id',
    },
  );
  return {
    total,
    tableData: tableData.map((r) => ({
      ...r,
      at: formatDateTime(r.at)!,
      from_status: r.from_status as CardDetail['status'] | null,
      to_status: r.to_status as CardDetail['status'],
      reason: r.reason as keyof typeof STATUS_REASONS,
    })),
  };
}

type Place = Pick<SessionCellRow, 'province' | 'city' | 'address' | 'address_en'>;

/**
 * A cell's place in one line, in each language: the English address names its city and province
 * already; a Chinese one is prefixed with its province and city (when it differs) unless it starts
 * with either.
 */
export function placeOf({ province, city, address, address_en }: Place): Bilingual {
  const named = address.startsWith(province) || address.startsWith(city);
  return {
    'zh-CN': named ? address : `${province}${city === province ? '' : city}${address}`,
    en: address_en,
  };
}

const SESSIONS: ListBinding<typeof cardSessions> = LATEST('s.started_at', 's.id');

export function sessions(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardSessions>,
  lang: Lang,
): { tableData: CardSessionRow[]; total: number } {
  visibleCard(deps, auth, q.card_id);
  const now = deps.clock.now();
  const { tableData, total } = pageOf<
    typeof cardSessions,
    SessionCellRow & { id: number; usage_kb: number; up_kb: number; rat: SapRat }
  >(deps, cardSessions, SESSIONS, q, {
    select: `s.id, s.usage_kb, s.up_kb, s.rat, ${SESSION_CELL}`,
    from: 'card_sessions s join cells x on x.id = s.cell_id',
    count: 'card_sessions s',
    card: 's.card_id',
  });
  return {
    total,
    tableData: tableData.map((r) => ({
      id: r.id,
      started_at: formatDateTime(r.started_at)!,
      ended_at: formatDateTime(r.ended_at),
      online: r.ended_at === null ? ('online' as const) : ('offline' as const),
      duration_min: Math.max(0, Math.round(((r.ended_at ?? now) - r.started_at) / 60_000)),
      ip: r.ip,
      apn: r.apn,
      location: pick(placeOf(r), lang),
      usage_kb: r.usage_kb,
      up_kb: r.up_kb,
      down_kb: Math.max(0, r.usage_kb - r.up_kb),
      rat: r.rat,
    })),
  };
}

const SMS: ListBinding<typeof cardSms> = LATEST('at', 'id');

export function sms(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardSms>,
): { tableData: CardSmsRow[]; total: number } {
  visibleCard(deps, auth, q.card_id);
  settleBeforeRead(deps);
  const { tableData, total } = pageOf<typeof cardSms, Omit<CardSmsRow, 'at'> & { at: number }>(
    deps,
    cardSms,
    SMS,
    q,
    { select: 'id, at, direction, content, status', from: 'card_sms', card: 'card_id' },
  );
  return { total, tableData: tableData.map((r) => ({ ...r, at: formatDateTime(r.at)! })) };
}

const RECHARGES: ListBinding<typeof cardRecharges> = LATEST('at', 'id');

export function recharges(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardRecharges>,
  lang: Lang,
): { tableData: CardRechargeRow[]; total: number } {
  visibleCard(deps, auth, q.card_id);
  const { tableData, total } = pageOf<
    typeof cardRecharges,
    Omit<CardRechargeRow, 'at' | 'amount'> & { at: number; amount_cents: number; package_name_en: string }
  >(deps, cardRecharges, RECHARGES, q, {
    select:
      'id, order_no, at, kind, package_name, package_name_en, mb, months, amount_cents, pay_method, status, operator',
    from: 'recharge_records',
    card: 'card_id',
  });
  return {
    total,
    tableData: tableData.map(({ amount_cents, package_name_en, ...r }) => ({
      ...r,
      package_name: nameIn({ package_name: r.package_name, package_name_en }, 'package_name', lang),
      at: formatDateTime(r.at)!,
      amount: amount_cents / 100,
    })),
  };
}

const WHITELIST: ListBinding<typeof cardVoiceWhitelist> = LATEST('created_at', 'id');

export function voiceWhitelist(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardVoiceWhitelist>,
): { tableData: CardWhitelistRow[]; total: number } {
  visibleCard(deps, auth, q.card_id);
  const { tableData, total } = pageOf<
    typeof cardVoiceWhitelist,
    Omit<CardWhitelistRow, 'created_at'> & { created_at: number }
  >(deps, cardVoiceWhitelist, WHITELIST, q, {
    select: 'id, phone, status, source, created_at',
    from: 'voice_whitelist',
    card: 'card_id',
  });
  return { total, tableData: tableData.map((r) => ({ ...r, created_at: formatDateTime(r.created_at)! })) };
}

/** A value of an operation's parameters by its label when it is a carrier, status or reason key. */
function valueText(value: unknown, lang: Lang): string {
  // A list (the functions of a 断网 / 复网): each item by its label.
  if (Array.isArray(value)) {
    return value.map((item) => valueText(item, lang)).join(translate(lang, 'list_separator'));
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  const labels = [CARRIERS, CARD_STATUSES, STATUS_REASONS, CARD_FUNCTIONS] as Record<string, Labelled>[];
  for (const map of labels) if (Object.hasOwn(map, value)) return pick(map[value] as Labelled, lang);
  return value;
}

/** An operation's parameters (card_operations.detail) written out: 'Package: 加油包 100MB; Data (MB): 100'. */
export function operationDetailText(detail: string, lang: Lang): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return detail;
  const separator = translate(lang, 'label_separator');
  return Object.entries(parsed)
    .map(([key, value]) => {
      const name = Object.hasOwn(CARD_OPERATION_FIELDS, key)
        ? pick(CARD_OPERATION_FIELDS[key as keyof typeof CARD_OPERATION_FIELDS], lang)
        : key;
      return `${name}${separator}${valueText(value, lang)}`;
    })
    .join(translate(lang, 'clause_separator'));
}

const OPERATIONS: ListBinding<typeof cardOperations> = LATEST('at', 'id');

export function operations(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardOperations>,
  lang: Lang,
): { tableData: CardOperationRow[]; total: number } {
  visibleCard(deps, auth, q.card_id);
  const { tableData, total } = pageOf<
    typeof cardOperations,
    { id: number; at: number; username: string; action: string; detail: string }
  >(deps, cardOperations, OPERATIONS, q, {
    select: 'id, at, username, action, detail',
    from: 'card_operations',
    card: 'card_id',
  });
  return {
    total,
    tableData: tableData.map((r) => ({
      ...r,
      at: formatDateTime(r.at)!,
      action: r.action as CardOperationAction,
      detail: operationDetailText(r.detail, lang),
    })),
  };
}
