import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Lang, PermCode, TaskStatus } from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { type Message, message } from '../i18n.ts';
import { perConnection } from '../lib/prepared.ts';

/**
 * The task engine: every long job of the emulator (exports, imports, batches that go to a carrier)
 * is a row of `tasks` run here, on the emulator clock, the way the real platform's queue runs them.
 *
 * - A client's tasks run one after another: a task starts when the client's previous one finished
 *   (or when it was created, if later); until then it is 排队中 (pending) and may be cancelled.
 *   Tasks of no client (support's exports across clients) are the platform's queue, run the same way.
 * - A task runs in steps of at most `rowsPerStep` rows, each taking `stepMs` of emulator time: at
 *   any moment, the steps due are those whose time has come. A frozen clock holds a task where it
 *   is; advancing the clock (or letting it run) lets the due steps run. The times a task records
 *   are those of its timeline (started_at + steps × stepMs), not of when the emulator got to them,
 *   so the same clock gives the same history.
 * - A row task's step is one transaction: its effects, its rows' outcomes and `steps_done`. A
 *   killed emulator resumes after the last whole step and applies no row twice. An export's file
 *   is not transactional: an export found half-written after a restart starts its file over.
 *
 * A new kind of task is one declaration (`defineRowTask` / `defineExportTask`) and one function.
 */

/**
 * A task's stored state: a contract status, or `checked`, a batch's rows read and checked but not
 * yet confirmed by the user (no list shows it; `startChecked` queues it, unconfirmed ones expire).
 */
type StoredTaskStatus = TaskStatus | 'checked';

export interface TaskRecord {
  id: number;
  /** The client whose queue it runs in; null for the platform's own queue (support's exports). */
  client_id: number | null;
  kind: string;
  status: StoredTaskStatus;
  created_at: number;
  started_at: number | null;
  user_id: number | null;
  params: string | null;
  total: number;
  steps_done: number;
  done_rows: number;
  failed_rows: number;
}

/** One row of a row task's input, as `handle` gets it. */
interface TaskRow {
  row_no: number;
  number: string;
  input: unknown;
}

/** A row's outcome: ok, or failed with the message that says why (worded when read). */
export type RowOutcome = { ok: true } | { ok: false; message: Message };

interface KindBase {
  kind: string;
  /** Rows one step handles: at most 100 for work that goes to a carrier. */
  rowsPerStep: number;
  /** The emulator time one step takes. */
  stepMs: number;
}

export interface RowTaskKind extends KindBase {
  type: 'rows';
  /** Applies a step's rows (inside the step's transaction) and gives each row's outcome, in order. */
  handle(deps: AppDeps, task: TaskRecord, rows: TaskRow[]): RowOutcome[];
  /**
   * Undoes what starting the task took (an SMS send's frozen money), inside the transaction that
   * cancels it while it is queued; a task that runs gives it back in its own steps instead.
   */
  cancelled?(deps: AppDeps, task: TaskRecord): void;
}

/** What writes an export's file, step by step. */
interface ExportWriter {
  /** Appends the rows [from, from + count) and says how many there were. */
  write(from: number, count: number): Promise<number>;
  /** Closes the file; gives the name it is downloaded under and its type. */
  finish(): Promise<{ fileName: string; mime: string }>;
  /** Drops a file that will not be finished. */
  abort(): void;
  /** Clears what the task kept for its steps, in the transaction that marks it done. */
  ended?(): void;
}

interface ExportTaskKind extends KindBase {
  type: 'export';
  /**
   * The codes that let a caller with a token download the file (the page it is made from, or the
   * export log that lists it); a signed link needs none, it is the file's own key.
   */
  downloadCodes: readonly PermCode[];
  /** Its filters in words, for its row in the export logs, from what it keeps in `params`. */
  describe(deps: AppDeps, params: unknown, lang: Lang): string;
  /** Opens the task's file at `path` (streamed to disk, so memory stays flat). */
  open(deps: AppDeps, task: TaskRecord, path: string): Promise<ExportWriter>;
}

