import {
  type Carrier,
  type DataOf,
  type indexConfig,
  type Lang,
  LINE_CHART_DAYS,
  TOP_CARDS,
  type TopCard,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { nameIn } from '../i18n.ts';
import { formatDate } from '../lib/format.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';
import { cardSplit } from './card-split.ts';
import { cachedRead, usagePercent } from './cards.ts';
import { lastDays } from './usage-chart.ts';

const clientNames = perConnection<[number], { name: string; main_name: string }>(
  'select c.name, m.name as main_name from clients c join clients m on m.id = c.main_id where c.id = ?',
);

/** What the home page shows this caller, and the period its charts cover. */
export function homeConfig(deps: AppDeps, auth: AuthContext): DataOf<typeof indexConfig> {
  const names = auth.clientId === null ? undefined : clientNames(deps.sqlite).get(auth.clientId);
  const days = lastDays(deps.clock.now(), LINE_CHART_DAYS);
  const to = days[days.length - 1]!;
  return {
    main_client_name: names?.main_name ?? null,
    client_name: names?.name ?? null,
    is_main_client: auth.clientId !== null && auth.isMainClient,
    panels: {
      cards: auth.clientId !== null,
      card_list_links: auth.clientId !== null && auth.codes.has('router_card_list'),
    },
    period: { month: to.slice(0, 7), from: days[0]!, to, days: days.length },
  };
}

const statement = statementCache();

/**
 * The caller's cards by status and by carrier (the pie): the same counts the header and the card
 * list's totals give, read from the per-client summary (a caller without a client has none).
 */
export function cardsBreakdown(deps: AppDeps, auth: AuthContext, lang: Lang) {
  const scope = scopeColumn(auth);
  return scope
    ? cardSplit(deps, `${scope.column} = ?`, [scope.clientId], lang)
    : cardSplit(deps, '0', [], lang);
}

/**
 * The caller's cards with the most data used this month: the scope's (usage_mb) index walked
 * backwards, five rows read. Ties go to the newer card.
 */
export function topCards(deps: AppDeps, auth: AuthContext, lang: Lang): { month: string; items: TopCard[] } {
  const month = formatDate(deps.clock.now())!.slice(0, 7);
  const scope = scopeColumn(auth);
  if (!scope) return { month, items: [] };
  const rows = cachedRead(deps, `top:${scope.column}:${scope.clientId}`, () =>
    statement(
      deps.sqlite,
      `select c.id, c.iccid, c.msisdn, c.carrier, c.usage_mb, p.name as plan_name, p.name_en as plan_name_en,
              p.quota_mb + c.addon_mb as quota_mb -- this month's quota: the plan's and the add-ons bought
       from cards c join plans p on p.id = c.plan_id
       where c.${scope.column} = ? and c.usage_mb > 0
       order by c.usage_mb desc, c.id desc limit ${TOP_CARDS}`,
    ).all(scope.clientId),
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
  return {
    month,
    items: rows.map((r) => ({
      card_id: r.id,
      iccid: r.iccid,
      msisdn: r.msisdn,
      carrier: r.carrier,
      plan_name: nameIn(r, 'plan_name', lang),
      usage_mb: r.usage_mb,
      quota_mb: r.quota_mb,
      usage_percent: usagePercent(r.usage_mb, r.quota_mb),
    })),
  };
}
