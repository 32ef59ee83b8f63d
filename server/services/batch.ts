import {
  BATCH_CHECK_MINUTES,
  BATCH_CHECK_ROWS_SHOWN,
  BATCH_FILE_MAX_ROWS,
  BATCH_FILTER_MAX,
  BATCH_PASTE_MAX,
  type BatchCheck,
  BizCode,
  CARD_FUNCTION_KEYS,
  CARRIER_CHOICES,
  CARRIER_KEYS,
  CARRIERS,
  type CardFilters,
  type CardFunction,
  type Carrier,
  choiceIndex,
  formatMoney,
  IMPORT_KIND_KEYS,
  IMPORT_KIND_TEMPLATES,
  IMPORT_RESULTS_PATH,
  IMPORT_TEMPLATES,
  type ImportKind,
  type ImportLogRow,
  importLogList,
  type Lang,
  type PermCode,
  type RowCheck,
  STOP_KEEP_FEE_CENTS,
  type TaskStatus,
  type TemplateIssue,
  templateRowIssue,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { permissionDenied } from '../define-route.ts';
import { BizError, badRequest, notFound } from '../errors.ts';
import { BOTH_WORDS, type Message, message, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage, sqlStrings } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import {
  createCheckedTask,
  defineRowTask,
  dropStaleChecks,
  kickTasks,
  type NewTaskRow,
  nextTurn,
  ROWS_PER_TURN,
  type RowTaskKind,
  startChecked,
} from '../tasks/engine.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { signedTaskLink, verifyTaskSignature } from '../tasks/links.ts';
import { rowResultsFile } from '../tasks/row-results.ts';
import {
  type ActionCard,
  type Actor,
  actionCardById,
  actionCardByNumber,
  actionCardByOcNumber,
  applyCarrierChange,
  applyNet,
  applyStopResume,
  type CarrierTarget,
  carrierChangeRefusal,
  carrierTargetById,
  carrierTargetByName,
  type NetAction,
  netRefusal,
  stopResumeRefusal,
} from './card-actions.ts';
import { type ScopeColumn, scopeColumn } from './card-scope.ts';
import { applyDistribution, distributablePolicy, distributeRefusal, filterCards } from './oc-cards.ts';
import { uploadOwner } from './uploads.ts';

/**
 * Batches (imports): work on many cards, read from pasted numbers or a file, checked row by row
 * before anything is applied, then run as a task of the engine, 100 cards a step (a carrier's
 * batch call) and a second of emulator time each. A kind of batch is one declaration: the code it
 * needs, the rule a card must pass (checked when the batch is read and again when applied) and the
 * change it makes.
 */

/**
 * What the page chose for the whole batch, kept in the task's params (a retry reads it again): a
 * carrier change's target for pasted numbers, the network functions a 断网 / 复网 turns off or on.
 */
interface BatchChoice {
  target?: CarrierTarget;
  functions?: CardFunction[];
  /** A policy distribution's policy (oc_distribute). */
  policy_id?: number;
}

/** What a row is done with: its own target (a carrier change), and the page's choice. */
interface RowContext {
  target: CarrierTarget | null;
  choice: BatchChoice;
  /** The task row being applied (a distribution records it); absent while checking. */
  row?: { taskId: number; rowNo: number };
}

interface BatchKind {
  kind: ImportKind;
  /** The code the batch needs besides the page's (a function code, or the page's own). */
  code: PermCode;
  /**
   * A kind that moves a card somewhere (a carrier change) reads each row's target: from a file
   * row's cells after the number, else the target chosen on the page for pasted numbers.
   */
  target?(deps: AppDeps, cells: readonly string[] | null, choice: BatchChoice): CarrierTarget | Message;
  /** Why the card may not have it done now, or null. */
  refusal(deps: AppDeps, card: ActionCard, row: RowContext): Message | null;
  apply(deps: AppDeps, actor: Actor, card: ActionCard, row: RowContext): void;
  /** What the check adds up: the monthly fee of stopping. */
  fee?: (carrier: Carrier) => number;
  /** How a row's number finds its card (default: ICCID or MSISDN). */
  lookup?: (deps: AppDeps, number: string) => (ActionCard & { client_id: number }) | undefined;
}

/** Where a batch's rows came from: a file, pasted numbers, or the failed rows of an earlier batch. */
type Source = { file: string } | { pasted: true } | { retry_of: number } | { filter: true };

/** What a batch task keeps in tasks.params. */
interface BatchParams {
  source: Source;
  /** What the page chose for every row (see BatchChoice). */
  choice?: BatchChoice;
  /** Who started it (the task acts as that user) and the cards it may touch. */
  username: string;
  scope: ScopeColumn;
}

/** Rows per step (a carrier's batch call takes 100 cards) and the emulator time a step takes. */
const ROWS_PER_STEP = 100;
const STEP_MS = 1000;

/** A checked row as its task keeps it: the card, and a carrier change's target. */
interface RowInput {
  card_id: number;
  row_no: number;
  target?: CarrierTarget | null;
  /** The row's cells after the number, kept so a retry reads the row as it was (null: pasted). */
  cells: string[] | null;
}

/** What a refused row keeps: why, and its cells for a retry. */
interface RefusedInput {
  check: RowCheck;
  /** Where the row was: the file's row number (or the pasted number's place). */
  row_no: number;
  cells: string[] | null;
}

function defineBatch(batch: BatchKind): BatchKind & { task: RowTaskKind } {
  const task = defineRowTask({
    kind: batch.kind,
    rowsPerStep: ROWS_PER_STEP,
    stepMs: STEP_MS,
    handle(deps, record, rows) {
      const params = JSON.parse(record.params ?? '{}') as BatchParams;
      const actor: Actor = { userId: record.user_id ?? 0, username: params.username };
      return rows.map((row) => {
        const input = row.input as RowInput;
        const card = actionCardById(deps, input.card_id);
        if (!card || card[params.scope.column] !== params.scope.clientId) {
          return { ok: false, message: message('batch_row_not_yours') };
        }
        // The card may have changed since the check: the rule is asked again.
        const context: RowContext = {
          target: input.target ?? null,
          choice: params.choice ?? {},
          row: { taskId: record.id, rowNo: row.row_no },
        };
        const refusal = batch.refusal(deps, card, context);
        if (refusal) return { ok: false, message: refusal };
        batch.apply(deps, actor, card, context);
        return { ok: true };
      });
    },
  });
  return { ...batch, task };
}

const BATCHES: Record<ImportKind, BatchKind & { task: RowTaskKind }> = {
  card_stop: defineBatch({
    kind: 'card_stop',
    code: 'func_front_sor',
    refusal: (deps, card) => stopResumeRefusal(deps, card, 'stop'),
    apply: (deps, actor, card) => applyStopResume(deps, actor, card, 'stop'),
    fee: (carrier) => STOP_KEEP_FEE_CENTS[carrier],
  }),
  card_resume: defineBatch({
    kind: 'card_resume',
    code: 'func_front_sor',
    refusal: (deps, card) => stopResumeRefusal(deps, card, 'resume'),
    apply: (deps, actor, card) => applyStopResume(deps, actor, card, 'resume', 'batch'),
  }),
  carrier_change: defineBatch({
    kind: 'carrier_change',
    code: 'func_change_carrier',
    target(deps, cells, choice) {
      if (cells === null) return choice.target ?? message('batch_target_missing');
      const carrier = carrierOfLabel(cells[0] ?? '');
      if (!carrier) return message('batch_target_missing');
      return carrierTargetByName(deps, carrier, (cells[1] ?? '').trim());
    },
    refusal: (_, card, { target }) =>
      target ? carrierChangeRefusal(card, target.carrier) : message('batch_target_missing'),
    apply: (deps, actor, card, { target }) => {
      if (target) applyCarrierChange(deps, actor, card, target);
    },
  }),
  net_off: netBatch('net_off'),
  net_on: netBatch('net_on'),
  // A switching policy for multi-carrier cards, named by EID, O-ICCID or ICCID: each card takes
  // it at its next attach (services/oc-cards.ts).
  oc_distribute: defineBatch({
    kind: 'oc_distribute',
    code: 'router_oc_distribute',
    lookup: actionCardByOcNumber,
    refusal: (deps, card, { choice }) =>
      choice.policy_id === undefined
        ? message('oc_policy_gone')
        : distributeRefusal(deps, card, choice.policy_id),
    apply: (deps, _, card, { choice, row }) => {
      if (row && choice.policy_id !== undefined) {
        applyDistribution(deps, row.taskId, row.rowNo, card.id, choice.policy_id);
      }
    },
  }),
};

/** 断网 / 复网: the functions chosen on the page, off or on, for every row; the page's code is enough. */
function netBatch(kind: NetAction) {
  return defineBatch({
    kind,
    code: 'router_batch_net',
    refusal: (_, card, { choice }) => netRefusal(card, kind, choice.functions ?? []),
    apply: (deps, actor, card, { choice }) => applyNet(deps, actor, card, kind, choice.functions ?? []),
  });
}

/** A carrier by its name in either language (an imported cell), as the template's rule reads it. */
const carrierOfLabel = (label: string): Carrier | undefined =>
  CARRIER_KEYS[choiceIndex(CARRIER_CHOICES, label, BOTH_WORDS)];

const IMPORT_KINDS_SQL = sqlStrings(IMPORT_KIND_KEYS);

/** The batch kind, refusing a caller without its code (599). */
function batchFor(auth: AuthContext, kind: ImportKind, lang: Lang) {
  const batch = BATCHES[kind];
  if (!auth.codes.has(batch.code)) throw permissionDenied([batch.code], lang);
  return batch;
}

/** An entry to check: where it was (row or position) and the number as given. */
interface Entry {
  row_no: number;
  number: string;
  /** The row's other cells, after the card number (a file's columns B, C, ...). */
  rest?: string[];
}

const clean = (cell: string) => cell.replace(/\s+/g, '');

/** Why a cell of an imported row was refused, by its template's column and rule. */
const cellMessage = (issue: TemplateIssue): Message =>
  issue.missing
    ? message('template_cell_missing', { column: { key: issue.column } })
    : message('template_cell_invalid', { column: { key: issue.column }, expected: issue.expected });

/** Pasted numbers: one a line, or separated by commas, semicolons or spaces; repeats are kept (and refused). */
function pastedEntries(text: string): Entry[] {
  const numbers = text.split(/[\s,，;；、]+/).filter((n) => n !== '');
  if (numbers.length > BATCH_PASTE_MAX) throw badRequest('batch_too_many_pasted', { max: BATCH_PASTE_MAX });
  return numbers.map((number, i) => ({ row_no: i + 1, number }));
}

async function fileEntries(
  deps: AppDeps,
  auth: AuthContext,
  kind: ImportKind,
  fileUrl: string,
): Promise<{ name: string; entries: Entry[] }> {
  const file = await importedFile(deps.uploadDir, fileUrl, uploadOwner(auth));
  const entries: Entry[] = [];
  const template = IMPORT_TEMPLATES[IMPORT_KIND_TEMPLATES[kind]];
  for await (const row of importRows(file, { max: BATCH_FILE_MAX_ROWS, template })) {
    entries.push({ row_no: row.row_no, number: clean(row.cells[0] ?? ''), rest: row.cells.slice(1) });
  }
  return { name: file.name, entries };
}

/**
 * Checks every entry (a card number, not repeated, a card of the caller, in a status the batch
 * allows) and keeps the batch as a checked task waiting for its confirmation.
 */
async function checkEntries(
  deps: AppDeps,
  auth: AuthContext,
  batch: BatchKind & { task: RowTaskKind },
  entries: Entry[],
  source: Source,
  lang: Lang,
  choice: BatchChoice = {},
): Promise<BatchCheck> {
  const scope = scopeColumn(auth);
  if (!scope) throw badRequest('batch_empty');
  if (entries.length === 0) throw badRequest('batch_empty');
  dropStaleChecks(deps, deps.clock.now() - BATCH_CHECK_MINUTES * 60_000);
  const seen = new Map<string, number>();
  const refused: Record<RowCheck, number> = { format: 0, duplicate: 0, not_yours: 0, wrong_status: 0 };
  const badRows: BatchCheck['bad_rows'] = [];
  const feeCards = new Map<Carrier, number>();
  const template = IMPORT_TEMPLATES[IMPORT_KIND_TEMPLATES[batch.kind]];
  // Pasted numbers are the template's first column only.
  const numbersOnly = { ...template, columns: template.columns.slice(0, 1) };
  const checkRow = ({ row_no, number, rest }: Entry): NewTaskRow => {
    const cells = rest ?? null;
    const refuse = (check: RowCheck, reason: Message): NewTaskRow => {
      refused[check]++;
      if (badRows.length < BATCH_CHECK_ROWS_SHOWN) {
        badRows.push({ row_no, number, check, reason: wordIn(lang, reason) });
      }
      return { number, input: { check, row_no, cells } satisfies RefusedInput, refusal: reason };
    };
    // The row against its template's columns: the card number first, then any other cell.
    const issue = cells
      ? templateRowIssue(template, [number, ...cells], BOTH_WORDS)
      : templateRowIssue(numbersOnly, [number], BOTH_WORDS);
    if (issue) {
      return refuse(
        'format',
        issue.column === template.columns[0]!.header ? message('batch_row_format') : cellMessage(issue),
      );
    }
    const key = number.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return refuse('duplicate', message('batch_row_duplicate', { row: first }));
    seen.set(key, row_no);
    const card = (batch.lookup ?? actionCardByNumber)(deps, number);
    if (!card || card[scope.column] !== scope.clientId) {
      return refuse('not_yours', message('batch_row_not_yours'));
    }
    let target: CarrierTarget | null = null;
    if (batch.target) {
      const found = batch.target(deps, cells, choice);
      if ('key' in found) return refuse('format', found);
      target = found;
    }
    const refusal = batch.refusal(deps, card, { target, choice });
    if (refusal) return refuse('wrong_status', refusal);
    if (batch.fee) feeCards.set(card.carrier, (feeCards.get(card.carrier) ?? 0) + 1);
    return { number, input: { card_id: card.id, row_no, target, cells } satisfies RowInput };
  };
  // A file of 100,000 rows is checked in slices, the event loop free between them.
  const rows: NewTaskRow[] = [];
  for (const [i, entry] of entries.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    rows.push(checkRow(entry));
  }
  const params: BatchParams = { source, username: auth.username, scope, choice };
  const taskId = await createCheckedTask(deps, {
    kind: batch.task,
    clientId: scope.clientId,
    userId: auth.userId,
    params,
    rows,
  });
  const valid = entries.length - Object.values(refused).reduce((a, b) => a + b, 0);
  const fee = batch.fee
    ? [...feeCards.entries()].map(([carrier, count]) => ({ carrier, count, cents: batch.fee!(carrier) }))
    : null;
  return {
    task_id: taskId,
    kind: batch.kind,
    source: sourceName(source, lang),
    total: entries.length,
    valid,
    refused,
    bad_rows: badRows,
    fee: fee && {
      lines: fee.map((f) =>
        translate(lang, 'batch_fee_line', {
          carrier: CARRIERS[f.carrier],
          count: f.count,
          // Money as the portal writes it (¥ included), the same function as the client's.
          fee: formatMoney(f.cents / 100),
        }),
      ),
      monthly_total: fee.reduce((sum, f) => sum + f.count * f.cents, 0) / 100,
    },
  };
}

const sourceName = (source: Source, lang: Lang) =>
  'file' in source
    ? source.file
    : 'pasted' in source
      ? translate(lang, 'batch_pasted')
      : 'filter' in source
        ? translate(lang, 'batch_by_filter')
        : translate(lang, 'batch_retry_of', { id: source.retry_of });

/** Reads and checks a batch (pasted numbers or an uploaded file); nothing is applied yet. */
export async function checkBatch(
  deps: AppDeps,
  auth: AuthContext,
  body: {
    kind: ImportKind;
    numbers?: string;
    file_url?: string;
    carrier?: Carrier;
    plan_id?: number;
    functions?: CardFunction[];
    policy_id?: number;
    filter?: CardFilters;
  },
  lang: Lang,
): Promise<BatchCheck> {
  const batch = batchFor(auth, body.kind, lang);
  // The functions apply to every row, pasted or from a file; each once, in the catalogue's order.
  const choice: BatchChoice = body.functions
    ? { functions: CARD_FUNCTION_KEYS.filter((fn) => body.functions!.includes(fn)) }
    : {};
  if (body.kind === 'oc_distribute' && body.policy_id !== undefined) {
    if (!distributablePolicy(deps, auth, body.policy_id)) {
      throw notFound('oc_policy_not_found', { id: body.policy_id });
    }
    choice.policy_id = body.policy_id;
  }
  if (body.filter) {
    // The card list's filter, read the list's way: each card by its ICCID, at most BATCH_FILTER_MAX.
    const { total, cards } = filterCards(deps, auth, body.filter);
    if (total > BATCH_FILTER_MAX)
      throw badRequest('batch_filter_too_many', { count: total, max: BATCH_FILTER_MAX });
    const entries = (cards ?? []).map((c, i) => ({ row_no: i + 1, number: c.iccid }));
    return checkEntries(deps, auth, batch, entries, { filter: true }, lang, choice);
  }
  if (body.file_url) {
    const { name, entries } = await fileEntries(deps, auth, batch.kind, body.file_url);
    return checkEntries(deps, auth, batch, entries, { file: name }, lang, choice);
  }
  if (batch.target && body.carrier && body.plan_id) {
    const target = carrierTargetById(deps, body.carrier, body.plan_id);
    if ('key' in target) throw BizError.keyed(BizCode.BAD_REQUEST, target);
    choice.target = target;
  }
  return checkEntries(deps, auth, batch, pastedEntries(body.numbers ?? ''), { pasted: true }, lang, choice);
}

const taskOf = perConnection<
  [number, number],
  { kind: string; status: TaskStatus | 'checked'; pending: number; failed: number }
>(
  `select t.kind, t.status,
     (select count(*) from task_rows r where r.task_id = t.id and r.outcome = 'pending') as pending,
     (select count(*) from task_rows r where r.task_id = t.id and r.outcome = 'failed') as failed
   from tasks t where t.id = ? and t.client_id = ?`,
);

const isImportKind = (kind: string): kind is ImportKind => Object.hasOwn(BATCHES, kind);

/** Queues a checked batch of the caller's client. */
export function startBatch(deps: AppDeps, auth: AuthContext, taskId: number, lang: Lang) {
  const task = auth.clientId === null ? undefined : taskOf(deps.sqlite).get(taskId, auth.clientId);
  if (!task || !isImportKind(task.kind) || task.status !== 'checked' || auth.clientId === null) {
    throw badRequest('batch_check_gone', { minutes: BATCH_CHECK_MINUTES });
  }
  batchFor(auth, task.kind, lang);
  if (task.pending === 0) throw badRequest('batch_nothing_valid');
  if (!startChecked(deps, auth.clientId, taskId)) {
    throw badRequest('batch_check_gone', { minutes: BATCH_CHECK_MINUTES });
  }
  return { task_id: taskId, status: 'pending' as const };
}

const failedRows = perConnection<[number], { number: string; input: string }>(
  "select number, input from task_rows where task_id = ? and outcome = 'failed' order by row_no",
);
const paramsOf = perConnection<[number], string | null>('select params from tasks where id = ?');

/** Checks the failed rows of a finished batch again, as a new batch waiting for its confirmation. */
export async function retryBatch(deps: AppDeps, auth: AuthContext, taskId: number, lang: Lang) {
  await kickTasks(deps);
  const task = auth.clientId === null ? undefined : taskOf(deps.sqlite).get(taskId, auth.clientId);
  if (!task || !isImportKind(task.kind)) throw notFound('task_not_found', { id: taskId });
  const batch = batchFor(auth, task.kind, lang);
  if ((task.status !== 'partial' && task.status !== 'failed') || task.failed === 0) {
    throw badRequest('batch_not_retryable');
  }
  // Each row as it was: its cells from the file (a carrier change's target), or pasted.
  const entries = failedRows(deps.sqlite)
    .all(taskId)
    .map(({ number, input }, i) => {
      const cells = (JSON.parse(input) as { cells?: string[] | null }).cells ?? null;
      return { row_no: i + 1, number, ...(cells ? { rest: cells } : {}) };
    });
  const params = JSON.parse(paramsOf(deps.sqlite).pluck().get(taskId) ?? '{}') as BatchParams;
  return checkEntries(deps, auth, batch, entries, { retry_of: taskId }, lang, params.choice ?? {});
}

// ---------------------------------------------------------------------------------------------
// /import_log and the per-row results

const LIST: ListBinding<typeof importLogList> = {
  filters: { kind: 't.kind', status: 't.status', created: 't.created_at' },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

interface LogRecord {
  id: number;
  kind: ImportKind;
  params: string;
  created_at: number;
  finished_at: number | null;
  status: TaskStatus;
  progress: number;
  total: number;
  done_rows: number;
  failed_rows: number;
  username: string | null;
  error: string | null;
}

const RESULTS = 'import_results';

/** The caller's client's batches of every kind, newest first. */
export async function listImportLog(
  deps: AppDeps & { name?: string },
  auth: AuthContext,
  q: QueryOf<typeof importLogList>,
  lang: Lang,
): Promise<{ tableData: ImportLogRow[]; total: number }> {
  if (auth.clientId === null) return { tableData: [], total: 0 };
  await kickTasks(deps);
  const sql = listSql(importLogList, LIST, q, [
    [`t.client_id = ? and t.kind in (${IMPORT_KINDS_SQL}) and t.status <> 'checked'`, auth.clientId],
  ]);
  const { rows, total } = readPage<LogRecord>(
    deps.sqlite,
    'tasks t left join users u on u.id = t.user_id',
    `t.id, t.kind, t.params, t.created_at, t.finished_at, t.status, t.progress, t.total, t.done_rows,
     t.failed_rows, u.username, t.error`,
    sql,
  );
  return {
    total,
    tableData: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      source: sourceName((JSON.parse(r.params) as BatchParams).source, lang),
      created_at: formatDateTime(r.created_at)!,
      finished_at: formatDateTime(r.finished_at),
      status: r.status,
      progress: r.progress,
      total: r.total,
      succeeded: r.done_rows - r.failed_rows,
      failed: r.failed_rows,
      username: r.username ?? '-',
      results: signedTaskLink(deps, IMPORT_RESULTS_PATH, RESULTS, r.id, { lang }),
      error: r.error ? translate(lang, 'task_failed') : null,
    })),
  };
}

const resultTask = perConnection<[number], { id: number; client_id: number; kind: string; status: string }>(
  'select id, client_id, kind, status from tasks where id = ?',
);

/**
 * A batch's per-row results as an xlsx, streamed as it is written (row, number, outcome, message
 * in `lang`), for a signed link or a caller of the task's client.
 */
export async function importResults(
  deps: AppDeps & { name?: string },
  taskId: number,
  access: { sign: string } | { auth: AuthContext },
  lang: Lang,
) {
  const task = resultTask(deps.sqlite).get(taskId);
  const allowed =
    task !== undefined &&
    isImportKind(task.kind) &&
    task.status !== 'checked' &&
    ('sign' in access
      ? verifyTaskSignature(deps, RESULTS, taskId, access.sign)
      : access.auth.clientId === task.client_id);
  if (!task || !allowed) throw notFound('task_not_found', { id: taskId });
  await kickTasks(deps);
  return rowResultsFile(deps, taskId, lang);
}
