import { createWriteStream, rmSync } from 'node:fs';
import {
  IMPORT_TEMPLATES,
  type Lang,
  SAP_ANALYSIS_DAYS_MAX,
  SAP_ANALYSIS_PASTE_MAX,
  SAP_RATS,
  SAP_SESSION_ROWS_MAX,
  type SapAnalysisTaskRow,
  type SapSessionFormat,
  type SapSessionRow,
  sapChartTaskList,
  sapSessionTaskList,
  sapSessionTaskRows,
  supportIpsList,
  type TaskStatus,
  XLSX_MIME,
} from '#contract';
import { dayOf, dayStart, rollUpAnalysis } from '../../db/sap-traffic.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { fieldRefused, notFound } from '../errors.ts';
import { type Message, pick, translate } from '../i18n.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import {
  clientTreeFilter,
  type ListBinding,
  listSql,
  mainClientFilter,
  type QueryOf,
  readPage,
} from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import { createTask, defineExportTask, defineRowTask, kickTasks } from '../tasks/engine.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { exportDownloadUrl } from './card-export.ts';
import { chartFigures, trafficChart } from './sap-chart.ts';
import { ipsEventClient, listIpsAcrossClients } from './sap-ips.ts';
import { SESSION_COLUMNS, SESSION_JOINS, type SessionRecord, sessionRow } from './sap-session.ts';
import { uploadOwner } from './uploads.ts';

/**
 * Security awareness, support side (issue 50 part B). Two kinds of the one task engine, both in the
 * platform's queue (support's work across clients delays no customer's own tasks):
 *
 * - `sap_chart_analysis`, a row task whose rows are the cards: each step (100 cards) sums its cards'
 *   rows of sap_traffic_daily on the task's days into the task's rollup (sap_analysis_daily), with
 *   the card chart's own columns (CARD_TRAFFIC_COLUMNS); the chart is then the customer's
 *   `trafficChart` over that rollup, answered as /sap_sim_chart answers (`chartFigures`). So a
 *   task over a group's cards shows the group's chart, and one over one card the card's.
 * - `sap_session_extract`, an export task: the sessions the cards started on the task's days (up to
 *   the newest when it was asked for), card by card, streamed to a csv or an xlsx a step of 1,000
 *   rows at a time on a keyset (never an offset), so memory stays flat at a million rows. Its file
 *   is downloaded through the export machinery (the signed link of /card/export/download/).
 */

const CHART_KIND = 'sap_chart_analysis';
const SESSION_KIND = 'sap_session_extract';

// ---------------------------------------------------------------------------------------------
// The card set and the days

interface TaskBody {
  source: 'list' | 'file' | 'client';
  numbers?: string[];
  file_url?: string;
  client_id?: number;
  group_id?: number;
  date_start: string;
  date_end: string;
}

interface CardRef {
  id: number;
  iccid: string;
  main_client_id: number;
}

interface CardSet {
  cards: CardRef[];
  clientId: number | null;
  groupId: number | null;
  source: TaskBody['source'];
}

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD day (UTC+8) as days since the epoch, as db/sap-traffic.ts counts them. */
const dayNumber = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
};

function daysOf(deps: AppDeps, body: TaskBody): { from: number; to: number } {
  const from = dayNumber(body.date_start);
  const to = dayNumber(body.date_end);
  if (to - from + 1 > SAP_ANALYSIS_DAYS_MAX) {
    throw fieldRefused('date_end', 'sap_analysis_days_max', { max: SAP_ANALYSIS_DAYS_MAX });
  }
  if (to >= dayOf(deps.clock.now()))
    throw fieldRefused('date_end', 'sap_analysis_future', { day: body.date_end });
  return { from, to };
}

const CHUNK = 500;

