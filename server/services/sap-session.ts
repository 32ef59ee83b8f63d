import {
  type Lang,
  SAP_RATS,
  SAP_SESSION_EXPORT_KIND,
  type SapRat,
  type SapSessionRow,
  sapSessionList,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { bothColumns, pick } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import {
  type Condition,
  type ListBinding,
  listSql,
  listWhere,
  type QueryOf,
  readPage,
} from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';
import { defineListExport } from '../tasks/list-export.ts';
import { scopeColumn } from './card-scope.ts';

/**
 * /sap_sim_session (issue 44): the data sessions of the caller's cards, read from card_sessions,
 * the table the card detail's sessions come from; the emulator clock ends and opens them
 * (db/sap-sessions.ts). A main client sees its tree's cards, a sub-client its own.
 */

const SESSIONS: ListBinding<typeof sapSessionList> = {
  filters: { number: ['c.iccid', 'c.msisdn'], started: 's.started_at', rat: 's.rat', ip: 's.ip' },
  sorts: { started_at: 's.started_at' },
  defaultSort: 's.started_at',
  key: 's.id',
};

type SessionQuery = QueryOf<typeof sapSessionList>;

export interface SessionRecord {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string | null;
  apn: string;
  ip: string;
  started_at: number;
  ended_at: number | null;
  usage_kb: number;
  up_kb: number;
  rat: SapRat;
  province: string;
  province_en: string;
}

/** A session's card and cell, as every session list reads them (support's extraction too). */
export const SESSION_JOINS = 'join cards c on c.id = s.card_id join cells x on x.id = s.cell_id';
const FROM = `card_sessions s ${SESSION_JOINS}`;
export const SESSION_COLUMNS = `s.id, s.card_id, c.iccid, c.msisdn, c.imsi, c.imei, s.apn, s.ip, s.started_at, s.ended_at,
  s.usage_kb, s.up_kb, s.rat, x.province, x.province_en`;

export const sessionRow = (r: SessionRecord, lang: Lang): SapSessionRow => ({
  id: r.id,
  card_id: r.card_id,
  iccid: r.iccid,
  msisdn: r.msisdn,
  imsi: r.imsi,
  imei: r.imei ?? '',
  apn: r.apn,
  ip: r.ip,
  started_at: formatDateTime(r.started_at)!,
  ended_at: r.ended_at === null ? pick('security.session.open', lang) : formatDateTime(r.ended_at)!,
  up_kb: r.up_kb,
  down_kb: Math.max(0, r.usage_kb - r.up_kb),
  rat: r.rat,
  province: pick(bothColumns(r, 'province'), lang),
});

/** The caller's cards: none for a caller without a client (support in its own view). */
const scopeOf = (clientId: number, column: 'main_client_id' | 'client_id'): Condition => [
  `c.${column} = ?`,
  clientId,
];

export function listSessions(deps: AppDeps, auth: AuthContext, q: SessionQuery, lang: Lang) {
  const scope = scopeColumn(auth);
  if (!scope) return { tableData: [] as SapSessionRow[], total: 0 };
  const sql = listSql(sapSessionList, SESSIONS, q, [scopeOf(scope.clientId, scope.column)]);
  const { rows, total } = readPage<SessionRecord>(deps.sqlite, FROM, SESSION_COLUMNS, sql);
  return { tableData: rows.map((r) => sessionRow(r, lang)), total };
}

const statement = statementCache();

/**
 * The export runs in the client's queue with the client's id only: a main client exports its
 * tree's sessions, a sub-client (whose client is not a main one) its own cards'.
 */
const clientScope = (deps: AppDeps, clientId: number): Condition => {
  const parent = statement(deps.sqlite, 'select parent_id from clients where id = ?').pluck().get(clientId);
  return scopeOf(clientId, parent === null ? 'main_client_id' : 'client_id');
};

function sessionCount(deps: AppDeps, clientId: number, filters: Partial<SessionQuery>) {
  const { where, params } = listWhere(sapSessionList, SESSIONS.filters, filters, [
    clientScope(deps, clientId),
  ]);
  return statement(
    deps.sqlite,
    `select count(*) as n, coalesce(max(s.id), 0) as max_id from ${FROM} where ${where}`,
  ).get(...params) as { n: number; max_id: number };
}

function sessionRowsFor(
  deps: AppDeps,
  clientId: number,
  filters: Partial<SessionQuery>,
  maxId: number,
  from: number,
  count: number,
  lang: Lang,
): SapSessionRow[] {
  const { where, params } = listWhere(sapSessionList, SESSIONS.filters, filters, [
    clientScope(deps, clientId),
    ['s.id <= ?', maxId],
  ]);
  return (
    statement(
      deps.sqlite,
      `select ${SESSION_COLUMNS} from ${FROM} where ${where} order by s.id desc limit ? offset ?`,
    ).all(...params, count, from) as SessionRecord[]
  ).map((r) => sessionRow(r, lang));
}

/** Starts an export of the caller's sessions under the list's filters: a task listed under /export_log. */
export const startSessionExport = defineListExport({
  kind: SAP_SESSION_EXPORT_KIND,
  downloadCodes: ['router_sap_sim_session', 'router_export_log'],
  list: sapSessionList.list,
  all: 'sap_session_export_all',
  widths: { iccid: 24, imei: 18, started_at: 20, ended_at: 20 },
  sheet: 'sap_session_export_sheet',
  file: 'sap_session_export_file',
  nothing: 'sap_session_export_nothing',
  count: sessionCount,
  rows: sessionRowsFor,
  cells: (row, lang) => ({ ...row, rat: pick(SAP_RATS[row.rat], lang) }),
});
