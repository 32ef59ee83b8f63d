import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  CARD_EXPORT_DOWNLOAD_PATH,
  CARD_STATUSES,
  CARRIERS,
  type CardExportRow,
  type CardFilters,
  type CardRow,
  cardExportList,
  cardList,
  type Lang,
  REAL_NAME_STATUSES,
  TASK_FILE_DAYS,
  type TaskStatus,
  XLSX_MIME,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { permissionDenied } from '../define-route.ts';
import { badRequest, notFound } from '../errors.ts';
import { pick, translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { createTask, defineExportTask, exportKindOf, kickTasks, type TaskRecord } from '../tasks/engine.ts';
import { signedTaskLink, verifyTaskSignature } from '../tasks/links.ts';
import { describeFilters } from './card-export-filters.ts';
import { allMatches, type CardListQuery, cardRows } from './card-list.ts';

const CARD_EXPORT_KIND = 'card_export';

/**
 * What an export task keeps in tasks.params: the filters and sort asked for, and the language;
 * `seeded` for an export of the seeded history, whose file is written when first downloaded.
 */
interface ExportParams {
  filters: CardFilters & Pick<Partial<CardListQuery>, 'sort' | 'order'>;
  lang: Lang;
  seeded?: boolean;
}

type Body = ExportParams['filters'];

const listQuery = (body: Body): CardListQuery => ({
  ...body,
  page: 1,
  page_size: 10,
  order: body.order ?? 'desc',
});

/** Cards read per query: ten steps' worth, so a big export asks the database less often. */
const READ_CHUNK = 1000;

const firstSeq = perConnection<[number], number | null>(
  'select min(seq) from export_cards where task_id = ?',
);
const cardsFrom = perConnection<[number, number, number], number>(
  'select card_id from export_cards where task_id = ? and seq >= ? and seq < ? order by seq',
);
const dropSnapshot = perConnection<[number]>('delete from export_cards where task_id = ?');
const endedSnapshots = perConnection<[string], number>(
  `select distinct e.task_id from export_cards e join tasks t on t.id = e.task_id
   where t.kind = ? and t.status not in ('pending', 'running')`,
);

/**
 * The card export as a task of the engine: 100 cards a step, a tenth of a second of emulator time
 * each (1,000 cards a second). Its cards are those the list showed when it was asked for, in the
 * list's order (export_cards), read by key a thousand at a time. The xlsx is streamed to disk
 * (exceljs's streaming writer), so memory stays flat at any size.
 */
const cardExportTask = defineExportTask({
  kind: CARD_EXPORT_KIND,
  downloadCodes: ['router_card_export', 'router_export_log'],
  describe: (deps, params, lang) => describeFilters(deps, (params as ExportParams).filters, lang),
  rowsPerStep: 100,
  stepMs: 100,
  async open(deps, task, path) {
    const { lang } = JSON.parse(task.params ?? '{}') as ExportParams;
    // exceljs takes ~200 ms to load: it loads with the first export, not with the emulator.
    const { default: ExcelJS } = await import('exceljs');
    // Without styles: exceljs writes unstyled rows about three times as fast (a million cards in
    // well under a minute); the header is the first row, frozen, with each column's width.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
    const sheet = workbook.addWorksheet(translate(lang, 'export_sheet'), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const columns = cardList.list.columns.filter((c) => c.type !== 'buttons');
    sheet.columns = columns.map((c) => ({
      header: pick(c.label, lang),
      key: c.prop,
      width: widthOf(c.prop),
    }));
    const first = firstSeq(deps.sqlite).pluck().get(task.id) ?? 0;
    // The rows read ahead: [bufferFrom, bufferFrom + buffer.length) of the export's order.
    let buffer: CardRow[] = [];
    let bufferFrom = 0;
    return {
      async write(from, count) {
        if (from < bufferFrom || from + count > bufferFrom + buffer.length) {
          bufferFrom = Math.floor(from / READ_CHUNK) * READ_CHUNK;
          const start = first + bufferFrom;
          const ids = cardsFrom(deps.sqlite)
            .pluck()
            .all(task.id, start, start + READ_CHUNK);
          buffer = cardRows(deps, ids, lang);
        }
        const rows = buffer.slice(from - bufferFrom, from - bufferFrom + count);
        for (const row of rows) sheet.addRow(cellsOf(row, lang)).commit();
        return rows.length;
      },
      async finish() {
        sheet.commit();
        await workbook.commit();
        const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
        return { fileName: `${translate(lang, 'export_file')}_${stamp}_${task.id}.xlsx`, mime: XLSX_MIME };
      },
      ended() {
        dropSnapshot(deps.sqlite).run(task.id);
      },
      abort() {
        rmSync(path, { force: true });
      },
    };
  },
});

const insertSnapshot = (deps: AppDeps, select: string) =>
  statement(deps.sqlite, `insert into export_cards (task_id, card_id) ${select}`);

/**
 * Starts an export of the caller's cards under the list's filters: a task of the engine, queued
 * behind the client's earlier tasks, that runs as the emulator's clock goes on. The cards are
 * taken now, in the list's order, in the same transaction as the task.
 */
export function startExport(deps: AppDeps, auth: AuthContext, body: Body, lang: Lang) {
  const { total, all } = allMatches(deps, auth, listQuery(body));
  if (total === 0 || auth.clientId === null) throw badRequest('export_nothing');
  const clientId = auth.clientId;
  const params: ExportParams = { filters: body, lang };
  return deps.sqlite.transaction(() => {
    // The cards of exports cancelled or failed since are dropped here (a finished one drops its own).
    for (const ended of endedSnapshots(deps.sqlite).pluck().all(CARD_EXPORT_KIND)) {
      dropSnapshot(deps.sqlite).run(ended);
    }
    const taskId = createTask(deps, {
      kind: cardExportTask,
      clientId,
      userId: auth.userId,
      params,
      rows: total,
    });
    if ('ids' in all) {
      insertSnapshot(deps, 'select ?, value from json_each(?) order by key').run(
        taskId,
        JSON.stringify(all.ids),
      );
    } else {
      insertSnapshot(deps, `select ?, c.id ${all.from} order by ${all.order}`).run(taskId, ...all.params);
    }
    return { task_id: taskId, total };
  })();
}

const WIDTHS: Record<string, number> = { iccid: 24, imsi: 18, eid: 36, msisdn: 16, plan_name: 26, tags: 24 };
const widthOf = (prop: string) => WIDTHS[prop] ?? 14;

/** A row as a spreadsheet shows it: labels in the export's language, numbers as numbers. */
function cellsOf(row: CardRow, lang: Lang): Record<string, string | number | null> {
  return {
    ...row,
    esim: null,
    carrier: pick(CARRIERS[row.carrier], lang),
    status: pick(CARD_STATUSES[row.status], lang),
    real_name_status: pick(REAL_NAME_STATUSES[row.real_name_status], lang),
  };
}

/** What an export row is read from: `tasks t` joined to its starter, `users u`. */
export const EXPORT_COLUMNS =
  't.id, t.kind, t.created_at, t.finished_at, t.status, t.progress, t.total, t.params, u.username, t.error';

export interface ExportRecord {
  id: number;
  kind: string;
  created_at: number;
  finished_at: number | null;
  status: TaskStatus;
  progress: number;
  total: number;
  params: string;
  username: string | null;
  error: string | null;
}

/** The list's filter on `tasks t`, newest first. */
const LIST: ListBinding<typeof cardExportList> = {
  filters: { status: 't.status' },
  sorts: {},
  defaultSort: 't.created_at',
  key: 't.id',
};

const statement = statementCache();

/** The caller's client's exports, newest first (a sub-client sees its own, a main client its own). */
export async function listExports(
  deps: AppDeps & { name?: string },
  auth: AuthContext,
  q: QueryOf<typeof cardExportList>,
  lang: Lang,
): Promise<{ tableData: CardExportRow[]; total: number }> {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  await kickTasks(deps);
  const sql = listSql(cardExportList, LIST, q, [
    ['t.client_id = ? and t.kind = ?', auth.clientId, CARD_EXPORT_KIND],
  ]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from tasks t where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select ${EXPORT_COLUMNS}
     from tasks t left join users u on u.id = t.user_id
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as ExportRecord[];
  return { total, tableData: rows.map((r) => exportRow(deps, r, lang)) };
}

/** An export's filters in words, as its kind words them (the card list's with its names). */
function filtersText(deps: AppDeps, r: ExportRecord, lang: Lang): string {
  return exportKindOf(r.kind)!.describe(deps, JSON.parse(r.params), lang);
}

/** An export task as the export lists show it, in the caller's language. */
export const exportRow = (deps: AppDeps & { name?: string }, r: ExportRecord, lang: Lang): CardExportRow => ({
  id: r.id,
  created_at: formatDateTime(r.created_at)!,
  finished_at: formatDateTime(r.finished_at),
  status: r.status,
  progress: r.progress,
  total: r.total,
  filters: filtersText(deps, r, lang),
  username: r.username ?? '-',
  download: r.status === 'done' && !fileExpired(deps, r.finished_at) ? exportDownloadUrl(deps, r.id) : null,
  error: r.error
    ? translate(lang, 'export_failed')
    : r.status === 'done' && fileExpired(deps, r.finished_at)
      ? translate(lang, 'task_file_gone', { days: TASK_FILE_DAYS })
      : null,
});

const countDownload = perConnection<[number]>(
  'update task_files set downloads = downloads + 1 where task_id = ?',
);

/** A result file is kept TASK_FILE_DAYS after its task finished, on the emulator clock. */
/** The last moment a task's result file is kept: TASK_FILE_DAYS after the task finished. */
export const fileKeptUntil = (finishedAt: number) => finishedAt + TASK_FILE_DAYS * 86_400_000;

const fileExpired = (deps: AppDeps, finishedAt: number | null) =>
  finishedAt !== null && deps.clock.now() > fileKeptUntil(finishedAt);

// ---------------------------------------------------------------------------------------------

/** A link to the export's file that works without a token (a browser's download sends none). */
export const exportDownloadUrl = (deps: AppDeps & { name?: string }, taskId: number) =>
  signedTaskLink(deps, CARD_EXPORT_DOWNLOAD_PATH, CARD_EXPORT_KIND, taskId);

const fileOf = perConnection<
  [number],
  {
    client_id: number | null;
    kind: string;
    status: TaskStatus;
    file_name: string | null;
    mime: string | null;
    path: string | null;
    size: number | null;
    finished_at: number | null;
    seeded: number;
  }
>(
  `select t.client_id, t.kind, t.status, f.file_name, f.mime, f.path, f.size, t.finished_at,
     coalesce(json_extract(t.params, '$.seeded'), 0) as seeded
   from tasks t left join task_files f on f.task_id = t.id
   where t.id = ?`,
);

/**
 * An export's file, streamed from disk, for a signed link or for a caller of the task's client
 * holding a code of the task's own kind (599 otherwise). Throws 404 for no such task (or another
 * client's), 400 while it is not done (or its file is gone).
 */
export async function exportFile(
  deps: AppDeps & { name?: string },
  taskId: number,
  access: { sign: string } | { auth: AuthContext; lang: Lang },
) {
  const found = fileOf(deps.sqlite).get(taskId);
  // Only an export has a file to download.
  const kind = found && exportKindOf(found.kind);
  const task = kind ? found : undefined;
  const allowed =
    task !== undefined &&
    ('sign' in access
      ? verifyTaskSignature(deps, CARD_EXPORT_KIND, taskId, access.sign)
      : access.auth.clientId === task.client_id);
  if (!task || !allowed) throw notFound('export_task_not_found', { id: taskId });
  if ('auth' in access) {
    const codes = kind?.downloadCodes ?? [];
    if (!codes.some((code) => access.auth.codes.has(code))) throw permissionDenied([...codes], access.lang);
  }
  await kickTasks(deps);
  const file = fileOf(deps.sqlite).get(taskId);
  if (!file?.path || !file.file_name) throw badRequest('export_not_ready');
  const path = join(deps.uploadDir, file.path);
  if (!fileExpired(deps, file.finished_at) && !existsSync(path) && task.seeded) {
    // Its size is the written file's from now on, no longer the seed's estimate.
    file.size =
      task.kind === CARD_EXPORT_KIND && task.client_id !== null
        ? await writeSeededFile(deps, taskId, task.client_id, path)
        : await writeSeededExport(deps, kind!, taskId, path);
  }
  if (fileExpired(deps, file.finished_at) || !existsSync(path)) {
    rmSync(path, { force: true });
    throw badRequest('task_file_gone', { days: TASK_FILE_DAYS });
  }
  countDownload(deps.sqlite).run(taskId);
  return {
    name: file.file_name,
    mime: file.mime ?? XLSX_MIME,
    size: file.size ?? 0,
    stream: createReadStream(path),
  };
}

const taskById = perConnection<[number], TaskRecord>(
  `select id, client_id, kind, status, created_at, started_at, user_id, params, total, steps_done, done_rows,
     failed_rows from tasks where id = ?`,
);
const parentOf = perConnection<[number], { parent_id: number | null }>(
  'select parent_id from clients where id = ?',
);
const setFileSize = perConnection<[number, number]>('update task_files set size = ? where task_id = ?');

/**
 * A seeded export of a kind that reads its rows from its params alone (the task centre's, unlike
 * the card list's snapshot below): written by its kind's own writer, as its task would.
 */
export async function writeSeededExport(
  deps: AppDeps,
  kind: NonNullable<ReturnType<typeof exportKindOf>>,
  taskId: number,
  path: string,
): Promise<number> {
  mkdirSync(dirname(path), { recursive: true });
  const writer = await kind.open(deps, taskById(deps.sqlite).get(taskId)!, path);
  try {
    for (
      let from = 0;
      (await writer.write(from, kind.rowsPerStep)) === kind.rowsPerStep;
      from += kind.rowsPerStep
    );
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
  const { size } = statSync(path);
  setFileSize(deps.sqlite).run(size, taskId);
  return size;
}

/**
 * The seed writes its exports as rows only (db/seed/exports.ts): a world copied from the seed image
 * has no files. A seeded export's file is written the first time it is downloaded, the way the
 * task writes one, from its filters over the client's cards as they are then.
 */
async function writeSeededFile(
  deps: AppDeps,
  taskId: number,
  clientId: number,
  path: string,
): Promise<number> {
  const task = taskById(deps.sqlite).get(taskId)!;
  const { filters } = JSON.parse(task.params ?? '{}') as ExportParams;
  const owner: AuthContext = {
    jti: '',
    userId: task.user_id ?? 0,
    username: '',
    person: { userId: task.user_id ?? 0, username: '' },
    loginType: 'client',
    clientId,
    isMainClient: parentOf(deps.sqlite).get(clientId)?.parent_id === null,
    codes: new Set(),
  };
  const { all } = allMatches(deps, owner, listQuery(filters));
  deps.sqlite.transaction(() => {
    dropSnapshot(deps.sqlite).run(taskId);
    if ('ids' in all) {
      insertSnapshot(deps, 'select ?, value from json_each(?) order by key').run(
        taskId,
        JSON.stringify(all.ids),
      );
    } else {
      insertSnapshot(deps, `select ?, c.id ${all.from} order by ${all.order}`).run(taskId, ...all.params);
    }
  })();
  mkdirSync(dirname(path), { recursive: true });
  const writer = await cardExportTask.open(deps, task, path);
  try {
    for (let from = 0; (await writer.write(from, 100)) === 100; from += 100);
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  } finally {
    writer.ended?.();
  }
  const { size } = statSync(path);
  setFileSize(deps.sqlite).run(size, taskId);
  return size;
}