type TaskKind = RowTaskKind | ExportTaskKind;

const KINDS = new Map<string, TaskKind>();

function register<K extends TaskKind>(kind: K): K {
  if (kind.rowsPerStep < 1 || kind.stepMs < 1) throw new Error(`task kind ${kind.kind}: bad pacing`);
  KINDS.set(kind.kind, kind);
  return kind;
}

/** The kinds registered so far (each service module registers its own when loaded). */
export const registeredTaskKinds = (): string[] => [...KINDS.keys()];

/** The export kinds registered so far: what the export logs list. */
export const registeredExportKinds = (): string[] =>
  [...KINDS.values()].filter((k) => k.type === 'export').map((k) => k.kind);

/** The client a client's task runs for (a task of the platform's queue has none: a bug to ask). */
export function clientIdOf(task: TaskRecord): number {
  if (task.client_id === null) throw new Error(`task ${task.id} (${task.kind}) belongs to no client`);
  return task.client_id;
}

/** The export kinds registered so far, by kind. */
export const exportKindOf = (kind: string): ExportTaskKind | undefined => {
  const found = KINDS.get(kind);
  return found?.type === 'export' ? found : undefined;
};

export const defineRowTask = (kind: Omit<RowTaskKind, 'type'>): RowTaskKind =>
  register({ ...kind, type: 'rows' });
export const defineExportTask = (kind: Omit<ExportTaskKind, 'type'>): ExportTaskKind =>
  register({ ...kind, type: 'export' });

/** Steps a task takes: one at least (an empty task still starts and finishes). */
const stepsOf = (kind: TaskKind, total: number) => Math.max(1, Math.ceil(total / kind.rowsPerStep));

// ---------------------------------------------------------------------------------------------
// Creating and cancelling

const insertTask = perConnection<
  [number | null, string, 'pending' | 'checked', number, number | null, string, number]
>(
  `insert into tasks (client_id, kind, status, progress, created_at, user_id, params, total)
   values (?, ?, ?, 0, ?, ?, ?, ?)`,
);
const insertRow = perConnection<[number, number, string, string, 'pending' | 'failed', string | null]>(
  'insert into task_rows (task_id, row_no, number, input, outcome, message) values (?, ?, ?, ?, ?, ?)',
);

/** A row task's input row; a row refused when checked keeps its refusal and is never handled. */
export interface NewTaskRow {
  number: string;
  input: unknown;
  refusal?: Message | null;
}

interface NewTask {
  kind: TaskKind;
  /** The client whose queue it joins; null for the platform's queue (support's exports). */
  clientId: number | null;
  userId: number | null;
  params: unknown;
  /** Rows the task covers: a row task's input rows (numbered from 1), or an export's row count. */
  rows: NewTaskRow[] | number;
  /** Kept as `checked` (read and checked, waiting for the user's confirmation) instead of queued. */
  checked?: boolean;
}

/**
 * Tasks one client may have waiting: queued, running, or checked and waiting for the user's
 * confirmation (docs/security.md). Each holds its rows in the database until it ends, and one
 * client's queue runs one task after another, so a queue past this only delays its own work.
 */
export const TASKS_QUEUED_MAX = 50;

const waitingOf = perConnection<[number | null], number>(
  "select count(*) from tasks where client_id is ? and status in ('pending', 'running', 'checked')",
);

/**
 * Queues a task (and a row task's input rows) in one transaction; it runs when its turn comes. A
 * `checked` task waits for `startChecked` instead. Refused when the client has TASKS_QUEUED_MAX
 * tasks waiting already.
 */
