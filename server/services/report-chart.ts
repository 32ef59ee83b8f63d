import {
  type Carrier,
  type DataOf,
  type Lang,
  REPORT_EXPIRY_WINDOWS,
  REPORT_MONTHS,
  REPORT_TOP_CARDS,
  type reportChart,
} from '#contract';
import { daysInMonth } from '../../db/daily-usage.ts';
import { ensureUsageSummary } from '../../db/usage-summary.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { fieldRefused } from '../errors.ts';
import { nameIn } from '../i18n.ts';
import { formatDate } from '../lib/format.ts';
import { statementCache } from '../lib/prepared.ts';
import { type ScopeColumn, scopeColumn } from './card-scope.ts';
import { cardSplit } from './card-split.ts';
import { cachedRead, usagePercent } from './cards.ts';

/**
 * /report/chart (issue 41). Every figure is read from a summary kept as the cards change, so a
 * customer of a million cards answers from a few hundred rows:
 * - the status and carrier split, the card and in-service counts: `client_card_counts`;
 * - activations by day and month, cards expiring soon: `client_card_days` (db/card-counts.ts);
 * - usage by day and month: `client_usage_daily` (db/usage-summary.ts), summed per day as the home
 *   line chart sums it, so the two agree to the hundredth of a MB;
 * - the ranking: the scope's (usage_mb) index walked backwards, ten rows read (as the home's top 5).
 */

const DAY = 86_400_000;
const statement = statementCache();

/** The months from `last` back, `count` of them, newest last ('YYYY-MM'). */
function monthsUpTo(last: string, count: number): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const dayOfMonth = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** The scope the filters leave: the caller's tree (or own cards), or one of its sub-customers; a carrier. */
interface ReportScope extends ScopeColumn {
  carrier: Carrier | null;
}

/** The caller's sub-customers (every client of its tree but its own), for the filter. */
function subsOf(deps: AppDeps, scope: ScopeColumn | null): { id: number; name: string }[] {
  if (scope?.column !== 'main_client_id') return [];
  return statement(deps.sqlite, 'select id, name from clients where main_id = ? and id <> ? order by id').all(
    scope.clientId,
    scope.clientId,
  ) as { id: number; name: string }[];
}

/** `where` of a summary table for the scope (its client columns are the cards'), and its parameters. */
const scopeWhere = (scope: ReportScope): [string, unknown[]] => [
  `${scope.column} = ?${scope.carrier ? ' and carrier = ?' : ''}`,
  scope.carrier ? [scope.clientId, scope.carrier] : [scope.clientId],
];

