import {
  BATCH_CHECK_MINUTES,
  BATCH_CHECK_ROWS_SHOWN,
  BATCH_FILE_MAX_ROWS,
  IMPORT_TEMPLATES,
  isSupportExportTask,
  type Lang,
  type RowCheck,
  SUPPORT_TASK_KIND_INFO,
  SUPPORT_TASK_KIND_KEYS,
  SUPPORT_TASK_RESULTS_PATH,
  type SupportExportTaskKind,
  type SupportTaskCheck,
  type SupportTaskKind,
  type SupportTaskRow,
  supportTaskList,
  type TaskStatus,
  templateRowIssue,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { permissionDenied } from '../define-route.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { BOTH_WORDS, type Message, message, pick, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage, sqlStrings } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import {
  cancelTask,
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
  activationRefusal,
  applyActivation,
  applyDataReset,
  inServiceRefusal,
} from './card-actions.ts';
import { assignTask, recordAssignment } from './card-assign.ts';
import { settleChargeOrders } from './charge.ts';
import { isSpeedLimited, liftOne } from './speed-limit.ts';
import { describeSupportExport, isSupportExportKind, supportExportFile } from './support-exports.ts';
import { uploadOwner } from './uploads.ts';

/**
 * The support task centre (issue 47): batch work support runs for one client, as a task of the one
 * engine in that client's own queue (steps on the emulator clock, per-row results, crash-safe).
 * Each kind is one declaration (`SupportKind`): what its form chose for every row, checked against
 * the client; each row's rule (checked when read, and again by the engine kind's step); the engine
 * kind whose step applies a row; and what the queued task records besides (O_BHCS: the client's
 * assignment log). Everything else (reading pasted numbers or the kind's template, repeats, the
 * check's counts, the confirmation, cancel, retry, the list and the results file) is the same for
 * every kind, here.
 */

interface ClientRef {
  id: number;
  name: string;
  parent_id: number | null;
  main_id: number;
  status: 'active' | 'disabled';
}

const clientById = perConnection<[number], ClientRef>(
  'select id, name, parent_id, main_id, status from clients where id = ?',
);

/** What the form chose for every row, kept in the task's params (a retry reads it again). */
interface Choice {
  to_client_id?: number;
  /** O_LCR and O_CS: why (the speed limit is lifted, the cards are activated). */
  reason?: string;
}

type Card = ActionCard & { client_id: number };

/** A row's verdict: refused (by which check, why), or the input the engine kind's step applies. */
type RowVerdict = Refusal | { input: Record<string, unknown> };

interface SupportKind {
  kind: SupportTaskKind;
  /** The engine kind whose step applies a row (its `handle` asks the rule again). */
  task: RowTaskKind;
  /** The choice for every row, from the form's body, checked against the client (throws a refusal). */
  choose(deps: AppDeps, client: ClientRef, body: Choice): Choice;
  /** A found card's rule; the row's input when it passes. */
  row(deps: AppDeps, client: ClientRef, card: Card, choice: Choice): RowVerdict;
  /** Inside the transaction that queues the checked task: what it records besides. */
  queued?(deps: AppDeps, taskId: number, client: ClientRef, choice: Choice, source: Source): void;
}

type Refusal = { check: RowCheck; reason: Message };

const notTheClients = (client: ClientRef): Refusal => ({
  check: 'not_yours',
  reason: message('support_task_not_client', { name: client.name }),
});

/** O_BHCS: a main client's own cards to one of its sub-clients, as the client's own assignment does. */
const handOutCards: SupportKind = {
  kind: 'O_BHCS',
  task: assignTask,
  choose(deps, client, body) {
    if (client.parent_id !== null)
      throw fieldRefused('client_id', 'support_task_not_main', { name: client.name });
    const to = body.to_client_id === undefined ? undefined : clientById(deps.sqlite).get(body.to_client_id);
    if (!to || to.main_id !== client.id || to.parent_id === null) {
      const name = to?.name ?? String(body.to_client_id ?? '');
      throw fieldRefused('to_client_id', 'support_task_not_sub', { name, client: client.name });
    }
    if (to.status === 'disabled')
      throw fieldRefused('to_client_id', 'assign_client_disabled', { name: to.name });
    return { to_client_id: to.id };
  },
  row(_, client, card, choice) {
    if (card.main_client_id !== client.id) return notTheClients(client);
    if (card.client_id !== client.id) {
      return { check: 'wrong_status', reason: message('assign_not_held', { name: client.name }) };
    }
    return { input: { card_id: card.id, from: client.id, to: choice.to_client_id! } };
  },
  queued(deps, taskId, client, choice, source) {
    recordAssignment(deps, taskId, client.id, {
      from: client.id,
      to: choice.to_client_id!,
      method: 'file' in source ? 'file' : 'list',
      withdrawOf: null,
    });
  },
};