export function createTask(deps: AppDeps, task: NewTask): number {
  const total = typeof task.rows === 'number' ? task.rows : task.rows.length;
  const id = deps.sqlite.transaction(() => {
    if ((waitingOf(deps.sqlite).pluck().get(task.clientId) ?? 0) >= TASKS_QUEUED_MAX) {
      throw badRequest('tasks_queue_full', { max: TASKS_QUEUED_MAX });
    }
    const taskId = Number(
      insertTask(deps.sqlite).run(
        task.clientId,
        task.kind.kind,
        task.checked ? 'checked' : 'pending',
        deps.clock.now(),
        task.userId,
        JSON.stringify(task.params ?? null),
        total,
      ).lastInsertRowid,
    );
    if (typeof task.rows !== 'number') {
      const insert = insertRow(deps.sqlite);
      task.rows.forEach((row, i) => {
        const refusal = row.refusal ?? null;
        insert.run(
          taskId,
          i + 1,
          row.number,
          JSON.stringify(row.input),
          refusal ? 'failed' : 'pending',
          refusal ? JSON.stringify(refusal) : null,
        );
      });
    }
    return taskId;
  })();
  if (!task.checked) kickTasks(deps);
  return id;
}

const queueChecked = perConnection<[number, number, number]>(
  "update tasks set status = 'pending', created_at = ? where id = ? and client_id = ? and status = 'checked'",
);

/** Rows written per transaction by `createCheckedTask`, and rows checked between two turns of the event loop. */
export const ROWS_PER_TURN = 500;

/** Lets the event loop answer other requests before the next slice of a long check or write. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `createTask` for a checked task of many rows (a 100,000-row file): the task first, then its rows
 * ROWS_PER_TURN a transaction, the event loop free between them, so one big file never stalls the
 * emulator. Nobody can start the task before its id is answered, and a check cut short by a crash
 * is a checked task nobody confirms, which `dropStaleChecks` forgets with its rows.
 */
export async function createCheckedTask(
  deps: AppDeps,
  task: Omit<NewTask, 'rows' | 'checked'> & { rows: NewTaskRow[] },
): Promise<number> {
  const taskId = createTask(deps, { ...task, rows: task.rows.length, checked: true });
  const insert = insertRow(deps.sqlite);
  for (let start = 0; start < task.rows.length; start += ROWS_PER_TURN) {
    await nextTurn();
    deps.sqlite.transaction(() => {
      task.rows.slice(start, start + ROWS_PER_TURN).forEach((row, i) => {
        const refusal = row.refusal ?? null;
        insert.run(
          taskId,
          start + i + 1,
          row.number,
          JSON.stringify(row.input),
          refusal ? 'failed' : 'pending',
          refusal ? JSON.stringify(refusal) : null,
        );
      });
    })();
  }
  return taskId;
}

/**
 * Queues a checked task of the client, as of now (its place in the queue is the time it was
 * confirmed); false when there is no such task waiting (started already, expired, not theirs).
 */
export function startChecked(deps: AppDeps, clientId: number, taskId: number): boolean {
  const queued = queueChecked(deps.sqlite).run(deps.clock.now(), taskId, clientId).changes === 1;
  if (queued) kickTasks(deps);
  return queued;
}

const staleChecks = perConnection<[number], number>(
  "select id from tasks where status = 'checked' and created_at < ?",
);
const dropRows = perConnection<[number]>('delete from task_rows where task_id = ?');
const dropTask = perConnection<[number]>('delete from tasks where id = ?');

/** Forgets checked tasks nobody confirmed since `before`, with their rows. */
export function dropStaleChecks(deps: AppDeps, before: number): void {
  deps.sqlite.transaction(() => {
    for (const id of staleChecks(deps.sqlite).pluck().all(before)) {
      dropRows(deps.sqlite).run(id);
      dropTask(deps.sqlite).run(id);
    }
  })();
}

const TASK_COLUMNS = `id, client_id, kind, status, created_at, started_at, user_id, params, total, steps_done,
  done_rows, failed_rows`;