/** The cards of numbers (ICCID or MSISDN), each once; numbers of no card are refused, the first few named. */
function cardsOfNumbers(deps: AppDeps, numbers: string[], field: string): CardRef[] {
  const wanted = [...new Set(numbers.map((n) => n.trim()).filter(Boolean))];
  const found = new Map<string, CardRef>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const part = wanted.slice(i, i + CHUNK);
    const marks = part.map(() => '?').join(', ');
    const rows = deps.sqlite
      .prepare(
        `select id, iccid, msisdn, main_client_id from cards where iccid in (${marks})
         union select id, iccid, msisdn, main_client_id from cards where msisdn in (${marks})`,
      )
      .all(...part, ...part) as (CardRef & { msisdn: string })[];
    for (const r of rows) {
      found.set(r.iccid, r);
      found.set(r.msisdn, r);
    }
  }
  const unknown = wanted.filter((n) => !found.has(n));
  if (unknown.length > 0) {
    throw fieldRefused(field, 'sap_analysis_unknown', {
      count: unknown.length,
      numbers: unknown.slice(0, 3).join(', '),
    });
  }
  const byId = new Map<number, CardRef>();
  for (const n of wanted) {
    const c = found.get(n)!;
    byId.set(c.id, { id: c.id, iccid: c.iccid, main_client_id: c.main_client_id });
  }
  return [...byId.values()];
}

const clientById = perConnection<
  [number],
  { id: number; name: string; parent_id: number | null; main_id: number }
>('select id, name, parent_id, main_id from clients where id = ?');
const groupById = perConnection<[number], { id: number; name: string; main_client_id: number }>(
  'select id, name, main_client_id from sap_groups where id = ?',
);

async function cardSetOf(deps: AppDeps, auth: AuthContext, body: TaskBody): Promise<CardSet> {
  if (body.source === 'client') {
    const client = clientById(deps.sqlite).get(body.client_id!);
    if (!client) throw fieldRefused('client_id', 'sap_analysis_client_not_found', { id: body.client_id! });
    let group: { id: number; name: string } | null = null;
    if (body.group_id !== undefined) {
      const g = groupById(deps.sqlite).get(body.group_id);
      if (!g || g.main_client_id !== client.main_id) {
        throw fieldRefused('group_id', 'sap_analysis_group_not_client', {
          group: g?.name ?? String(body.group_id),
          client: client.name,
        });
      }
      group = g;
    }
    const column = client.parent_id === null ? 'main_client_id' : 'client_id';
    const cards = deps.sqlite
      .prepare(
        group
          ? `select c.id, c.iccid, c.main_client_id from sap_group_cards m join cards c on c.id = m.card_id
             where m.group_id = ? and c.${column} = ? order by c.id`
          : `select c.id, c.iccid, c.main_client_id from cards c where c.${column} = ? order by c.id`,
      )
      .all(...(group ? [group.id, client.id] : [client.id])) as CardRef[];
    if (cards.length === 0) throw fieldRefused('client_id', 'sap_analysis_no_cards');
    return { cards, clientId: client.id, groupId: group?.id ?? null, source: 'client' };
  }
  let numbers = body.numbers ?? [];
  if (body.source === 'file') {
    const file = await importedFile(deps.uploadDir, body.file_url!, uploadOwner(auth));
    numbers = [];
    for await (const row of importRows(file, {
      max: SAP_ANALYSIS_PASTE_MAX,
      template: IMPORT_TEMPLATES.card_numbers,
    })) {
      numbers.push((row.cells[0] ?? '').trim());
    }
  }
  const cards = cardsOfNumbers(deps, numbers, body.source === 'file' ? 'file_url' : 'numbers');
  if (cards.length === 0) throw fieldRefused('numbers', 'sap_analysis_no_cards');
  const mains = new Set(cards.map((c) => c.main_client_id));
  return {
    cards,
    clientId: mains.size === 1 ? cards[0]!.main_client_id : null,
    groupId: null,
    source: body.source,
  };
}

const insertAnalysis = perConnection<[number, number | null, string, number | null, number, number, number]>(
  `insert into sap_analysis_tasks (task_id, client_id, source, group_id, day_from, day_to, cards)
   values (?, ?, ?, ?, ?, ?, ?)`,
);

// ---------------------------------------------------------------------------------------------
// Traffic analysis