/** A card of the client: a main client's own (held by it or its sub-clients), or one a sub-client holds. */
const clientHolds = (client: ClientRef, card: { client_id: number; main_client_id: number }) =>
  client.parent_id === null ? card.main_client_id === client.id : card.client_id === client.id;

/**
 * A support kind that acts on each row's card, with its engine kind. The kind's rule (`refusal`:
 * the client's card, in a state the action allows) decides when the rows are checked, and again
 * when the engine's step runs; `apply` then changes the card (inside the step's transaction), with
 * the support user who started the task as the operator.
 */
function cardKind(spec: {
  kind: SupportTaskKind;
  engineKind: string;
  rowsPerStep: number;
  stepMs: number;
  choose: SupportKind['choose'];
  refusal(deps: AppDeps, card: Card): Message | null;
  apply(deps: AppDeps, actor: Actor, card: Card, choice: Choice): void;
}): SupportKind {
  const verdict = (deps: AppDeps, client: ClientRef, card: Card): Refusal | null => {
    if (!clientHolds(client, card)) return notTheClients(client);
    const reason = spec.refusal(deps, card);
    return reason ? { check: 'wrong_status', reason } : null;
  };
  const task = defineRowTask({
    kind: spec.engineKind,
    rowsPerStep: spec.rowsPerStep,
    stepMs: spec.stepMs,
    handle(deps, record, rows) {
      const params = JSON.parse(record.params ?? '{}') as SupportParams;
      const actor = { userId: record.user_id ?? 0, username: params.username };
      const client = clientById(deps.sqlite).get(params.support.client_id);
      return rows.map((row) => {
        const card = actionCardById(deps, (row.input as { card_id: number }).card_id);
        if (!card || !client) return { ok: false, message: message('batch_row_not_yours') };
        const refused = verdict(deps, client, card);
        if (refused) return { ok: false, message: refused.reason };
        spec.apply(deps, actor, card, params.support.choice);
        return { ok: true };
      });
    },
  });
  return {
    kind: spec.kind,
    task,
    choose: spec.choose,
    row: (deps, client, card) => verdict(deps, client, card) ?? { input: { card_id: card.id } },
  };
}

/** O_LCR: lifts the speed limit (限速恢复) of a client's cards, with a reason; a card not limited is refused. */
const liftSpeedLimits = cardKind({
  kind: 'O_LCR',
  engineKind: 'speed_limit_lift',
  rowsPerStep: 100,
  stepMs: 1000,
  choose(_, __, body) {
    const reason = body.reason?.trim() ?? '';
    if (reason === '') throw fieldRefused('reason', 'speed_limit_reason_required');
    return { reason };
  },
  refusal: (deps, card) => (isSpeedLimited(deps.sqlite, card.id) ? null : message('speed_limit_not_limited')),
  apply(deps, actor, card, choice) {
    liftOne(deps.sqlite, card.id, actor, choice.reason ?? '', 'speed_limit', deps.clock.now());
  },
});

/**
 * O_CS: a client's cards awaiting activation (or in testing) into use, by the customer's own rule
 * (`activationRefusal`), with support's reason.
 */
const activateCards = cardKind({
  kind: 'O_CS',
  engineKind: 'support_activate',
  rowsPerStep: 100,
  stepMs: 1000,
  // The body's schema requires the reason (a retry reads the one its task kept).
  choose: (_, __, body) => ({ reason: body.reason?.trim() ?? '' }),
  refusal: (_, card) => activationRefusal(card),
  apply: (deps, actor, card, choice) => {
    applyActivation(deps, actor, card, choice.reason);
    // A recharge bought 激活时生效 for the card takes effect now (issue 39).
    settleChargeOrders(deps, deps.clock.now());
  },
});

/**
 * O_GPRS: a client's cards in service get their data function off and on again at the carrier. A
 * carrier takes its time: a step of 50 cards takes 5 s of the emulator clock.
 */
const resetGprs = cardKind({
  kind: 'O_GPRS',
  engineKind: 'support_gprs_reset',
  rowsPerStep: 50,
  stepMs: 5000,
  choose: () => ({}),
  refusal: (_, card) => inServiceRefusal(card, 'gprs_not_in_service'),
  apply: (deps, actor, card) => applyDataReset(deps, actor, card),
});