const taskById = perConnection<[number], TaskRecord>(`select ${TASK_COLUMNS} from tasks where id = ?`);

const cancelPending = perConnection<[number, number, number | null]>(
  "update tasks set status = 'cancelled', finished_at = ? where id = ? and client_id is ? and status = 'pending'",
);

/** Cancels a queued task of the client (null: the platform's queue); false when it is not queued (any more). */
export function cancelTask(deps: AppDeps, clientId: number | null, taskId: number): boolean {
  advanceTasksNow(deps);
  return deps.sqlite.transaction(() => {
    if (cancelPending(deps.sqlite).run(deps.clock.now(), taskId, clientId).changes !== 1) return false;
    const task = taskById(deps.sqlite).get(taskId)!;
    const kind = KINDS.get(task.kind);
    if (kind?.type === 'rows') kind.cancelled?.(deps, task);
    return true;
  })();
}

// ---------------------------------------------------------------------------------------------
// The timeline: which step is due

const UNFINISHED = "status in ('pending', 'running')";
const clientsWithWork = perConnection<[], number | null>(
  `select distinct client_id from tasks where ${UNFINISHED} order by client_id`,
);
const unfinishedOf = perConnection<[number | null], TaskRecord>(
  `select id, client_id, kind, status, created_at, started_at, user_id, params, total, steps_done, done_rows,
          failed_rows
   from tasks where client_id is ? and ${UNFINISHED} order by created_at, id`,
);
/** When the tasks queued before this one (by queue time, then id) finished. */
const lastFinish = perConnection<[number | null, number, number, number], number | null>(
  `select max(finished_at) from tasks
   where client_id is ? and (created_at < ? or (created_at = ? and id < ?))
     and status in ('done', 'partial', 'failed', 'cancelled')`,
);
const markStarted = perConnection<[number, number]>(
  "update tasks set status = 'running', started_at = ? where id = ? and status = 'pending'",
);
const markFinished = perConnection<[TaskStatus, number, string | null, number]>(
  'update tasks set status = ?, progress = 100, finished_at = ?, error = ? where id = ?',
);

interface DueStep {
  task: TaskRecord;
  kind: TaskKind;
  /** The step to run (0-based). */
  step: number;
  steps: number;
}

/** The first step whose time has come, starting queued tasks and finishing done ones on the way. */
function nextDueStep(deps: AppDeps): DueStep | null {
  const { sqlite } = deps;
  const now = deps.clock.now();
  for (const clientId of clientsWithWork(sqlite).pluck().all()) {
    for (const task of unfinishedOf(sqlite).all(clientId)) {
      const kind = KINDS.get(task.kind);
      if (!kind) {
        markFinished(sqlite).run('failed', now, 'task_unknown_kind', task.id);
        continue;
      }
      if (task.started_at === null) {
        const before = lastFinish(sqlite).pluck().get(clientId, task.created_at, task.created_at, task.id);
        const start = Math.max(task.created_at, before ?? 0);
        if (start > now) break;
        markStarted(sqlite).run(start, task.id);
        task.started_at = start;
        task.status = 'running';
      }
      const steps = stepsOf(kind, task.total);
      const due = Math.min(steps, Math.floor((now - task.started_at) / kind.stepMs));
      if (task.steps_done < due) return { task, kind, step: task.steps_done, steps };
      // Running, its next step not yet due: the client's later tasks wait behind it.
      break;
    }
  }
  return null;
}

const progressOf = (done: number, steps: number) => Math.min(100, Math.floor((done / steps) * 100));

/** How a task ends: done, partial (some rows failed) or failed (every row failed). */
const endOf = (task: { done_rows: number; failed_rows: number }): TaskStatus =>
  task.failed_rows === 0 ? 'done' : task.failed_rows >= task.done_rows ? 'failed' : 'partial';

// ---------------------------------------------------------------------------------------------
// Running steps

