import {
  EXPORT_KIND_KEYS,
  type ExportLogRow,
  exportLogList,
  formatBytes,
  type Lang,
  type TaskStatus,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { formatDate } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { cancelTask as cancelQueued, kickTasks } from '../tasks/engine.ts';
import { EXPORT_COLUMNS, type ExportRecord, exportRow, fileKeptUntil } from './card-export.ts';

/**
 * The task centre's lists: /export_log shows every export of the caller's client, of every kind,
 * with its file (size, the day it expires, how often it was downloaded).
 */

/** Every customer export kind (the card list's, the ledger's, the orders', the sessions'). */
const EXPORT_KINDS_SQL = EXPORT_KIND_KEYS.map((k) => `'${k}'`).join(', ');

const LIST: ListBinding<typeof exportLogList> = {
  filters: { kind: 't.kind', status: 't.status', created: 't.created_at' },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

const FROM = 'tasks t left join users u on u.id = t.user_id left join task_files f on f.task_id = t.id';

type Record = ExportRecord & { size: number | null; downloads: number | null };

export async function listExportLog(
  deps: AppDeps & { name?: string },
  auth: AuthContext,
  q: QueryOf<typeof exportLogList>,
  lang: Lang,
): Promise<{ tableData: ExportLogRow[]; total: number }> {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  await kickTasks(deps);
  const sql = listSql(exportLogList, LIST, q, [
    [`t.client_id = ? and t.kind in (${EXPORT_KINDS_SQL})`, auth.clientId],
  ]);
  const { rows, total } = readPage<Record>(deps.sqlite, FROM, `${EXPORT_COLUMNS}, f.size, f.downloads`, sql);
  return {
    total,
    tableData: rows.map((r) => {
      const base = exportRow(deps, r, lang);
      // A download address is given only while a done export's file is kept.
      const kept = base.download !== null;
      return {
        ...base,
        kind: r.kind as ExportLogRow['kind'],
        size: kept && r.size !== null ? formatBytes(r.size) : null,
        expires_at: kept ? formatDate(fileKeptUntil(r.finished_at!)) : null,
        downloads: r.downloads ?? 0,
      };
    }),
  };
}

const taskOf = perConnection<[number, number], { status: TaskStatus }>(
  'select status from tasks where id = ? and client_id = ?',
);

/** Cancels a queued task of the caller's client: 404 when it is not theirs, 400 when it started. */
export function cancelTask(deps: AppDeps, auth: AuthContext, taskId: number) {
  const task = auth.clientId === null ? undefined : taskOf(deps.sqlite).get(taskId, auth.clientId);
  if (!task || auth.clientId === null) throw notFound('task_not_found', { id: taskId });
  if (!cancelQueued(deps, auth.clientId, taskId)) throw badRequest('task_not_cancellable');
  return { task_id: taskId, status: 'cancelled' as const };
}