/** The kinds that act on cards (the exports, Q_*, are server/services/support-exports.ts). */
type RowKind = Exclude<SupportTaskKind, SupportExportTaskKind>;

const KINDS: Record<RowKind, SupportKind> = {
  O_BHCS: handOutCards,
  O_LCR: liftSpeedLimits,
  O_CS: activateCards,
  O_GPRS: resetGprs,
};

/** Where a task's rows came from. */
type Source = { file: string } | { pasted: true } | { retry_of: number };

/** What a support task keeps in tasks.params (besides what its engine kind reads: the username). */
interface SupportParams {
  username: string;
  support: { kind: SupportTaskKind; client_id: number; source: Source; choice: Choice };
}

const sourceName = (source: Source, lang: Lang) =>
  'file' in source
    ? source.file
    : 'pasted' in source
      ? translate(lang, 'batch_pasted')
      : translate(lang, 'batch_retry_of', { id: source.retry_of });

/** Refuses a support user without the kind's own code (599). */
function requireKindCode(auth: AuthContext, kind: SupportTaskKind, lang: Lang) {
  const code = SUPPORT_TASK_KIND_INFO[kind].code;
  if (!auth.codes.has(code)) throw permissionDenied([code], lang);
}

/** The kind of rows, refusing a support user without its own code (599); an export has no rows to check. */
function kindFor(auth: AuthContext, kind: SupportTaskKind, lang: Lang): SupportKind {
  requireKindCode(auth, kind, lang);
  if (isSupportExportTask(kind)) throw badRequest('batch_not_retryable');
  return KINDS[kind];
}

function clientFor(deps: AppDeps, id: number): ClientRef {
  const client = clientById(deps.sqlite).get(id);
  if (!client) throw fieldRefused('client_id', 'client_not_found', { id });
  return client;
}

interface Entry {
  row_no: number;
  number: string;
}

/** Checks every row, and keeps the task as checked, waiting for its confirmation. */
async function checkEntries(
  deps: AppDeps,
  auth: AuthContext,
  decl: SupportKind,
  client: ClientRef,
  choice: Choice,
  entries: Entry[],
  source: Source,
  lang: Lang,
): Promise<SupportTaskCheck> {
  if (entries.length === 0) throw badRequest('batch_empty');
  dropStaleChecks(deps, deps.clock.now() - BATCH_CHECK_MINUTES * 60_000);
  const template = IMPORT_TEMPLATES[SUPPORT_TASK_KIND_INFO[decl.kind].template ?? 'card_numbers'];
  const numbersOnly = { ...template, columns: template.columns.slice(0, 1) };
  const refused: Record<RowCheck, number> = { format: 0, duplicate: 0, not_yours: 0, wrong_status: 0 };
  const badRows: SupportTaskCheck['bad_rows'] = [];
  const seen = new Map<string, number>();
  const rows: NewTaskRow[] = [];
  for (const [i, { row_no, number }] of entries.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const refuse = (check: RowCheck, reason: Message) => {
      refused[check]++;
      if (badRows.length < BATCH_CHECK_ROWS_SHOWN) {
        badRows.push({ row_no, number, check, reason: wordIn(lang, reason) });
      }
      rows.push({ number, input: { row_no }, refusal: reason });
    };
    if (templateRowIssue(numbersOnly, [number], BOTH_WORDS)) {
      refuse('format', message('batch_row_format'));
      continue;
    }
    const key = number.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      refuse('duplicate', message('batch_row_duplicate', { row: first }));
      continue;
    }
    seen.set(key, row_no);
    const card = actionCardByNumber(deps, number);
    if (!card) {
      refuse('not_yours', message('support_task_not_client', { name: client.name }));
      continue;
    }
    const verdict = decl.row(deps, client, card, choice);
    if ('check' in verdict) refuse(verdict.check, verdict.reason);
    else rows.push({ number, input: { ...verdict.input, row_no } });
  }
  const params: SupportParams = {
    username: auth.username,
    support: { kind: decl.kind, client_id: client.id, source, choice },
  };
  const taskId = await createCheckedTask(deps, {
    kind: decl.task,
    clientId: client.id,
    userId: auth.userId,
    params,
    rows,
  });
  const refusedCount = Object.values(refused).reduce((a, b) => a + b, 0);
  return {
    task_id: taskId,
    kind: decl.kind,
    client_name: client.name,
    source: sourceName(source, lang),
    total: entries.length,
    valid: entries.length - refusedCount,
    refused,
    bad_rows: badRows,
  };
}