const rowsFrom = perConnection<
  [number, number, number],
  { row_no: number; number: string; input: string; outcome: string; message: string | null }
>(
  `select row_no, number, input, outcome, message from task_rows
   where task_id = ? and row_no > ? order by row_no limit ?`,
);
const setOutcome = perConnection<['ok' | 'failed', string | null, number, number]>(
  'update task_rows set outcome = ?, message = ? where task_id = ? and row_no = ?',
);
const stepDone = perConnection<[number, number, number, number, number]>(
  `update tasks set steps_done = steps_done + 1, done_rows = done_rows + ?, failed_rows = failed_rows + ?,
          progress = ? where id = ? and steps_done = ?`,
);
const counts = perConnection<[number], { steps_done: number; done_rows: number; failed_rows: number }>(
  'select steps_done, done_rows, failed_rows from tasks where id = ?',
);

function runRowStep(deps: AppDeps, { task, kind, step, steps }: DueStep & { kind: RowTaskKind }): void {
  const { sqlite } = deps;
  sqlite.transaction(() => {
    const stored = rowsFrom(sqlite).all(task.id, step * kind.rowsPerStep, kind.rowsPerStep);
    // Rows refused when the batch was checked keep their refusal; the others are handled.
    const refused = stored.filter((r) => r.outcome === 'failed').length;
    const rows = stored
      .filter((r) => r.outcome !== 'failed')
      .map((r) => ({ row_no: r.row_no, number: r.number, input: JSON.parse(r.input) as unknown }));
    const outcomes = rows.length > 0 ? kind.handle(deps, task, rows) : [];
    let failed = refused;
    rows.forEach((row, i) => {
      const outcome: RowOutcome = outcomes[i] ?? { ok: false, message: message('task_row_skipped') };
      if (!outcome.ok) failed++;
      setOutcome(sqlite).run(
        outcome.ok ? 'ok' : 'failed',
        outcome.ok ? null : JSON.stringify(outcome.message),
        task.id,
        row.row_no,
      );
    });
    // The guard on steps_done makes a step that ran already (another pump) change nothing.
    const changed = stepDone(sqlite).run(
      stored.length,
      failed,
      progressOf(step + 1, steps),
      task.id,
      step,
    ).changes;
    if (changed !== 1) throw new StepRaced();
    if (step + 1 === steps) {
      const now = counts(sqlite).get(task.id)!;
      markFinished(sqlite).run(endOf(now), task.started_at! + steps * kind.stepMs, null, task.id);
    }
  })();
}

class StepRaced extends Error {}

/** Export files being written, per database and task: a restarted emulator has none. */
const writers = new WeakMap<Database.Database, Map<number, ExportWriter>>();

const resetExport = perConnection<[number]>(
  "update tasks set steps_done = 0, done_rows = 0, progress = 0 where id = ? and status = 'running'",
);
const insertFile = perConnection<[number, string, string, string, number]>(
  'insert or replace into task_files (task_id, file_name, mime, path, size) values (?, ?, ?, ?, ?)',
);

/** Where a task's result file is kept, relative to the world's upload folder. */
const taskFilePath = (taskId: number) => join('tasks', `${taskId}.xlsx`);

