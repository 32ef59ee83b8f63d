import { type Lang, type SmallPlanStopRow, smallPlanStopList } from '#contract';
import type { AppDeps } from '../context.ts';
import { nameIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, listWhere, type QueryOf } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';

/**
 * /report_data (issue 46): the rows the clock's rule wrote as it stopped a small plan's card past
 * 1 GB (db/small-plan-stops.ts), by month and client, read through their own indexes; the card
 * joined by its key for its numbers and its status now.
 */
const LIST: ListBinding<typeof smallPlanStopList> = {
  filters: {
    // A main client: its whole tree; a sub-client: its own cards.
    client_id: ['s.main_client_id', 's.client_id'],
    month: 's.month',
  },
  sorts: { stopped_at: 's.stopped_at', usage_mb: 's.usage_mb' },
  defaultSort: 's.stopped_at',
  key: 's.id',
};

const FROM = `small_plan_stops s join cards c on c.id = s.card_id join clients cl on cl.id = s.client_id
  join plans p on p.id = s.plan_id`;
const COLUMNS = `s.id, s.month, cl.name as client_name, c.iccid, c.msisdn, p.name as plan_name,
  p.name_en as plan_name_en, s.usage_mb, s.stopped_at, c.status`;
const statement = statementCache();

interface StopRecord {
  id: number;
  month: string;
  client_name: string;
  iccid: string;
  msisdn: string;
  plan_name: string;
  plan_name_en: string;
  usage_mb: number;
  stopped_at: number;
  status: SmallPlanStopRow['status'];
}

const rowOf = (r: StopRecord, lang: Lang): SmallPlanStopRow => ({
  id: r.id,
  month: r.month,
  client_name: r.client_name,
  iccid: r.iccid,
  msisdn: r.msisdn,
  plan: nameIn(r, 'plan_name', lang),
  usage_mb: r.usage_mb,
  stopped_at: formatDateTime(r.stopped_at)!,
  status: r.status,
});

/** Every client's over-1 GB stops (the permission keeps customers out), newest first. */
export function listSmallPlanStops(
  deps: AppDeps,
  q: QueryOf<typeof smallPlanStopList>,
  lang: Lang,
): { tableData: SmallPlanStopRow[]; total: number } {
  const sql = listSql(smallPlanStopList, LIST, q, []);
  const total = statement(deps.sqlite, `select count(*) from small_plan_stops s where ${sql.where}`)
    .pluck()
    .get(...sql.params) as number;
  const rows = statement(
    deps.sqlite,
    `select ${COLUMNS} from ${FROM} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as StopRecord[];
  return { total, tableData: rows.map((r) => rowOf(r, lang)) };
}

/** How many stops the filters select, and the newest row's id (the report's export). */
export function smallPlanStopCount(deps: AppDeps, filters: Partial<QueryOf<typeof smallPlanStopList>>) {
  const { where, params } = listWhere(smallPlanStopList, LIST.filters, filters);
  return statement(
    deps.sqlite,
    `select count(*) as n, coalesce(max(s.id), 0) as max_id from small_plan_stops s where ${where}`,
  ).get(...params) as { n: number; max_id: number };
}

/** The stops the filters select from the `from`-th, newest row first, none newer than `maxId`. */
export function smallPlanStopRowsFor(
  deps: AppDeps,
  filters: Partial<QueryOf<typeof smallPlanStopList>>,
  maxId: number,
  from: number,
  count: number,
  lang: Lang,
): SmallPlanStopRow[] {
  const { where, params } = listWhere(smallPlanStopList, LIST.filters, filters, [['s.id <= ?', maxId]]);
  return (
    statement(
      deps.sqlite,
      `select ${COLUMNS} from ${FROM} where ${where} order by s.id desc limit ? offset ?`,
    ).all(...params, count, from) as StopRecord[]
  ).map((r) => rowOf(r, lang));
}