const clean = (cell: string) => cell.replace(/\s+/g, '');

/** Reads and checks a support task's rows for one client; nothing is applied yet. */
export async function checkSupportTask(
  deps: AppDeps,
  auth: AuthContext,
  body: {
    kind: SupportTaskKind;
    client_id: number;
    to_client_id?: number;
    reason?: string;
    source: 'list' | 'file';
    numbers?: string[];
    file_url?: string;
  },
  lang: Lang,
): Promise<SupportTaskCheck> {
  const decl = kindFor(auth, body.kind, lang);
  const client = clientFor(deps, body.client_id);
  const choice = decl.choose(deps, client, body);
  if (body.source === 'file' && body.file_url) {
    const file = await importedFile(deps.uploadDir, body.file_url, uploadOwner(auth));
    const template = IMPORT_TEMPLATES[SUPPORT_TASK_KIND_INFO[decl.kind].template ?? 'card_numbers'];
    const entries: Entry[] = [];
    for await (const row of importRows(file, { max: BATCH_FILE_MAX_ROWS, template })) {
      entries.push({ row_no: row.row_no, number: clean(row.cells[0] ?? '') });
    }
    return checkEntries(deps, auth, decl, client, choice, entries, { file: file.name }, lang);
  }
  const entries = (body.numbers ?? []).map((number, i) => ({ row_no: i + 1, number: clean(number) }));
  return checkEntries(deps, auth, decl, client, choice, entries, { pasted: true }, lang);
}

interface StoredTask {
  id: number;
  client_id: number | null;
  user_id: number | null;
  status: TaskStatus | 'checked';
  params: string;
  pending: number;
  failed: number;
}

const storedTask = perConnection<[number], StoredTask>(
  `select t.id, t.client_id, t.user_id, t.status, t.params,
     (select count(*) from task_rows r where r.task_id = t.id and r.outcome = 'pending') as pending,
     (select count(*) from task_rows r where r.task_id = t.id and r.outcome = 'failed') as failed
   from tasks t where t.id = ?`,
);
const supportOf = (task: StoredTask | undefined) =>
  task ? ((JSON.parse(task.params) as Partial<SupportParams>).support ?? null) : null;
const insertSupportTask = perConnection<[number, string, string]>(
  'insert into support_tasks (task_id, kind, params) values (?, ?, ?)',
);
const isListed = perConnection<[number], number>('select 1 from support_tasks where task_id = ?');

/** Runs a checked support task (the caller's own check): it joins its client's queue. */
export function startSupportTask(deps: AppDeps, auth: AuthContext, taskId: number, lang: Lang) {
  const task = storedTask(deps.sqlite).get(taskId);
  const support = supportOf(task);
  if (!task || !support || task.status !== 'checked' || task.user_id !== auth.userId) {
    throw badRequest('batch_check_gone', { minutes: BATCH_CHECK_MINUTES });
  }
  const decl = kindFor(auth, support.kind, lang);
  const queue = task.client_id;
  if (task.pending === 0 || queue === null) throw badRequest('batch_nothing_valid');
  const client = clientFor(deps, support.client_id);
  deps.sqlite.transaction(() => {
    if (!startChecked(deps, queue, taskId)) {
      throw badRequest('batch_check_gone', { minutes: BATCH_CHECK_MINUTES });
    }
    insertSupportTask(deps.sqlite).run(
      taskId,
      support.kind,
      JSON.stringify({ source: support.source, choice: support.choice }),
    );
    decl.queued?.(deps, taskId, client, support.choice, support.source);
  })();
  return { task_id: taskId, status: 'pending' as const };
}

/** A listed support task, or 'not found'. */
function listedTask(deps: AppDeps, taskId: number) {
  const task = storedTask(deps.sqlite).get(taskId);
  const support = supportOf(task);
  if (!task || !support || !isListed(deps.sqlite).pluck().get(taskId)) {
    throw notFound('support_task_not_found', { id: taskId });
  }
  return { task, support };
}

/** Cancels a queued support task. */
export function cancelSupportTask(deps: AppDeps, auth: AuthContext, taskId: number, lang: Lang) {
  const { task, support } = listedTask(deps, taskId);
  requireKindCode(auth, support.kind, lang);
  if (!cancelTask(deps, task.client_id, taskId)) throw badRequest('task_not_cancellable');
  return { task_id: taskId, status: 'cancelled' as const };
}

