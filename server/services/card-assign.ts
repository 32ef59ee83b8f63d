import {
  ASSIGN_MAX,
  ASSIGN_PASTE_MAX,
  ASSIGN_ROWS_SHOWN,
  type AssignMethod,
  type CardAssignRow,
  type CardFilters,
  cardAssignDetail,
  cardAssignLog,
  IMPORT_TEMPLATES,
  type Lang,
  type TaskStatus,
  type TemplateIssue,
  templateRowIssue,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { BOTH_WORDS, type Message, message, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { createTask, defineRowTask, kickTasks, type NewTaskRow, outcomeMessage } from '../tasks/engine.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { cardConditions, TAG_CONDITION } from './card-filters.ts';
import { mainClientOf } from './sub-customers.ts';
import { uploadOwner } from './uploads.ts';

/**
 * Card assignments (划卡): a main client moves its cards to one of its sub-customers, or back, as a
 * task of the engine (100 cards a step, a second of emulator time each). The cards are given as an
 * ICCID range, pasted numbers, a file (the sub_client_cards template, each row naming the
 * sub-customer by its login) or the card list's filter; each card is checked when the assignment
 * is made and again when it is moved (it must still be held by where it comes from). A finished
 * assignment can be withdrawn (撤回): a new task returns its moved cards, refusing each card moved
 * again since. Moving a card changes `cards.client_id`; its main client stays the same.
 */

const statement = statementCache();

/** A card row's input: which card goes from where to where. */
interface MoveInput {
  card_id: number;
  from: number;
  to: number;
}

interface ClientRef {
  id: number;
  name: string;
  parent_id: number | null;
  status: 'active' | 'disabled';
}

const clientRef = perConnection<[number, number], ClientRef>(
  'select id, name, parent_id, status from clients where id = ? and main_id = ?',
);
const nameOf = perConnection<[number], string>('select name from clients where id = ?');
const cardHolder = perConnection<[number], { client_id: number; main_client_id: number }>(
  'select client_id, main_client_id from cards where id = ?',
);
const moveCard = perConnection<[number, number]>('update cards set client_id = ? where id = ?');
const assignmentOf = perConnection<[number], { withdraw_of: number | null }>(
  'select withdraw_of from card_assignments where task_id = ?',
);

/** The task that moves the cards (a support task's O_BHCS runs the same, services/support-tasks.ts). */
export const assignTask = defineRowTask({
  kind: 'card_assign',
  rowsPerStep: 100,
  stepMs: 1000,
  handle(deps, record, rows) {
    const withdrawal = assignmentOf(deps.sqlite).get(record.id)?.withdraw_of != null;
    return rows.map((row) => {
      const input = row.input as MoveInput;
      const card = cardHolder(deps.sqlite).get(input.card_id);
      if (!card || card.main_client_id !== record.client_id) {
        return { ok: false, message: message('batch_row_not_yours') };
      }
      if (card.client_id !== input.from) {
        const name =
          nameOf(deps.sqlite)
            .pluck()
            .get(withdrawal ? card.client_id : input.from) ?? '';
        return {
          ok: false,
          message: withdrawal
            ? message('assign_moved_since', { name })
            : message('assign_not_held', { name }),
        };
      }
      const to = clientRef(deps.sqlite).get(input.to, record.client_id);
      if (!to) return { ok: false, message: message('assign_client_unknown', { id: input.to }) };
      if (to.status === 'disabled')
        return { ok: false, message: message('assign_client_disabled', { name: to.name }) };
      moveCard(deps.sqlite).run(input.to, input.card_id);
      return { ok: true };
    });
  },
});

/** One of the main client's own: itself or a sub-customer (an active one to receive cards). */
function clientOfMain(deps: AppDeps, main: number, id: number, receiving: boolean): ClientRef {
  const client = clientRef(deps.sqlite).get(id, main);
  if (!client) throw badRequest('assign_client_unknown', { id });
  if (receiving && client.status === 'disabled')
    throw badRequest('assign_client_disabled', { name: client.name });
  return client;
}

interface CardHit {
  id: number;
  iccid: string;
  client_id: number;
}

interface AssignBody {
  method: 'range' | 'list' | 'file' | 'filter';
  from_client_id?: number;
  to_client_id?: number;
  start_iccid?: string;
  end_iccid?: string;
  numbers?: string;
  file_url?: string;
  filter?: CardFilters;
}

const cardByNumber = perConnection<[string, string], CardHit & { main_client_id: number }>(
  `select id, iccid, client_id, main_client_id from cards where iccid = ?
   union all select id, iccid, client_id, main_client_id from cards where msisdn = ? limit 1`,
);
const subByLogin = perConnection<[string, number], ClientRef>(
  `select c.id, c.name, c.parent_id, c.status from users u join clients c on c.id = u.client_id
   where u.username = ? and c.main_id = ? and c.parent_id is not null`,
);

const cellMessage = (issue: TemplateIssue): Message =>
  issue.missing
    ? message('template_cell_missing', { column: { key: issue.column } })
    : message('template_cell_invalid', { column: { key: issue.column }, expected: issue.expected });

/** Cards of `from` in the main client's tree under a condition, at most ASSIGN_MAX (one more says too many). */
function heldCards(deps: AppDeps, main: number, from: number, where: string[], params: unknown[]): CardHit[] {
  const rows = statement(
    deps.sqlite,
    `select c.id, c.iccid, c.client_id from cards c
     where c.main_client_id = ? and c.client_id = ? ${where.map((w) => `and ${w}`).join(' ')}
     order by c.iccid limit ?`,
  ).all(main, from, ...params, ASSIGN_MAX + 1) as CardHit[];
  if (rows.length > ASSIGN_MAX) throw badRequest('assign_too_many', { max: ASSIGN_MAX });
  return rows;
}

/** Makes an assignment: reads and checks the cards, and queues the task that moves them. */
export async function assignCards(deps: AppDeps, auth: AuthContext, body: AssignBody, lang: Lang) {
  const main = mainClientOf(auth);
  const from = clientOfMain(deps, main, body.from_client_id ?? main, false);
  const to = body.to_client_id === undefined ? null : clientOfMain(deps, main, body.to_client_id, true);
  const rows: NewTaskRow[] = [];
  const badRows: { row_no: number; number: string; reason: string }[] = [];
  let valid = 0;
  const refuse = (row_no: number, number: string, reason: Message) => {
    if (badRows.length < ASSIGN_ROWS_SHOWN) badRows.push({ row_no, number, reason: wordIn(lang, reason) });
    rows.push({ number, input: { row_no }, refusal: reason });
  };
  const accept = (number: string, input: MoveInput) => {
    valid++;
    rows.push({ number, input });
  };

  if (body.method === 'range' || body.method === 'filter') {
    let cards: CardHit[];
    if (body.method === 'range') {
      const start = body.start_iccid!.toUpperCase();
      const end = body.end_iccid!.toUpperCase();
      if (start > end) throw badRequest('assign_range_order');
      cards = heldCards(deps, main, from.id, ['c.iccid between ? and ?'], [start, end]);
    } else {
      const { conditions, params, tag } = cardConditions(body.filter!, deps.clock.now());
      const where = tag ? [...conditions, TAG_CONDITION] : conditions;
      cards = heldCards(deps, main, from.id, where, tag ? [...params, tag] : params);
    }
    for (const card of cards) accept(card.iccid, { card_id: card.id, from: from.id, to: to!.id });
  } else if (body.method === 'list') {
    const numbers = body.numbers!.split(/[\s,，;；、]+/).filter((n) => n !== '');
    if (numbers.length > ASSIGN_PASTE_MAX)
      throw badRequest('batch_too_many_pasted', { max: ASSIGN_PASTE_MAX });
    const seen = new Map<string, number>();
    numbers.forEach((number, i) => {
      const rowNo = i + 1;
      const key = number.toUpperCase();
      const first = seen.get(key);
      const card = first === undefined ? cardByNumber(deps.sqlite).get(key, number) : undefined;
      seen.set(key, first ?? rowNo);
      if (first !== undefined) refuse(rowNo, number, message('batch_row_duplicate', { row: first }));
      else if (!card || card.main_client_id !== main) refuse(rowNo, number, message('batch_row_not_yours'));
      else if (card.client_id !== from.id)
        refuse(rowNo, number, message('assign_not_held', { name: from.name }));
      else accept(number, { card_id: card.id, from: from.id, to: to!.id });
    });
  } else {
    const template = IMPORT_TEMPLATES.sub_client_cards;
    const file = await importedFile(deps.uploadDir, body.file_url!, uploadOwner(auth));
    const seen = new Map<string, number>();
    for await (const { row_no, cells } of importRows(file, { max: ASSIGN_MAX, template })) {
      const number = (cells[0] ?? '').replace(/\s+/g, '');
      const login = (cells[1] ?? '').trim();
      const issue = templateRowIssue(template, [number, login], BOTH_WORDS);
      if (issue) {
        refuse(row_no, number, cellMessage(issue));
        continue;
      }
      const first = seen.get(number.toUpperCase());
      if (first !== undefined) {
        refuse(row_no, number, message('batch_row_duplicate', { row: first }));
        continue;
      }
      seen.set(number.toUpperCase(), row_no);
      const target = subByLogin(deps.sqlite).get(login, main);
      if (!target || target.status === 'disabled' || target.id === from.id) {
        refuse(row_no, number, message('assign_sub_login_unknown', { username: login }));
        continue;
      }
      const card = cardByNumber(deps.sqlite).get(number.toUpperCase(), number);
      if (!card || card.main_client_id !== main) {
        refuse(row_no, number, message('batch_row_not_yours'));
        continue;
      }
      if (card.client_id !== from.id) {
        refuse(row_no, number, message('assign_not_held', { name: from.name }));
        continue;
      }
      accept(number, { card_id: card.id, from: from.id, to: target.id });
    }
  }
  if (valid === 0 && badRows.length === 0) throw badRequest('assign_none');

  // A file's rows may name several sub-customers: the batch names one only when they agree.
  const targets = new Set(
    rows.flatMap((r) => ('to' in (r.input as object) ? [(r.input as MoveInput).to] : [])),
  );
  const toId = to?.id ?? (targets.size === 1 ? [...targets][0]! : null);
  const taskId = queueAssignment(deps, auth, main, rows, {
    from: from.id,
    to: toId,
    method: body.method,
    withdrawOf: null,
  });
  return { task_id: taskId, total: rows.length, valid, bad_rows: badRows };
}

function queueAssignment(
  deps: AppDeps,
  auth: AuthContext,
  main: number,
  rows: NewTaskRow[],
  a: { from: number | null; to: number | null; method: AssignMethod; withdrawOf: number | null },
): number {
  return deps.sqlite.transaction(() => {
    const taskId = createTask(deps, {
      kind: assignTask,
      clientId: main,
      userId: auth.userId,
      params: { username: auth.username },
      rows,
    });
    recordAssignment(deps, taskId, main, a);
    return taskId;
  })();
}

/**
 * Records a queued `assignTask` as an assignment of the main client's (its /card_assgin_log row,
 * the task's user its operator): a client's own assignment, or a support task handing out its cards.
 */
export function recordAssignment(
  deps: AppDeps,
  taskId: number,
  main: number,
  a: { from: number | null; to: number | null; method: AssignMethod; withdrawOf: number | null },
): void {
  deps.sqlite
    .prepare(
      `insert into card_assignments (task_id, main_client_id, from_client_id, to_client_id, method, withdraw_of)
       values (?, ?, ?, ?, ?, ?)`,
    )
    .run(taskId, main, a.from, a.to, a.method, a.withdrawOf);
  if (a.withdrawOf !== null) {
    deps.sqlite
      .prepare('update card_assignments set withdrawn_by = ? where task_id = ?')
      .run(taskId, a.withdrawOf);
  }
}

const assignmentRecord = perConnection<
  [number, number],
  {
    from_client_id: number | null;
    to_client_id: number | null;
    method: AssignMethod;
    withdrawn_by: number | null;
    status: TaskStatus;
  }
>(
  `select a.from_client_id, a.to_client_id, a.method, a.withdrawn_by, t.status
   from card_assignments a join tasks t on t.id = a.task_id where a.task_id = ? and a.main_client_id = ?`,
);
const movedRows = perConnection<[number], { number: string; input: string }>(
  "select number, input from task_rows where task_id = ? and outcome = 'ok' order by row_no",
);

/** Withdraws a finished assignment: a new task moving each of its moved cards back. */
export async function withdrawAssign(deps: AppDeps, auth: AuthContext, taskId: number) {
  const main = mainClientOf(auth);
  await kickTasks(deps);
  const record = assignmentRecord(deps.sqlite).get(taskId, main);
  if (!record) throw notFound('assign_not_found', { id: taskId });
  if (
    record.method === 'withdraw' ||
    record.withdrawn_by !== null ||
    (record.status !== 'done' && record.status !== 'partial')
  ) {
    throw badRequest('assign_not_withdrawable');
  }
  const rows: NewTaskRow[] = movedRows(deps.sqlite)
    .all(taskId)
    .map(({ number, input }) => {
      const moved = JSON.parse(input) as MoveInput;
      return {
        number,
        input: { card_id: moved.card_id, from: moved.to, to: moved.from } satisfies MoveInput,
      };
    });
  if (rows.length === 0) throw badRequest('assign_not_withdrawable');
  const id = queueAssignment(deps, auth, main, rows, {
    from: record.to_client_id,
    to: record.from_client_id,
    method: 'withdraw',
    withdrawOf: taskId,
  });
  return { task_id: id, total: rows.length };
}

// ---------------------------------------------------------------------------------------------
// The log and its per-card detail

const LOG: ListBinding<typeof cardAssignLog> = {
  filters: {
    client_id: (id: number) => ['(a.to_client_id = ? or a.from_client_id = ?)', id, id],
    method: 'a.method',
    status: 't.status',
    created: 't.created_at',
  },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

interface LogRecord {
  id: number;
  method: AssignMethod;
  withdraw_of: number | null;
  withdrawn_by: number | null;
  status: TaskStatus;
  progress: number;
  total: number;
  done_rows: number;
  failed_rows: number;
  created_at: number;
  from_name: string | null;
  to_name: string | null;
  username: string | null;
}

export async function listAssignments(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardAssignLog>,
  lang: Lang,
) {
  const main = mainClientOf(auth);
  await kickTasks(deps);
  const sql = listSql(cardAssignLog, LOG, q, [['a.main_client_id = ?', main]]);
  const from = 'card_assignments a join tasks t on t.id = a.task_id';
  const total = (
    statement(deps.sqlite, `select count(*) as n from ${from} where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select t.id, a.method, a.withdraw_of, a.withdrawn_by, t.status, t.progress, t.total, t.done_rows,
       t.failed_rows, t.created_at, f.name as from_name, c.name as to_name, u.username
     from ${from} left join clients f on f.id = a.from_client_id left join clients c on c.id = a.to_client_id
       left join users u on u.id = t.user_id
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as LogRecord[];
  const several = translate(lang, 'assign_several');
  const tableData = rows.map(
    (r): CardAssignRow => ({
      id: r.id,
      from_name: r.from_name ?? several,
      to_name: r.to_name ?? several,
      method: r.method,
      total: r.total,
      succeeded: r.done_rows - r.failed_rows,
      failed: r.failed_rows,
      username: r.username ?? '',
      status: r.status,
      progress: r.progress,
      created_at: formatDateTime(r.created_at)!,
      // A withdrawal cannot itself be withdrawn, nor an unfinished assignment: shown as done with.
      withdrawn:
        r.withdrawn_by !== null
          ? 'withdrawn'
          : r.method !== 'withdraw' && (r.status === 'done' || r.status === 'partial')
            ? 'open'
            : 'none',
      withdraw_of: r.withdraw_of,
    }),
  );
  return { tableData, total };
}

const DETAIL: ListBinding<typeof cardAssignDetail> = {
  filters: { outcome: 'r.outcome', number: 'r.number' },
  sorts: {},
  defaultSort: 'r.row_no',
  key: 'r.row_no',
};

export async function assignmentDetail(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof cardAssignDetail>,
  lang: Lang,
) {
  const main = mainClientOf(auth);
  await kickTasks(deps);
  if (!assignmentRecord(deps.sqlite).get(q.task_id, main))
    throw notFound('assign_not_found', { id: q.task_id });
  const sql = listSql(cardAssignDetail, DETAIL, { ...q, order: q.order ?? 'asc' }, [
    ['r.task_id = ?', q.task_id],
  ]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from task_rows r where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select r.row_no, r.number, r.outcome, r.message, c.name as to_name
     from task_rows r left join clients c on c.id = json_extract(r.input, '$.to')
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as {
    row_no: number;
    number: string;
    outcome: 'pending' | 'ok' | 'failed';
    message: string | null;
    to_name: string | null;
  }[];
  return {
    tableData: rows.map((r) => {
      const reason = outcomeMessage(r.message);
      return {
        row_no: r.row_no,
        number: r.number,
        to_name: r.to_name ?? '',
        outcome: r.outcome,
        reason: reason ? wordIn(lang, reason) : '',
      };
    }),
    total,
  };
}