/** A `client_card_days` kind's counts per day from `from` to `to` (both included). */
function countsByDay(
  deps: AppDeps,
  scope: ReportScope,
  kind: 'activated' | 'expires',
  from: string,
  to: string,
): Map<string, number> {
  const [where, params] = scopeWhere(scope);
  const rows = statement(
    deps.sqlite,
    `select day, sum(n) as n from client_card_days where ${where} and kind = ? and day >= ? and day <= ? group by day`,
  ).all(...params, kind, from, to) as { day: string; n: number }[];
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Usage per day from `from` to `to` (both included), each day rounded to 0.01 MB as the home chart's. */
function usageByDay(deps: AppDeps, scope: ReportScope, from: string, to: string): Map<string, number> {
  const [where, params] = scopeWhere(scope);
  const rows = statement(
    deps.sqlite,
    `select day, sum(usage_mb) as mb from client_usage_daily where ${where} and day >= ? and day <= ? group by day`,
  ).all(...params, from, to) as { day: string; mb: number }[];
  return new Map(rows.map((r) => [r.day, Math.round(r.mb * 100) / 100]));
}

const round2 = (mb: number) => Math.round(mb * 100) / 100;

/** Sums a day map per month over `months`. */
function perMonth<T extends number>(byDay: Map<string, T>, months: string[], round: (n: number) => number) {
  const sums = new Map(months.map((m) => [m, 0]));
  for (const [day, value] of byDay) {
    const month = day.slice(0, 7);
    if (sums.has(month)) sums.set(month, (sums.get(month) ?? 0) + value);
  }
  return months.map((month) => ({ month, value: round(sums.get(month) ?? 0) }));
}

export function chartReport(
  deps: AppDeps,
  auth: AuthContext,
  query: { client_id?: number; carrier?: Carrier; month?: string },
  lang: Lang,
): DataOf<typeof reportChart> {
  const now = deps.clock.now();
  const today = formatDate(now)!;
  const current = today.slice(0, 7);
  const offered = monthsUpTo(current, REPORT_MONTHS).reverse();
  const month = query.month ?? current;
  if (month > current)
    throw fieldRefused('month', 'report_month_range', { first: offered.at(-1)!, last: current });
  const caller = scopeColumn(auth);
  const subs = subsOf(deps, caller);
  if (query.client_id !== undefined && !subs.some((s) => s.id === query.client_id))
    throw fieldRefused('client_id', 'transfer_sub_client_not_found', { id: query.client_id });
  const scope: ReportScope =
    query.client_id === undefined
      ? // A caller without a client (support in its own view) has no cards: every figure is 0.
        { ...(caller ?? { column: 'client_id', clientId: 0 }), carrier: query.carrier ?? null }
      : { column: 'client_id', clientId: query.client_id, carrier: query.carrier ?? null };

  // The counts of now: status and carrier split.
  const [where, params] = scopeWhere(scope);
  const split = cardSplit(deps, where, params, lang);

  // The month's days (up to today for the current month) and the months up to it.
  const lastDay = month === current ? Number(today.slice(8)) : daysInMonth(month);
  const days = Array.from({ length: lastDay }, (_, i) => dayOfMonth(month, i + 1));
  const months = monthsUpTo(month, REPORT_MONTHS);
  const firstDay = `${months[0]}-01`;
  const lastOfMonths = days.at(-1)!;
  ensureUsageSummary(deps.sqlite, now);
  const activations = countsByDay(deps, scope, 'activated', firstDay, lastOfMonths);
  const usage = usageByDay(deps, scope, firstDay, lastOfMonths);
  const usageMonths = perMonth(usage, months, round2);
  const activationMonths = perMonth(activations, months, (n) => n);

  // Cards expiring from today to the window's last day, both included.
  const windows = REPORT_EXPIRY_WINDOWS.map((n) => ({
    days: n,
    from: today,
    to: formatDate(now + (n - 1) * DAY)!,
  }));
  const longest = windows.at(-1)!;
  const expiring = countsByDay(deps, scope, 'expires', longest.from, longest.to);
  const expiringIn = (to: string) =>
    [...expiring].filter(([day]) => day <= to).reduce((s, [, n]) => s + n, 0);

  const active = split.by_status.find((s) => s.key === 'active')!.value;
  const monthUsage = usageMonths.at(-1)!.value;
  return {
    month,
    today,
    options: { subs, months: offered },
    kpis: {
      cards: split.total,
      active,
      activated: activationMonths.at(-1)!.value,
      usage_mb: monthUsage,
      usage_per_active_mb: active > 0 ? round2(monthUsage / active) : 0,
      expiring_30: expiringIn(longest.to),
    },
    by_status: split.by_status,
    by_carrier: split.by_carrier,
    activation_days: days.map((date) => ({ date, count: activations.get(date) ?? 0 })),
    activation_months: activationMonths.map((m) => ({ month: m.month, count: m.value })),
    usage_days: days.map((date) => ({ date, usage_mb: usage.get(date) ?? 0 })),
    usage_months: usageMonths.map((m) => ({ month: m.month, usage_mb: m.value })),
    top_cards: { month: current, items: topCards(deps, scope, lang) },
    expiring: windows.map((w) => ({ ...w, count: expiringIn(w.to) })),
  };
}

/**
 * The scope's cards with the most data used this month: its (usage_mb) index walked backwards (the
 * carrier is a condition on the rows read, `+carrier`, so it never picks another index). Ties go to
 * the newer card. Cached per (cards version, scope).
 */
function topCards(deps: AppDeps, scope: ReportScope, lang: Lang) {
  const key = `report-top:${scope.column}:${scope.clientId}:${scope.carrier ?? ''}`;
  const rows = cachedRead(deps, key, () =>
    statement(
      deps.sqlite,
      `select c.id, c.iccid, c.msisdn, c.carrier, c.usage_mb, p.name as plan_name, p.name_en as plan_name_en,
              p.quota_mb + c.addon_mb as quota_mb
       from cards c join plans p on p.id = c.plan_id
       where c.${scope.column} = ? and c.usage_mb > 0 ${scope.carrier ? 'and +c.carrier = ?' : ''}
       order by c.usage_mb desc, c.id desc limit ${REPORT_TOP_CARDS}`,
    ).all(...(scope.carrier ? [scope.clientId, scope.carrier] : [scope.clientId])),
  ) as {
    id: number;
    iccid: string;
    msisdn: string;
    carrier: Carrier;
    usage_mb: number;
    plan_name: string;
    plan_name_en: string;
    quota_mb: number;
  }[];
  return rows.map((r) => ({
    card_id: r.id,
    iccid: r.iccid,
    msisdn: r.msisdn,
    carrier: r.carrier,
    plan_name: nameIn(r, 'plan_name', lang),
    usage_mb: r.usage_mb,
    quota_mb: r.quota_mb,
    usage_percent: usagePercent(r.usage_mb, r.quota_mb),
  }));
}
