import {
  type Lang,
  SUPPORT_EXPORT_KIND_KEYS,
  type SupportExportLogRow,
  supportExportLogList,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { type ListBinding, listSql, type QueryOf, sqlStrings } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';
import { kickTasks } from '../tasks/engine.ts';
import { EXPORT_COLUMNS, type ExportRecord, exportRow } from './card-export.ts';

const KINDS_SQL = sqlStrings(SUPPORT_EXPORT_KIND_KEYS);

/** The list's filters on `tasks t` (its starter `users u`), newest first. */
const LIST: ListBinding<typeof supportExportLogList> = {
  filters: {
    client_id: 't.client_id',
    kind: 't.kind',
    status: 't.status',
    username: 'u.username',
    created: 't.created_at',
  },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

const FROM = 'tasks t left join users u on u.id = t.user_id left join clients c on c.id = t.client_id';
const statement = statementCache();

/** Every client's exports and support's own, for support users (the permission keeps customers out). */
export async function listSupportExports(
  deps: AppDeps & { name?: string },
  q: QueryOf<typeof supportExportLogList>,
  lang: Lang,
): Promise<{ tableData: SupportExportLogRow[]; total: number }> {
  // The emulator's queue is never behind its readers, as on the customer's own list.
  await kickTasks(deps);
  const sql = listSql(supportExportLogList, LIST, q, [[`t.kind in (${KINDS_SQL})`]]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from ${FROM} where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select ${EXPORT_COLUMNS}, c.name as client_name from ${FROM}
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as (ExportRecord & { client_name: string | null })[];
  return {
    total,
    tableData: rows.map((r) => ({
      ...exportRow(deps, r, lang),
      kind: r.kind as SupportExportLogRow['kind'],
      client_name: r.client_name ?? '-',
    })),
  };
}