async function runExportStep(deps: AppDeps, due: DueStep & { kind: ExportTaskKind }): Promise<void> {
  const { sqlite } = deps;
  const { task, kind, steps } = due;
  let open = writers.get(sqlite);
  if (!open) {
    open = new Map();
    writers.set(sqlite, open);
  }
  let writer = open.get(task.id);
  let step = due.step;
  const relative = taskFilePath(task.id);
  const path = join(deps.uploadDir, relative);
  if (!writer) {
    // No writer: the first step, or a restart found the file half-written. Either way, from 0.
    if (step > 0) {
      resetExport(sqlite).run(task.id);
      step = 0;
    }
    mkdirSync(join(deps.uploadDir, 'tasks'), { recursive: true });
    writer = await kind.open(deps, task, path);
    open.set(task.id, writer);
  }
  try {
    const written = await writer.write(step * kind.rowsPerStep, kind.rowsPerStep);
    if (!sqlite.open || deps.sqlite !== sqlite) return writer.abort();
    const last = step + 1 === steps || written < kind.rowsPerStep;
    if (!last) {
      if (stepDone(sqlite).run(written, 0, progressOf(step + 1, steps), task.id, step).changes !== 1) {
        throw new StepRaced();
      }
      return;
    }
    const file = await writer.finish();
    open.delete(task.id);
    if (!sqlite.open || deps.sqlite !== sqlite) return;
    sqlite.transaction(() => {
      insertFile(sqlite).run(task.id, file.fileName, file.mime, relative, statSync(path).size);
      stepDone(sqlite).run(written, 0, 100, task.id, step);
      markFinished(sqlite).run('done', task.started_at! + steps * kind.stepMs, null, task.id);
      writer.ended?.();
    })();
  } catch (error) {
    open.delete(task.id);
    writer.abort();
    if (error instanceof StepRaced) return;
    if (sqlite.open && deps.sqlite === sqlite) {
      markFinished(sqlite).run('failed', task.started_at! + (step + 1) * kind.stepMs, 'task_failed', task.id);
    }
  }
}

async function runStep(deps: AppDeps, due: DueStep): Promise<void> {
  if (due.kind.type === 'export') return runExportStep(deps, { ...due, kind: due.kind });
  try {
    runRowStep(deps, { ...due, kind: due.kind });
  } catch (error) {
    if (error instanceof StepRaced) return;
    // A step that throws is rolled back whole; the task fails with nothing of that step applied.
    markFinished(deps.sqlite).run('failed', deps.clock.now(), 'task_failed', due.task.id);
  }
}

// ---------------------------------------------------------------------------------------------
// The pump: runs every due step of a world, yielding between steps so requests keep being served

interface Pump {
  /** The run in progress, while its loop still looks for work. */
  running: Promise<void> | null;
  /** Set by a kick during a run: look again before stopping. */
  again: boolean;
}
const pumps = new WeakMap<Database.Database, Pump>();

/**
 * Runs the world's due steps in the background (one pump per database; a kick while it runs makes
 * it look again before it stops). Resolves when nothing is due any more.
 */
export function kickTasks(deps: AppDeps): Promise<void> {
  const { sqlite } = deps;
  let pump = pumps.get(sqlite);
  if (!pump) {
    pump = { running: null, again: false };
    pumps.set(sqlite, pump);
  }
  if (pump.running) {
    pump.again = true;
    return pump.running;
  }
  const state = pump;
  const run = async () => {
    // Begins on the next turn, so `running` is set before the loop can end and clear it.
    await Promise.resolve();
    try {
      do {
        state.again = false;
        for (;;) {
          if (!sqlite.open || deps.sqlite !== sqlite) return;
          const due = nextDueStep(deps);
          if (!due) break;
          await runStep(deps, due);
          // After an export's step, a timer rather than the next turn: the file's compression runs
          // on libuv's thread pool, and a millisecond lets it keep pace with the rows written, so
          // memory stays flat (without it a million-card export held ~370 MB of queued buffers).
          await new Promise((resolve) =>
            due.kind.type === 'export' ? setTimeout(resolve, 1) : setImmediate(resolve),
          );
        }
      } while (state.again);
    } finally {
      // Cleared in the same turn the loop ends: a kick after this starts a new run.
      state.running = null;
    }
  };
  state.running = run();
  return state.running;
}

/** Starts the tasks whose time has come without running their steps (for a read that must be exact). */
function advanceTasksNow(deps: AppDeps): void {
  nextDueStep(deps);
}

/** A row outcome's message, as stored. */
export const outcomeMessage = (stored: string | null): Message | null =>
  stored ? (JSON.parse(stored) as Message) : null;