const dayList = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const analysisOf = perConnection<[number], { day_from: number; day_to: number; cards: number }>(
  'select day_from, day_to, cards from sap_analysis_tasks where task_id = ?',
);

const chartKind = defineRowTask({
  kind: CHART_KIND,
  rowsPerStep: 100,
  stepMs: 1000,
  handle(deps, task, rows) {
    const a = analysisOf(deps.sqlite).get(task.id);
    if (!a)
      return rows.map(() => ({
        ok: false,
        message: { key: 'sap_analysis_task_not_found', params: { id: task.id } } as Message,
      }));
    const ids = rows.map((r) => Number((r.input as { card_id: number }).card_id));
    rollUpAnalysis(deps.sqlite, task.id, dayList(a.day_from, a.day_to), ids);
    return rows.map(() => ({ ok: true as const }));
  },
});

/** Queues a traffic analysis of a card set over whole past days. */
export async function createChartTask(deps: AppDeps, auth: AuthContext, body: TaskBody) {
  const { from, to } = daysOf(deps, body);
  const set = await cardSetOf(deps, auth, body);
  const taskId = deps.sqlite.transaction(() => {
    const id = createTask(deps, {
      kind: chartKind,
      clientId: null,
      userId: auth.person.userId,
      params: { username: auth.person.username },
      rows: set.cards.map((c) => ({ number: c.iccid, input: { card_id: c.id } })),
    });
    insertAnalysis(deps.sqlite).run(id, set.clientId, set.source, set.groupId, from, to, set.cards.length);
    return id;
  })();
  return { task_id: taskId, total: set.cards.length };
}

// ---------------------------------------------------------------------------------------------
// Session extraction

interface SessionParams {
  format: SapSessionFormat;
  maxId: number;
  lang: Lang;
  /** The card set, as the export log words it. */
  set: Pick<TaskRecord, 'source' | 'client_name' | 'group_name' | 'cards'>;
}

/** The sessions of a task's cards started on its days, up to `maxId`, after a keyset position. */
const SESSIONS_AFTER = `select ${SESSION_COLUMNS}, cl.name as client_name
  from sap_analysis_cards a join card_sessions s on s.card_id = a.card_id
  ${SESSION_JOINS} join clients cl on cl.id = c.client_id
  where a.task_id = @task and s.started_at >= @start and s.started_at < @end and s.id <= @max
    and a.card_id >= @card and (a.card_id > @card or (s.started_at, s.id) > (@at, @id))
  order by a.card_id, s.started_at, s.id limit @limit`;

type ExtractRecord = SessionRecord & { client_name: string };
type ExtractRow = SapSessionRow & { client_name: string };

const sessionsAfter = perConnection<[Record<string, number>], ExtractRecord>(SESSIONS_AFTER);

const EXTRACT_COLUMNS = sapSessionTaskRows.list.columns;

const cellsOf = (row: ExtractRow, lang: Lang): Record<string, unknown> => ({
  ...row,
  rat: pick(SAP_RATS[row.rat], lang),
});

const csvCell = (value: unknown) => {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A writer of the extraction's file, csv or xlsx, that waits for the disk when it is behind. */
async function openSheet(path: string, format: SapSessionFormat, lang: Lang) {
  const headers = EXTRACT_COLUMNS.map((c) => pick(c.label, lang));
  if (format === 'xlsx') {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
    const sheet = workbook.addWorksheet(translate(lang, 'sap_session_export_sheet'));
    sheet.columns = EXTRACT_COLUMNS.map((c, i) => ({ header: headers[i], key: c.prop, width: 20 }));
    return {
      add: async (cells: Record<string, unknown>[]) => {
        for (const cell of cells) sheet.addRow(cell).commit();
      },
      close: async () => {
        sheet.commit();
        await workbook.commit();
      },
    };
  }
  const out = createWriteStream(path);
  // A byte-order mark: Excel opens the file as UTF-8.
  out.write(`\uFEFF${headers.map(csvCell).join(',')}\r\n`);
  return {
    add: async (cells: Record<string, unknown>[]) => {
      const text = cells
        .map((c) => EXTRACT_COLUMNS.map((col) => csvCell(c[col.prop])).join(','))
        .join('\r\n');
      if (text && !out.write(`${text}\r\n`))
        await new Promise((resolve) => out.once('drain', () => resolve(undefined)));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        out.on('error', reject);
        out.end(() => resolve());
      }),
  };
}