const failedRows = perConnection<[number], { number: string }>(
  "select number from task_rows where task_id = ? and outcome = 'failed' order by row_no",
);

/** Checks an ended support task's failed rows again, as a new task to confirm. */
export async function retrySupportTask(deps: AppDeps, auth: AuthContext, taskId: number, lang: Lang) {
  await kickTasks(deps);
  const { task, support } = listedTask(deps, taskId);
  const decl = kindFor(auth, support.kind, lang);
  if ((task.status !== 'partial' && task.status !== 'failed') || task.failed === 0) {
    throw badRequest('batch_not_retryable');
  }
  const client = clientFor(deps, support.client_id);
  // The choice is checked again: the sub-client may be gone since.
  const choice = decl.choose(deps, client, support.choice);
  const entries = failedRows(deps.sqlite)
    .all(taskId)
    .map(({ number }, i) => ({ row_no: i + 1, number }));
  return checkEntries(deps, auth, decl, client, choice, entries, { retry_of: taskId }, lang);
}

// ---------------------------------------------------------------------------------------------
// /batch_task/list and the results

const KINDS_SQL = sqlStrings(SUPPORT_TASK_KIND_KEYS);

const LIST: ListBinding<typeof supportTaskList> = {
  filters: { client_id: 't.client_id', kind: 's.kind', status: 't.status', created: 't.created_at' },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

interface ListRecord {
  id: number;
  kind: SupportTaskKind;
  params: string;
  client_name: string | null;
  created_at: number;
  finished_at: number | null;
  status: TaskStatus;
  progress: number;
  total: number;
  done_rows: number;
  failed_rows: number;
  username: string | null;
  engine_kind: string;
  task_params: string;
}

const RESULTS = 'support_task_results';

/** Every support task of every client, newest first. */
export async function listSupportTasks(
  deps: AppDeps & { name?: string },
  q: QueryOf<typeof supportTaskList>,
  lang: Lang,
): Promise<{ tableData: SupportTaskRow[]; total: number }> {
  await kickTasks(deps);
  const sql = listSql(supportTaskList, LIST, q, [[`s.kind in (${KINDS_SQL})`]]);
  const { rows, total } = readPage<ListRecord>(
    deps.sqlite,
    `support_tasks s join tasks t on t.id = s.task_id left join users u on u.id = t.user_id
     left join clients c on c.id = t.client_id`,
    `t.id, s.kind, s.params, c.name as client_name, t.created_at, t.finished_at, t.status, t.progress,
     t.total, t.done_rows, t.failed_rows, u.username, t.kind as engine_kind, t.params as task_params`,
    sql,
  );
  return {
    total,
    tableData: rows.map((r) => {
      const exported = isSupportExportKind(r.engine_kind);
      return {
        id: r.id,
        kind: r.kind,
        // An export across clients runs in the platform's queue, of no client.
        client_name: r.client_name ?? (exported ? pick('supportTask.allClients', lang) : '-'),
        source: exported
          ? describeSupportExport(deps, r.engine_kind, r.task_params, lang)
          : sourceName((JSON.parse(r.params) as { source: Source }).source, lang),
        total: r.total,
        succeeded: r.done_rows - r.failed_rows,
        failed: r.failed_rows,
        status: r.status,
        progress: r.progress,
        username: r.username ?? '-',
        created_at: formatDateTime(r.created_at)!,
        finished_at: formatDateTime(r.finished_at),
        // An export's file once done; a task of rows, its per-row results.
        results:
          exported && r.status !== 'done'
            ? null
            : signedTaskLink(deps, SUPPORT_TASK_RESULTS_PATH, RESULTS, r.id, { lang }),
      };
    }),
  };
}

/** A support task's per-row results (xlsx), for its signed link. */
export async function supportTaskResults(
  deps: AppDeps & { name?: string },
  taskId: number,
  sign: string,
  lang: Lang,
) {
  if (!isListed(deps.sqlite).pluck().get(taskId) || !verifyTaskSignature(deps, RESULTS, taskId, sign)) {
    throw notFound('support_task_not_found', { id: taskId });
  }
  await kickTasks(deps);
  const kind = deps.sqlite.prepare('select kind from tasks where id = ?').pluck().get(taskId) as string;
  return isSupportExportKind(kind) ? supportExportFile(deps, taskId) : rowResultsFile(deps, taskId, lang);
}
