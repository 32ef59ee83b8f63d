import type Database from 'better-sqlite3';
import { CARD_TRAFFIC_COLUMNS, dayStart } from '../../db/sap-traffic.ts';
import { formatDate } from '../lib/format.ts';

/**
 * A card's or a group's traffic over a run of days (issue 44): the top destinations by bytes,
 * allowed against blocked, and the trend per day. A group reads its rollup
 * (sap_traffic_group_daily: days × destinations rows, whatever the group's size); a card reads its
 * own rows, one key seek per day (`day in (...) and card_id = ?` on the (day, card, destination) key).
 */

export interface ChartDestination {
  dest_id: number;
  address: string;
  port: number;
  protocol: string;
  category: string;
  allowed_bytes: number;
  blocked_bytes: number;
  flows: number;
  blocked_flows: number;
}
export interface ChartDay {
  day: number;
  allowed_bytes: number;
  blocked_bytes: number;
}
export interface TrafficChart {
  top: ChartDestination[];
  trend: ChartDay[];
}

/** Destinations shown by name; the rest are summed into the trend only. */
const TOP_DESTINATIONS = 10;

/** A group (its rollup), a card (its rows), or an analysis task's card set (its rollup). */
type Target = { groupId: number } | { cardId: number } | { analysisTaskId: number };

const ROLLUP_COLUMNS =
  'day, dest_id, allowed_bytes as a, blocked_bytes as b, flows as f, blocked_flows as bf';

function sourceOf(target: Target, dayList: string) {
  if ('groupId' in target) {
    return {
      rows: `select ${ROLLUP_COLUMNS} from sap_traffic_group_daily where group_id = ? and day in (${dayList})`,
      param: target.groupId,
    };
  }
  if ('analysisTaskId' in target) {
    return {
      rows: `select ${ROLLUP_COLUMNS} from sap_analysis_daily where task_id = ? and day in (${dayList})`,
      param: target.analysisTaskId,
    };
  }
  return {
    rows: `select day, dest_id, ${CARD_TRAFFIC_COLUMNS}
           from sap_traffic_daily where day in (${dayList}) and card_id = ?`,
    param: target.cardId,
  };
}

export function trafficChart(sqlite: Database.Database, target: Target, days: number[]): TrafficChart {
  if (days.length === 0) return { top: [], trend: [] };
  const dayList = days.map((d) => Math.trunc(d)).join(', ');
  const source = sourceOf(target, dayList);
  const top = sqlite
    .prepare<[number, number], ChartDestination>(
      `with r as (${source.rows})
       select d.id as dest_id, d.address, d.port, d.protocol, d.category,
         sum(r.a) as allowed_bytes, sum(r.b) as blocked_bytes, sum(r.f) as flows, sum(r.bf) as blocked_flows
       from r join sap_destinations d on d.id = r.dest_id
       group by d.id order by sum(r.a) + sum(r.b) desc, d.id limit ?`,
    )
    .all(source.param, TOP_DESTINATIONS);
  const byDay = new Map(
    sqlite
      .prepare<[number], ChartDay>(
        `with r as (${source.rows})
         select day, sum(a) as allowed_bytes, sum(b) as blocked_bytes from r group by day`,
      )
      .all(source.param)
      .map((d) => [d.day, d]),
  );
  const trend = days.map((day) => byDay.get(day) ?? { day, allowed_bytes: 0, blocked_bytes: 0 });
  return { top, trend };
}

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** A chart as /sap_sim_chart answers it (MB to two decimals, days as dates): its totals, top and trend. */
export function chartFigures(chart: TrafficChart) {
  return {
    allowed_mb: mb(chart.trend.reduce((s, d) => s + d.allowed_bytes, 0)),
    blocked_mb: mb(chart.trend.reduce((s, d) => s + d.blocked_bytes, 0)),
    top: chart.top.map((d) => ({
      address: d.address,
      port: d.port,
      protocol: d.protocol,
      category: d.category as 'platform',
      allowed_mb: mb(d.allowed_bytes),
      blocked_mb: mb(d.blocked_bytes),
      flows: d.flows,
      blocked_flows: d.blocked_flows,
    })),
    trend: chart.trend.map((d) => ({
      date: formatDate(dayStart(d.day))!,
      allowed_mb: mb(d.allowed_bytes),
      blocked_mb: mb(d.blocked_bytes),
    })),
  };
}