const sessionKind = defineExportTask({
  kind: SESSION_KIND,
  downloadCodes: ['router_spt_sap_session_task'],
  describe: (_deps, params, lang) => describeCards((params as SessionParams).set, lang),
  rowsPerStep: 1000,
  stepMs: 100,
  async open(deps, record, path) {
    const { format, maxId, lang } = JSON.parse(record.params ?? '{}') as SessionParams;
    const a = analysisOf(deps.sqlite).get(record.id)!;
    const sheet = await openSheet(path, format, lang);
    // The keyset: the last card and session written.
    let at = { card: 0, at: 0, id: 0 };
    return {
      async write(_from, count) {
        const records = sessionsAfter(deps.sqlite).all({
          task: record.id,
          start: dayStart(a.day_from),
          end: dayStart(a.day_to + 1),
          max: maxId,
          ...at,
          limit: count,
        });
        const last = records[records.length - 1];
        if (last) at = { card: last.card_id, at: last.started_at, id: last.id };
        await sheet.add(
          records.map((r) => cellsOf({ ...sessionRow(r, lang), client_name: r.client_name }, lang)),
        );
        return records.length;
      },
      async finish() {
        await sheet.close();
        const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
        return {
          fileName: `${translate(lang, 'sap_session_task_file')}_${stamp}_${record.id}.${format}`,
          mime: format === 'xlsx' ? XLSX_MIME : 'text/csv; charset=utf-8',
        };
      },
      abort() {
        rmSync(path, { force: true });
      },
    };
  },
});

/** Queues a session extraction of a card set over whole past days, refused above its format's rows. */
export async function createSessionTask(
  deps: AppDeps,
  auth: AuthContext,
  body: TaskBody & { format: SapSessionFormat },
  lang: Lang,
) {
  const { from, to } = daysOf(deps, body);
  const set = await cardSetOf(deps, auth, body);
  const ids = JSON.stringify(set.cards.map((c) => c.id));
  const { n, max_id } = deps.sqlite
    .prepare(
      `select count(*) as n, coalesce(max(s.id), 0) as max_id from json_each(?) k
       join card_sessions s on s.card_id = k.value and s.started_at >= ? and s.started_at < ?`,
    )
    .get(ids, dayStart(from), dayStart(to + 1)) as { n: number; max_id: number };
  if (n === 0) throw fieldRefused('date_end', 'sap_session_task_none');
  const max = SAP_SESSION_ROWS_MAX[body.format];
  if (n > max) {
    throw fieldRefused('date_end', 'sap_session_task_too_many', {
      count: n,
      max,
      format: body.format.toUpperCase(),
    });
  }
  const params: SessionParams = {
    format: body.format,
    maxId: max_id,
    lang,
    set: {
      source: set.source,
      client_name: set.clientId === null ? null : (clientById(deps.sqlite).get(set.clientId)?.name ?? null),
      group_name: set.groupId === null ? null : (groupById(deps.sqlite).get(set.groupId)?.name ?? null),
      cards: set.cards.length,
    },
  };
  const taskId = deps.sqlite.transaction(() => {
    const id = createTask(deps, {
      kind: sessionKind,
      clientId: null,
      userId: auth.person.userId,
      params,
      rows: n,
    });
    insertAnalysis(deps.sqlite).run(id, set.clientId, set.source, set.groupId, from, to, set.cards.length);
    deps.sqlite
      .prepare('insert into sap_analysis_cards (task_id, card_id) select ?, value from json_each(?)')
      .run(id, ids);
    return id;
  })();
  return { task_id: taskId, total: n };
}

// ---------------------------------------------------------------------------------------------
// The lists and the details

