import { type BillingGroupRow, billingGroupList, poolPercent, type VbgWarningSettings } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { poolSql, splitList, warnGroupNow } from './vbg-warnings.ts';

/**
 * Which billing groups a caller sees: a main client its own; a sub-client those of its main
 * client that hold at least one of its cards (the pool is shared, so its figures are the group's).
 * Support users in the support view see none.
 */
interface GroupScope {
  /** `g.`-qualified condition on billing_groups g. */
  sql: string;
  params: number[];
}

const mainOf = perConnection<[number], { main_id: number }>('select main_id from clients where id = ?');

export function groupScope({ sqlite }: AppDeps, auth: AuthContext): GroupScope | null {
  if (auth.clientId === null) return null;
  if (auth.isMainClient) return { sql: 'g.main_client_id = ?', params: [auth.clientId] };
  const main = mainOf(sqlite).get(auth.clientId);
  if (!main) return null;
  return {
    sql: 'g.main_client_id = ? and exists (select 1 from cards m where m.billing_group_id = g.id and m.client_id = ?)',
    params: [main.main_id, auth.clientId],
  };
}

const PERCENT_SQL = 'case when coalesce(a.pool_mb, 0) > 0 then a.used_mb * 100.0 / a.pool_mb else 0 end';

/** The list's filters and sorts on `billing_groups g` joined with its pool `a`. */
const LIST: ListBinding<typeof billingGroupList> = {
  filters: { q: ['g.name', 'g.code'], carrier: 'g.carrier' },
  sorts: {
    code: 'g.code',
    card_count: 'coalesce(a.card_count, 0)',
    pool_mb: 'coalesce(a.pool_mb, 0)',
    used_mb: 'coalesce(a.used_mb, 0)',
    usage_percent: PERCENT_SQL,
  },
  key: 'g.id',
};

const statement = statementCache();

interface GroupRecord {
  id: number;
  code: string;
  name: string;
  carrier: BillingGroupRow['carrier'];
  comment: string;
  warn_enabled: number;
  warn_thresholds: string;
  card_count: number;
  pool_mb: number;
  used_mb: number;
}

const percentList = (thresholds: string) =>
  splitList(thresholds)
    .map((t) => `${t}%`)
    .join(', ');

/**
 * A page of the caller's groups with their pools. A customer has tens of groups: the pools are one
 * GROUP BY over the members of the caller's groups (the cards_billing_group index), then sorted.
 */
export function listBillingGroups(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof billingGroupList>) {
  const scope = groupScope(deps, auth);
  if (!scope) return { tableData: [] as BillingGroupRow[], total: 0 };
  const sql = listSql(billingGroupList, LIST, q, [[scope.sql, ...scope.params]]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from billing_groups g where ${sql.where}`).get(
      ...sql.params,
    ) as {
      n: number;
    }
  ).n;
  if (total === 0) return { tableData: [] as BillingGroupRow[], total };

  const rows = statement(
    deps.sqlite,
    `select g.id, g.code, g.name, g.carrier, g.comment, g.warn_enabled, g.warn_thresholds,
       coalesce(a.card_count, 0) as card_count, coalesce(a.pool_mb, 0) as pool_mb, coalesce(a.used_mb, 0) as used_mb
     from billing_groups g left join (${poolSql(scope.sql)}) a on a.group_id = g.id
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...scope.params, ...sql.params, sql.limit, sql.offset) as GroupRecord[];

  const tableData: BillingGroupRow[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    carrier: r.carrier,
    card_count: r.card_count,
    pool_mb: r.pool_mb,
    used_mb: r.used_mb,
    usage_percent: poolPercent(r.used_mb, r.pool_mb),
    warn_enabled: r.warn_enabled ? 'true' : 'false',
    warn_thresholds: percentList(r.warn_thresholds),
    comment: r.comment,
  }));
  return { tableData, total };
}

interface SettingsRecord {
  id: number;
  code: string;
  name: string;
  warn_enabled: number;
  warn_thresholds: string;
  warn_phones: string;
  warned_percent: number;
  pool_mb: number | null;
  used_mb: number | null;
}

/** One group of the caller's, or a 404 naming it. */
function findGroup(deps: AppDeps, auth: AuthContext, id: number): SettingsRecord {
  const scope = groupScope(deps, auth);
  const row = scope
    ? (statement(
        deps.sqlite,
        `select g.id, g.code, g.name, g.warn_enabled, g.warn_thresholds, g.warn_phones, g.warned_percent,
           a.pool_mb, a.used_mb
         from billing_groups g left join (${poolSql('g.id = ?')}) a on a.group_id = g.id
         where g.id = ? and ${scope.sql}`,
      ).get(id, id, ...scope.params) as SettingsRecord | undefined)
    : undefined;
  if (!row) throw notFound('vbg_not_found', { id });
  return row;
}

const settingsOf = (g: SettingsRecord): VbgWarningSettings => ({
  vbg_id: g.id,
  code: g.code,
  name: g.name,
  enabled: g.warn_enabled === 1,
  thresholds: splitList(g.warn_thresholds).map(Number),
  phones: splitList(g.warn_phones),
  warned_percent: g.warned_percent,
  usage_percent: poolPercent(g.used_mb ?? 0, g.pool_mb ?? 0),
});

export const warningSettings = (deps: AppDeps, auth: AuthContext, id: number) =>
  settingsOf(findGroup(deps, auth, id));

const saveSettings = perConnection<[number, string, string, number], unknown>(
  'update billing_groups set warn_enabled = ?, warn_thresholds = ?, warn_phones = ? where id = ?',
);

/**
 * Saves the settings (checked and normalised by the endpoint's schema), then warns at once if the
 * pool already reached a threshold not yet warned.
 */
export function saveWarningSettings(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  settings: Pick<VbgWarningSettings, 'enabled' | 'thresholds' | 'phones'>,
) {
  findGroup(deps, auth, id);
  const { enabled, thresholds, phones } = settings;
  const sent = deps.sqlite.transaction(() => {
    saveSettings(deps.sqlite).run(enabled ? 1 : 0, thresholds.join(','), phones.join(','), id);
    return enabled ? warnGroupNow(deps.sqlite, id, deps.clock.now()) : 0;
  })();
  return { ...warningSettings(deps, auth, id), sent };
}

const saveComment = perConnection<[string, number], unknown>(
  'update billing_groups set comment = ? where id = ?',
);

/** Saves a comment the endpoint's schema has trimmed and measured. */
export function editComment(deps: AppDeps, auth: AuthContext, id: number, comment: string) {
  findGroup(deps, auth, id);
  saveComment(deps.sqlite).run(comment, id);
  return { vbg_id: id, comment };
}
