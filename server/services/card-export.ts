import { createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  API_BASE,
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
  type TaskStatus,
  XLSX_MIME,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { describeFilters } from './card-export-filters.ts';
import { type CardListQuery, listCards } from './card-list.ts';

export const CARD_EXPORT_KIND = 'card_export';
/** Rows read per step: between steps the export yields, so requests keep being answered. */
const CHUNK = 1000;

/** What an export task keeps in tasks.params: the filters and sort asked for, and the language. */
interface ExportParams {
  filters: CardFilters & Pick<Partial<CardListQuery>, 'sort' | 'order'>;
  lang: Lang;
}

type Body = ExportParams['filters'];

const insertTask = perConnection<[number, number, number, string, number]>(
  `insert into tasks (client_id, kind, status, progress, created_at, user_id, params, total)
   values (?, '${CARD_EXPORT_KIND}', 'pending', 0, ?, ?, ?, ?)`,
);

/**
 * Starts an export of the caller's cards under the list's filters: a task the emulator runs in the
 * background, as the real platform's queue does. It is done by the time the caller next reads its
 * export list (that read finishes whatever is still pending), or a moment after it was started.
 */
export function startExport(deps: AppDeps, auth: AuthContext, body: Body, lang: Lang) {
  const total = countOf(deps, auth, body);
  if (total === 0 || auth.clientId === null) throw badRequest('export_nothing');
  const params: ExportParams = { filters: body, lang };
  const taskId = Number(
    insertTask(deps.sqlite).run(auth.clientId, deps.clock.now(), auth.userId, JSON.stringify(params), total)
      .lastInsertRowid,
  );
  setImmediate(() => void runExport(deps, taskId).catch(() => undefined));
  return { task_id: taskId, total };
}

const listQuery = (body: Body, page: number, pageSize: number): CardListQuery => ({
  ...body,
  page,
  page_size: pageSize,
  order: body.order ?? 'desc',
});

const countOf = (deps: AppDeps, auth: AuthContext, body: Body) =>
  listCards(deps, auth, listQuery(body, 1, 5)).total;

interface TaskRecord {
  id: number;
  client_id: number;
  status: TaskStatus;
  params: string;
  total: number;
  user_id: number;
}
const taskById = perConnection<[number], TaskRecord>(
  `select id, client_id, status, params, total, user_id from tasks where id = ? and kind = '${CARD_EXPORT_KIND}'`,
);
const setProgress = perConnection<[TaskStatus, number, number]>(
  'update tasks set status = ?, progress = ? where id = ?',
);
const finish = perConnection<[TaskStatus, number, string | null, number]>(
  'update tasks set status = ?, progress = 100, finished_at = ?, error = ? where id = ?',
);
const insertFile = perConnection<[number, string, string, Buffer]>(
  'insert or replace into task_files (task_id, file_name, mime, content) values (?, ?, ?, ?)',
);

/** The exports running in each database, so a second caller waits for the same run. */
const running = new WeakMap<object, Map<number, Promise<void>>>();

const parentOf = perConnection<[number], { parent_id: number | null }>(
  'select parent_id from clients where id = ?',
);

/** The scope the export reads: the cards its client saw when it was started. */
function exportScope(deps: AppDeps, task: TaskRecord): AuthContext {
  const client = parentOf(deps.sqlite).get(task.client_id);
  return {
    jti: '',
    userId: task.user_id,
    username: '',
    loginType: 'client',
    clientId: task.client_id,
    isMainClient: client?.parent_id === null,
    codes: new Set(),
  };
}

/** Runs an export task once (concurrent callers share the run). */
export function runExport(deps: AppDeps, taskId: number): Promise<void> {
  let runs = running.get(deps.sqlite);
  if (!runs) {
    runs = new Map();
    running.set(deps.sqlite, runs);
  }
  const current = runs.get(taskId);
  if (current) return current;
  const run = buildExport(deps, taskId).finally(() => runs.delete(taskId));
  runs.set(taskId, run);
  return run;
}

async function buildExport(deps: AppDeps, taskId: number): Promise<void> {
  const { sqlite } = deps;
  if (!sqlite.open) return;
  const task = taskById(sqlite).get(taskId);
  if (!task || task.status === 'done' || task.status === 'failed') return;
  const auth = exportScope(deps, task);
  const { filters, lang } = JSON.parse(task.params) as ExportParams;
  setProgress(sqlite).run('running', 0, taskId);
  try {
    const chunks: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    // exceljs takes ~200 ms to load: it loads with the first export, not with the emulator.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet(translate(lang, 'export_sheet'));
    const columns = cardList.list.columns.filter((c) => c.type !== 'buttons');
    sheet.columns = columns.map((c) => ({ header: c.label[lang], key: c.prop, width: widthOf(c.prop) }));
    sheet.getRow(1).font = { bold: true };
    let written = 0;
    for (let page = 1; ; page++) {
      // The world may have been reset (another database, the task gone) or closed meanwhile.
      if (deps.sqlite !== sqlite || !sqlite.open) return;
      const { tableData } = listCards(deps, auth, listQuery(filters, page, CHUNK), lang);
      for (const row of tableData) sheet.addRow(cellsOf(row, lang)).commit();
      written += tableData.length;
      if (tableData.length < CHUNK || written >= task.total) break;
      setProgress(sqlite).run('running', Math.min(99, Math.floor((written / task.total) * 100)), taskId);
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
    if (deps.sqlite !== sqlite || !sqlite.open) return;
    const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
    const fileName = `${translate(lang, 'export_file')}_${stamp}_${taskId}.xlsx`;
    sqlite.transaction(() => {
      insertFile(sqlite).run(taskId, fileName, XLSX_MIME, Buffer.concat(chunks));
      finish(sqlite).run('done', deps.clock.now(), null, taskId);
    })();
  } catch {
    // A world reset or closed meanwhile has nothing left to record the failure in.
    if (deps.sqlite === sqlite && sqlite.open) {
      finish(sqlite).run('failed', deps.clock.now(), 'export_failed', taskId);
    }
  }
}

const WIDTHS: Record<string, number> = { iccid: 24, imsi: 18, eid: 36, msisdn: 16, plan_name: 26, tags: 24 };
const widthOf = (prop: string) => WIDTHS[prop] ?? 14;

/** A row as a spreadsheet shows it: labels in the export's language, numbers as numbers. */
function cellsOf(row: CardRow, lang: Lang): Record<string, string | number | null> {
  return {
    ...row,
    esim: null,
    carrier: CARRIERS[row.carrier][lang],
    status: CARD_STATUSES[row.status][lang],
    real_name_status: REAL_NAME_STATUSES[row.real_name_status][lang],
  };
}

// ---------------------------------------------------------------------------------------------

const UNFINISHED = `select id from tasks where kind = '${CARD_EXPORT_KIND}' and status in ('pending', 'running')`;
const pendingOf = perConnection<[number], number>(`${UNFINISHED} and client_id = ? order by id`);
const pendingAll = perConnection<[], number>(`${UNFINISHED} order by id`);

async function runAll(deps: AppDeps, ids: number[]): Promise<void> {
  for (const id of ids) await runExport(deps, id);
}

/** Finishes the client's unfinished exports (the emulator's queue is never behind its readers). */
export async function settleExports(deps: AppDeps, auth: AuthContext): Promise<void> {
  if (auth.clientId === null) return;
  await runAll(deps, pendingOf(deps.sqlite).pluck().all(auth.clientId));
}

/** Finishes every client's unfinished exports, before support reads the export log. */
export const settleAllExports = (deps: AppDeps): Promise<void> =>
  runAll(deps, pendingAll(deps.sqlite).pluck().all());

/** What an export row is read from: `tasks t` joined to its starter, `users u`. */
export const EXPORT_COLUMNS =
  't.id, t.created_at, t.finished_at, t.status, t.progress, t.total, t.params, u.username, t.error';

export interface ExportRecord {
  id: number;
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
  await settleExports(deps, auth);
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

/** An export task as the export lists show it, in the caller's language. */
export const exportRow = (deps: AppDeps & { name?: string }, r: ExportRecord, lang: Lang): CardExportRow => ({
  id: r.id,
  created_at: formatDateTime(r.created_at)!,
  finished_at: formatDateTime(r.finished_at),
  status: r.status,
  progress: r.progress,
  total: r.total,
  filters: describeFilters(deps, (JSON.parse(r.params) as ExportParams).filters, lang),
  username: r.username ?? '-',
  download: r.status === 'done' ? downloadUrl(deps, r.id) : null,
  error: r.error ? translate(lang, 'export_failed') : null,
});

// ---------------------------------------------------------------------------------------------

/** The signature a download link carries: it names the world and the task, keyed by the JWT key. */
export function signTask(deps: AppDeps & { name?: string }, taskId: number): string {
  return createHmac('sha256', deps.config.jwtKey)
    .update(`${CARD_EXPORT_KIND}:${deps.name ?? 'default'}:${taskId}`)
    .digest('hex')
    .slice(0, 32);
}

export function verifyTaskSignature(
  deps: AppDeps & { name?: string },
  taskId: number,
  sign: string,
): boolean {
  const expected = Buffer.from(signTask(deps, taskId));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A link that works without a token (a browser's download sends none), in the task's own world. */
function downloadUrl(deps: AppDeps & { name?: string }, taskId: number): string {
  const query = new URLSearchParams({ task_id: String(taskId), sign: signTask(deps, taskId) });
  if (deps.name && deps.name !== 'default') query.set('emulator_session', deps.name);
  return `${API_BASE}${CARD_EXPORT_DOWNLOAD_PATH}?${query}`;
}

const fileOf = perConnection<
  [number],
  {
    client_id: number;
    status: TaskStatus;
    file_name: string | null;
    mime: string | null;
    content: Buffer | null;
  }
>(
  `select t.client_id, t.status, f.file_name, f.mime, f.content
   from tasks t left join task_files f on f.task_id = t.id
   where t.id = ? and t.kind = '${CARD_EXPORT_KIND}'`,
);

/**
 * An export's file, for a signed link or for a caller of the task's client; a task not yet done
 * is finished first (as the list does). Throws 404 / 400 otherwise.
 */
export async function exportFile(
  deps: AppDeps & { name?: string },
  taskId: number,
  access: { sign: string } | { auth: AuthContext },
) {
  const task = fileOf(deps.sqlite).get(taskId);
  const allowed =
    task !== undefined &&
    ('sign' in access
      ? verifyTaskSignature(deps, taskId, access.sign)
      : access.auth.clientId === task.client_id);
  if (!task || !allowed) throw notFound('export_task_not_found', { id: taskId });
  if (task.status === 'pending' || task.status === 'running') await runExport(deps, taskId);
  const file = fileOf(deps.sqlite).get(taskId);
  if (!file?.content || !file.file_name) throw badRequest('export_not_ready');
  return { name: file.file_name, mime: file.mime ?? XLSX_MIME, content: file.content };
}