interface TaskRecord {
  id: number;
  kind: string;
  client_id: number | null;
  client_name: string | null;
  source: 'list' | 'file' | 'client';
  group_name: string | null;
  day_from: number;
  day_to: number;
  cards: number;
  total: number;
  status: TaskStatus;
  progress: number;
  failed_rows: number;
  username: string | null;
  created_at: number;
  finished_at: number | null;
  params: string | null;
}

const TASK_FROM = `tasks t join sap_analysis_tasks a on a.task_id = t.id left join clients cl on cl.id = a.client_id
  left join sap_groups g on g.id = a.group_id left join users u on u.id = t.user_id`;
const TASK_COLUMNS = `t.id, t.kind, a.client_id, cl.name as client_name, a.source, g.name as group_name, a.day_from,
  a.day_to, a.cards, t.total, t.status, t.progress, t.failed_rows, u.username, t.created_at, t.finished_at, t.params`;

const TASKS: ListBinding<typeof sapChartTaskList> = {
  filters: { client_id: clientTreeFilter('a.client_id'), status: 't.status', created: 't.created_at' },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

function describeCards(
  r: Pick<TaskRecord, 'source' | 'client_name' | 'group_name' | 'cards'>,
  lang: Lang,
): string {
  const n = r.cards.toLocaleString('en');
  if (r.source === 'client' && r.group_name) {
    return translate(lang, 'sap_analysis_cards_group', {
      client: r.client_name ?? '-',
      group: r.group_name,
      n,
    });
  }
  if (r.source === 'client')
    return translate(lang, 'sap_analysis_cards_client', { client: r.client_name ?? '-', n });
  return translate(lang, r.source === 'file' ? 'sap_analysis_cards_file' : 'sap_analysis_cards_list', { n });
}

const periodOf = (r: Pick<TaskRecord, 'day_from' | 'day_to'>) =>
  `${formatDate(dayStart(r.day_from))} ~ ${formatDate(dayStart(r.day_to))}`;

const toTaskRow = (deps: AppDeps, r: TaskRecord, lang: Lang): SapAnalysisTaskRow => ({
  id: r.id,
  client_name: r.client_name ?? translate(lang, 'sap_analysis_platform'),
  cards: describeCards(r, lang),
  period: periodOf(r),
  total: r.total,
  status: r.status as TaskStatus,
  progress: r.progress,
  username: r.username ?? '-',
  created_at: formatDateTime(r.created_at)!,
  finished_at: formatDateTime(r.finished_at) ?? '',
});

const download = (deps: AppDeps & { name?: string }, r: TaskRecord) =>
  r.status === 'done' ? exportDownloadUrl(deps, r.id) : null;

const formatOf = (r: TaskRecord): SapSessionFormat =>
  (JSON.parse(r.params ?? '{}') as Partial<SessionParams>).format ?? 'csv';

export async function listChartTasks(deps: AppDeps, q: QueryOf<typeof sapChartTaskList>, lang: Lang) {
  await kickTasks(deps);
  const sql = listSql(sapChartTaskList, TASKS, q, [['t.kind = ?', CHART_KIND]]);
  const { rows, total } = readPage<TaskRecord>(deps.sqlite, TASK_FROM, TASK_COLUMNS, sql);
  return { tableData: rows.map((r) => toTaskRow(deps, r, lang)), total };
}

export async function listSessionTasks(
  deps: AppDeps & { name?: string },
  q: QueryOf<typeof sapSessionTaskList>,
  lang: Lang,
) {
  await kickTasks(deps);
  const sql = listSql(sapSessionTaskList, TASKS, q, [['t.kind = ?', SESSION_KIND]]);
  const { rows, total } = readPage<TaskRecord>(deps.sqlite, TASK_FROM, TASK_COLUMNS, sql);
  return {
    tableData: rows.map((r) => ({
      ...toTaskRow(deps, r, lang),
      format: formatOf(r),
      download: download(deps, r),
    })),
    total,
  };
}

function taskOf(deps: AppDeps, id: number, kind: string): TaskRecord {
  const r = deps.sqlite
    .prepare(`select ${TASK_COLUMNS} from ${TASK_FROM} where t.id = ? and t.kind = ?`)
    .get(id, kind) as TaskRecord | undefined;
  if (!r) throw notFound('sap_analysis_task_not_found', { id });
  return r;
}

/** A traffic analysis and, once done, its chart (the customer's figures over the task's rollup). */
export async function chartTaskDetails(deps: AppDeps, id: number, lang: Lang) {
  await kickTasks(deps);
  const r = taskOf(deps, id, CHART_KIND);
  const task = { ...toTaskRow(deps, r, lang), failed: r.failed_rows };
  if (r.status !== 'done' && r.status !== 'partial') return { task, chart: null };
  const chart = trafficChart(deps.sqlite, { analysisTaskId: r.id }, dayList(r.day_from, r.day_to));
  return {
    task,
    chart: { target: { kind: 'group' as const, name: task.cards }, ...chartFigures(chart) },
  };
}

export async function sessionTaskDetails(deps: AppDeps & { name?: string }, id: number, lang: Lang) {
  await kickTasks(deps);
  const r = taskOf(deps, id, SESSION_KIND);
  return {
    task: {
      ...toTaskRow(deps, r, lang),
      failed: r.failed_rows,
      format: formatOf(r),
      download: download(deps, r),
    },
  };
}

const ROWS: ListBinding<typeof sapSessionTaskRows> = {
  filters: { task_id: 'a.task_id' },
  sorts: {},
  defaultSort: 's.started_at',
  key: 's.id',
};

/** An extraction's rows, the sessions its file holds, newest first. */
export function listSessionTaskRows(deps: AppDeps, q: QueryOf<typeof sapSessionTaskRows>, lang: Lang) {
  const r = taskOf(deps, Number(q.task_id), SESSION_KIND);
  const max = (JSON.parse(r.params ?? '{}') as SessionParams).maxId;
  const sql = listSql(sapSessionTaskRows, ROWS, q, [
    ['s.started_at >= ?', dayStart(r.day_from)],
    ['s.started_at < ?', dayStart(r.day_to + 1)],
    ['s.id <= ?', max],
  ]);
  const { rows, total } = readPage<ExtractRecord>(
    deps.sqlite,
    `sap_analysis_cards a join card_sessions s on s.card_id = a.card_id ${SESSION_JOINS} join clients cl on cl.id = c.client_id`,
    `${SESSION_COLUMNS}, cl.name as client_name`,
    sql,
  );
  return { tableData: rows.map((x) => ({ ...sessionRow(x, lang), client_name: x.client_name })), total };
}

/** Every directed group with its main client: a task's optional group. */
export const analysisGroups = (deps: AppDeps) =>
  deps.sqlite
    .prepare('select id, main_client_id as client_id, name from sap_groups order by main_client_id, id')
    .all() as { id: number; client_id: number; name: string }[];

// ---------------------------------------------------------------------------------------------
// IPS events of every client

const EVENTS: ListBinding<typeof supportIpsList> = {
  filters: {
    client_id: mainClientFilter('e.main_client_id'),
    number: ['c.iccid', 'c.msisdn'],
    at: 'e.at',
    category: 'e.category',
    severity: 'e.severity',
    action: 'e.action',
    status: 'e.status',
  },
  sorts: { at: 'e.at' },
  defaultSort: 'e.at',
  key: 'e.id',
};

/** Every client's IPS events: the customer's rows (sap-ips.ts) with their client. */
export const listSupportIps = (deps: AppDeps, q: QueryOf<typeof supportIpsList>) =>
  listIpsAcrossClients(deps, listSql(supportIpsList, EVENTS, q, []));

/** The main client of an event, for the operation log (refused as unknown when there is none). */
export function ipsClientOf(deps: AppDeps, id: number): number {
  const client = ipsEventClient(deps, id);
  if (client === undefined) throw notFound('sap_ips_not_found', { id });
  return client;
}
