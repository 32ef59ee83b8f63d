import type { z } from 'zod';
import {
  CARD_STATUSES,
  CARRIERS,
  type Carrier,
  IMPORT_TEMPLATES,
  type Lang,
  SMS_CARRIER_CAPS,
  SMS_CONTENT_MAX,
  SMS_DELIVERY_SECONDS,
  SMS_MASK,
  SMS_PASTE_MAX,
  SMS_PRICE_CENTS,
  SMS_REPLY_SECONDS,
  type SmsBatchResultRow,
  type SmsBatchRow,
  type SmsBatchStatus,
  type SmsCheck,
  type SmsKind,
  type SmsRecordRow,
  type SmsRefusal,
  type SmsTarget,
  segmentCount,
  smsBatchDetail,
  smsBatchList,
  smsRecordList,
  type smsSendBody,
  templateRowIssue,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { permissionDenied } from '../define-route.ts';
import { badRequest, notFound } from '../errors.ts';
import { BOTH_WORDS, type Message, message, translate, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import {
  clientIdOf,
  createTask,
  defineRowTask,
  dropStaleChecks,
  kickTasks,
  type NewTaskRow,
  outcomeMessage,
  type RowOutcome,
  startChecked,
} from '../tasks/engine.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { type ActionCard, actionCardById, actionCardByNumber } from './card-actions.ts';
import { type ScopeColumn, scopeColumn } from './card-scope.ts';
import { accountCents, holdMoney, postLedger, releaseHold } from './ledger.ts';
import { groupOwner } from './project-groups.ts';
import { reviewSignatures } from './sms-templates.ts';
import { uploadOwner } from './uploads.ts';

/**
 * SMS to devices. A send is checked card by card (the card's, in service, its plan with SMS, its
 * SMS function on, what its carrier's SMS centre takes), confirmed, and run as a task of the
 * engine that submits 100 SMS a step; each SMS is then delivered (or fails) SMS_DELIVERY_SECONDS
 * of emulator time after it was submitted, and a device answers a command SMS_REPLY_SECONDS after
 * delivery with an SMS of its own (上行).
 *
 * Money: each SMS costs its segments × its carrier's price per SMS (SMS_PRICE_CENTS), kept on its
 * record (card_sms.cost_cents). Starting a send freezes the cost of its checked rows (`holdMoney`;
 * refused, nothing started, when the available balance is short); each step of the task releases
 * the part of its own rows and charges what it submitted through the ledger, one 'sms' row per
 * step (up to 100 SMS, the batch's number as the order number), so the money is taken as the SMS
 * go out. A row that cannot be sent by then is not charged; a queued send cancelled gives its
 * frozen money back. A delivery that fails later is charged all the same: the carrier took it.
 */

const DELIVERY_MS = SMS_DELIVERY_SECONDS * 1000;
const yuan = (cents: number) => (cents / 100).toFixed(2);
const REPLY_MS = SMS_REPLY_SECONDS * 1000;
/** Minutes a checked send waits for its confirmation. */
const CHECK_MINUTES = 60;
const ROWS_SHOWN = 200;
const FILE_MAX_ROWS = 100_000;
const TASK_KIND = 'sms_send';

/** What a send keeps in tasks.params. */
interface SendParams {
  target: SmsTarget;
  /** Where the cards came from, in both languages (a group's name, a file's, a card number). */
  source: { 'zh-CN': string; en: string };
  /** The page's text, with the signature before it. */
  content: string;
  encrypted: boolean;
  kind: SmsKind;
  template_id: number | null;
  username: string;
  scope: ScopeColumn;
}

/** A checked row: the card, and its own text (a file row's). */
interface RowInput {
  card_id: number;
  content?: string;
  /** Its cost when checked, in cents: what starting the send freezes for it. */
  cost?: number;
}

// ---------------------------------------------------------------------------------------------
// The rule: who can receive what

const planOf = perConnection<[number], { name: string; sms_included: number }>(
  'select name, sms_included from plans where id = ?',
);

/** Why the card cannot receive this SMS now, or null. */
function smsRefusal(
  deps: Pick<AppDeps, 'sqlite'>,
  card: ActionCard,
  text: string,
  encrypted: boolean,
): Message | null {
  if (card.status !== 'active') return message('sms_refused_status', { status: CARD_STATUSES[card.status] });
  const plan = planOf(deps.sqlite).get(card.plan_id);
  if (plan && plan.sms_included === 0) return message('sms_refused_plan', { plan: plan.name });
  if (card.sms_on === 0) return message('sms_refused_function');
  const caps = SMS_CARRIER_CAPS[card.carrier];
  const segments = segmentCount(text);
  if (segments > 1 && !caps.long) {
    return message('sms_refused_long', { carrier: CARRIERS[card.carrier], segments });
  }
  if (encrypted && !caps.encrypted)
    return message('sms_refused_encrypted', { carrier: CARRIERS[card.carrier] });
  return null;
}

// ---------------------------------------------------------------------------------------------
// The task: submitting the SMS

const insertSms = perConnection<
  [
    number,
    string,
    number,
    number,
    string,
    number,
    string | null,
    number,
    number | null,
    SmsKind,
    number,
    number,
  ]
>(
  `insert into card_sms (card_id, direction, content, status, at, sender_user_id, sender_name, encrypted, secret,
     task_id, template_id, kind, segments, cost_cents)
   values (?, 'mt', ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

/** The batch's number, as its ledger rows carry it. */
const batchNo = (taskId: number) => `SMS${String(taskId).padStart(8, '0')}`;

const heldFor = perConnection<[number], number | null>(
  "select sum(json_extract(input, '$.cost')) from task_rows where task_id = ? and outcome = 'pending'",
);

const sendTask = defineRowTask({
  kind: TASK_KIND,
  rowsPerStep: 100,
  stepMs: 1000,
  handle(deps, record, rows) {
    const params = JSON.parse(record.params ?? '{}') as SendParams;
    const clientId = clientIdOf(record);
    // Submitted at the step's own instant, so the clock's jumps leave the same records.
    const at = Math.min(
      deps.clock.now(),
      (record.started_at ?? record.created_at) + (record.steps_done + 1) * 1000,
    );
    // The step's rows were frozen when the send started: released here, and what goes out charged.
    releaseHold(
      deps.sqlite,
      clientId,
      rows.reduce((sum, row) => sum + ((row.input as RowInput).cost ?? 0), 0),
    );
    let available = accountCents(deps.sqlite, clientId).available;
    let charged = 0;
    let sent = 0;
    const outcomes = rows.map((row): RowOutcome => {
      const input = row.input as RowInput;
      const card = actionCardById(deps, input.card_id);
      if (!card || card[params.scope.column] !== params.scope.clientId) {
        return { ok: false, message: message('batch_row_not_yours') };
      }
      const text = input.content ?? params.content;
      const refusal = smsRefusal(deps, card, text, params.encrypted);
      if (refusal) return { ok: false, message: refusal };
      const segments = segmentCount(text);
      const cost = segments * SMS_PRICE_CENTS[card.carrier];
      // Only a send checked before its rows carried their cost can find the money gone.
      if (cost > available) return { ok: false, message: message('sms_row_balance_short') };
      available -= cost;
      charged += cost;
      sent += segments;
      insertSms(deps.sqlite).run(
        card.id,
        params.encrypted ? SMS_MASK : text,
        at,
        record.user_id ?? 0,
        params.username,
        params.encrypted ? 1 : 0,
        params.encrypted ? text : null,
        record.id,
        params.template_id,
        params.kind,
        segments,
        cost,
      );
      return { ok: true };
    });
    if (charged > 0) {
      const posted = postLedger(deps.sqlite, {
        clientId,
        kind: 'sms',
        amountCents: -charged,
        orderNo: batchNo(record.id),
        operator: params.username,
        remark: { key: 'messages.sms_send_remark', params: { batch: batchNo(record.id), count: sent } },
        at,
      });
      if (!posted) throw new Error(`sms batch ${record.id}: ${charged} cents not available`);
    }
    return outcomes;
  },
  cancelled(deps, record) {
    releaseHold(deps.sqlite, clientIdOf(record), heldFor(deps.sqlite).pluck().get(record.id) ?? 0);
  },
});

// ---------------------------------------------------------------------------------------------
// The carrier and the devices: delivery reports and replies, on the clock

const dueDeliveries = perConnection<
  [number],
  { id: number; at: number; kind: SmsKind | null; card_status: string; sms_on: number; card_id: number }
>(
  `select s.id, s.at, s.kind, c.status as card_status, c.sms_on, s.card_id
   from card_sms s join cards c on c.id = s.card_id where s.status = 'pending' and s.at <= ? order by s.at, s.id`,
);
const settle = perConnection<['delivered' | 'failed', number, string | null, number | null, number]>(
  'update card_sms set status = ?, settled_at = ?, fail_reason = ?, reply_at = ? where id = ?',
);
const dueReplies = perConnection<
  [number],
  {
    id: number;
    card_id: number;
    content: string;
    secret: string | null;
    encrypted: number;
    reply_at: number;
    sender_user_id: number | null;
    task_id: number | null;
  }
>(
  `select id, card_id, content, secret, encrypted, reply_at, sender_user_id, task_id from card_sms
   where reply_at is not null and reply_at <= ? order by reply_at, id`,
);
const insertReply = perConnection<
  [number, string, number, number, number | null, number, string | null, number]
>(
  `insert into card_sms (card_id, direction, content, status, at, settled_at, sender_user_id, encrypted, secret, reply_of, segments)
   values (?, 'mo', ?, 'delivered', ?, ?, ?, ?, ?, ?, 1)`,
);
const replied = perConnection<[number]>('update card_sms set reply_at = null where id = ?');

/** A device's answer to a command: it echoes what it did. */
const replyTo = (command: string) => `OK ${[...command].slice(0, 40).join('')}`;

/**
 * The carrier's delivery reports and the devices' replies that came due by `now`: a pending SMS is
 * delivered DELIVERY_MS after it was submitted (or fails: the card left service or lost its SMS
 * meanwhile, or one in fifty devices is unreachable); a delivered command is answered REPLY_MS
 * later. Run before SMS are read and when the clock moves.
 */
export function settleSms({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const deliveries = dueDeliveries(sqlite).all(now - DELIVERY_MS);
  const replies = () => dueReplies(sqlite).all(now);
  if (deliveries.length === 0 && replies().length === 0) return;
  sqlite.transaction(() => {
    for (const d of deliveries) {
      const settledAt = d.at + DELIVERY_MS;
      const reason =
        d.card_status !== 'active' || d.sms_on === 0
          ? 'sms_fail_card_state'
          : (d.id * 2654435761 + d.card_id) % 50 === 0
            ? 'sms_fail_unreachable'
            : null;
      const replyAt = reason === null && d.kind === 'command' ? settledAt + REPLY_MS : null;
      settle(sqlite).run(reason ? 'failed' : 'delivered', settledAt, reason, replyAt, d.id);
    }
    for (const r of replies()) {
      const answer = replyTo(r.encrypted ? (r.secret ?? '') : r.content);
      insertReply(sqlite).run(
        r.card_id,
        r.encrypted ? SMS_MASK : answer,
        r.reply_at,
        r.reply_at,
        r.sender_user_id,
        r.encrypted,
        r.encrypted ? answer : null,
        r.id,
      );
      replied(sqlite).run(r.id);
    }
  })();
}

// ---------------------------------------------------------------------------------------------
// Checking a send

interface Entry {
  row_no: number;
  number: string;
  /** A file row's own text. */
  content?: string;
  /** A group's card, known already. */
  card?: ActionCard & { client_id: number };
}

const both = (zh: string, en = zh) => ({ 'zh-CN': zh, en });

function pastedEntries(text: string): Entry[] {
  const numbers = text.split(/[\s,，;；、]+/).filter((n) => n !== '');
  if (numbers.length > SMS_PASTE_MAX) throw badRequest('sms_too_many_pasted', { max: SMS_PASTE_MAX });
  return numbers.map((number, i) => ({ row_no: i + 1, number }));
}

const billingGroupOf = perConnection<[number, number], { name: string }>(
  'select name from billing_groups where id = ? and main_client_id = ?',
);
const projectGroupOf = perConnection<[number, number], { name: string }>(
  'select name from project_groups where id = ? and main_client_id = ?',
);
const groupCards = {
  billing_group_id: {
    main_client_id: perConnection<[number, number], number>(
      'select id from cards where billing_group_id = ? and main_client_id = ? order by id',
    ),
    client_id: perConnection<[number, number], number>(
      'select id from cards where billing_group_id = ? and client_id = ? order by id',
    ),
  },
  project_group_id: {
    main_client_id: perConnection<[number, number], number>(
      'select id from cards where project_group_id = ? and main_client_id = ? order by id',
    ),
    client_id: perConnection<[number, number], number>(
      'select id from cards where project_group_id = ? and client_id = ? order by id',
    ),
  },
};

function groupEntries(
  deps: AppDeps,
  auth: AuthContext,
  scope: ScopeColumn,
  column: 'billing_group_id' | 'project_group_id',
  id: number,
): { name: string; entries: Entry[] } {
  const owner = groupOwner(deps, auth) ?? -1;
  const group = (column === 'billing_group_id' ? billingGroupOf : projectGroupOf)(deps.sqlite).get(id, owner);
  if (!group) throw badRequest('sms_group_not_found', { id });
  const ids = groupCards[column][scope.column](deps.sqlite).pluck().all(id, scope.clientId);
  const entries = ids.map((cardId, i) => {
    const card = actionCardById(deps, cardId)!;
    return { row_no: i + 1, number: card.iccid, card };
  });
  return { name: group.name, entries };
}

async function fileEntries(
  deps: AppDeps,
  auth: AuthContext,
  fileUrl: string,
): Promise<{ name: string; entries: Entry[] }> {
  const file = await importedFile(deps.uploadDir, fileUrl, uploadOwner(auth));
  const entries: Entry[] = [];
  for await (const row of importRows(file, { max: FILE_MAX_ROWS, template: IMPORT_TEMPLATES.sms })) {
    const content = (row.cells[1] ?? '').trim();
    entries.push({
      row_no: row.row_no,
      number: (row.cells[0] ?? '').replace(/\s+/g, ''),
      ...(content ? { content } : {}),
    });
  }
  return { name: file.name, entries };
}

const templateOf = perConnection<[number, number], { id: number; name: string; status: string }>(
  'select id, name, status from sms_templates where id = ? and main_client_id = ?',
);
const signatureOf = perConnection<[number, number], { name: string; status: string }>(
  'select name, status from sms_signatures where id = ? and main_client_id = ?',
);

const NUMBER_ONLY = { ...IMPORT_TEMPLATES.sms, columns: IMPORT_TEMPLATES.sms.columns.slice(0, 1) };

/** Checks every card of a send and keeps it as a checked task waiting for its confirmation. */
function checkEntries(
  deps: AppDeps,
  auth: AuthContext,
  entries: Entry[],
  params: SendParams,
  lang: Lang,
): SmsCheck {
  if (entries.length === 0) throw badRequest('sms_empty');
  dropStaleChecks(deps, deps.clock.now() - CHECK_MINUTES * 60_000);
  const { scope } = params;
  const seen = new Map<string, number>();
  const badRows: SmsCheck['bad_rows'] = [];
  let refused = 0;
  const lines = new Map<Carrier, { cards: number; segments: number }>();
  const rows: NewTaskRow[] = entries.map(({ row_no, number, content, card: known }) => {
    const refuse = (check: SmsRefusal, reason: Message): NewTaskRow => {
      refused++;
      if (badRows.length < ROWS_SHOWN) badRows.push({ row_no, number, check, reason: wordIn(lang, reason) });
      return { number, input: { row_no }, refusal: reason };
    };
    if (!known && templateRowIssue(NUMBER_ONLY, [number], BOTH_WORDS))
      return refuse('format', message('batch_row_format'));
    const key = number.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return refuse('duplicate', message('batch_row_duplicate', { row: first }));
    seen.set(key, row_no);
    const card = known ?? actionCardByNumber(deps, number);
    if (!card || card[scope.column] !== scope.clientId)
      return refuse('not_yours', message('batch_row_not_yours'));
    const text = content ?? params.content;
    if (text === '') return refuse('format', message('sms_row_content_missing'));
    if ([...text].length > SMS_CONTENT_MAX) return refuse('format', message('sms_content_too_long'));
    const refusal = smsRefusal(deps, card, text, params.encrypted);
    if (refusal) return refuse('not_capable', refusal);
    const line = lines.get(card.carrier) ?? { cards: 0, segments: 0 };
    line.cards++;
    line.segments += segmentCount(text);
    lines.set(card.carrier, line);
    const cost = segmentCount(text) * SMS_PRICE_CENTS[card.carrier];
    return { number, input: { card_id: card.id, ...(content ? { content } : {}), cost } satisfies RowInput };
  });
  const taskId = createTask(deps, {
    kind: sendTask,
    clientId: scope.clientId,
    userId: auth.userId,
    params,
    rows,
    checked: true,
  });
  const costLines = [...lines.entries()].map(([carrier, l]) => ({
    carrier,
    cards: l.cards,
    segments: l.segments,
    price_cents: SMS_PRICE_CENTS[carrier],
  }));
  return {
    task_id: taskId,
    total: entries.length,
    valid: entries.length - refused,
    refused,
    bad_rows: badRows,
    segments: segmentCount(params.content),
    cost_cents: costLines.reduce((sum, l) => sum + l.segments * l.price_cents, 0),
    cost_lines: costLines,
    available_cents: auth.clientId === null ? 0 : accountCents(deps.sqlite, auth.clientId).available,
  };
}

/** Reads and checks a send; nothing is sent until it is started. */
export async function checkSend(
  deps: AppDeps,
  auth: AuthContext,
  body: z.output<typeof smsSendBody>,
  lang: Lang,
): Promise<SmsCheck> {
  const scope = scopeColumn(auth);
  if (!scope) throw badRequest('sms_empty');
  if (body.encrypted && !auth.codes.has('func_sms_encrypt_send')) {
    throw permissionDenied(['func_sms_encrypt_send'], lang);
  }
  const owner = groupOwner(deps, auth) ?? -1;
  let templateId: number | null = null;
  if (body.template_id) {
    const template = templateOf(deps.sqlite).get(body.template_id, owner);
    if (!template) throw badRequest('sms_template_not_found', { id: body.template_id });
    if (template.status !== 'enabled') throw badRequest('sms_template_disabled', { name: template.name });
    templateId = template.id;
  }
  let prefix = '';
  if (body.signature_id) {
    reviewSignatures(deps, deps.clock.now());
    const signature = signatureOf(deps.sqlite).get(body.signature_id, owner);
    if (signature?.status !== 'approved') throw badRequest('sms_signature_not_approved');
    prefix = `【${signature.name}】`;
  }
  const params: SendParams = {
    target: body.target,
    source: both(''),
    content: body.content === '' ? '' : prefix + body.content,
    encrypted: body.encrypted,
    kind: body.kind,
    template_id: templateId,
    username: auth.username,
    scope,
  };
  let entries: Entry[];
  switch (body.target) {
    case 'card':
      entries = [{ row_no: 1, number: (body.number ?? '').replace(/\s+/g, '') }];
      params.source = {
        'zh-CN': translate('zh-CN', 'sms_source_card', { number: entries[0]!.number }),
        en: translate('en', 'sms_source_card', { number: entries[0]!.number }),
      };
      break;
    case 'numbers':
      entries = pastedEntries(body.numbers ?? '');
      params.source = { 'zh-CN': translate('zh-CN', 'batch_pasted'), en: translate('en', 'batch_pasted') };
      break;
    case 'billing_group':
    case 'project_group': {
      const column = body.target === 'billing_group' ? 'billing_group_id' : 'project_group_id';
      const group = groupEntries(deps, auth, scope, column, body[column]!);
      entries = group.entries;
      params.source = both(group.name);
      break;
    }
    case 'file': {
      const file = await fileEntries(deps, auth, body.file_url ?? '');
      entries = file.entries.map((e) => (e.content ? { ...e, content: prefix + e.content } : e));
      params.source = both(file.name);
      break;
    }
  }
  return checkEntries(deps, auth, entries, params, lang);
}

const checkedTask = perConnection<[number, number], { kind: string; status: string; pending: number }>(
  `select t.kind, t.status,
     (select count(*) from task_rows r where r.task_id = t.id and r.outcome = 'pending') as pending
   from tasks t where t.id = ? and t.client_id = ?`,
);

/** Queues a checked send of the caller's client. */
export function startSend(deps: AppDeps, auth: AuthContext, taskId: number) {
  const task = auth.clientId === null ? undefined : checkedTask(deps.sqlite).get(taskId, auth.clientId);
  if (!task || task.kind !== TASK_KIND || task.status !== 'checked' || auth.clientId === null) {
    throw badRequest('sms_check_gone');
  }
  if (task.pending === 0) throw badRequest('sms_nothing_valid');
  const clientId = auth.clientId;
  const cost = heldFor(deps.sqlite).pluck().get(taskId) ?? 0;
  // The whole send's cost is frozen before it starts: refused when the available balance is short.
  if (cost > 0) {
    deps.sqlite.transaction(() => {
      if (!holdMoney(deps.sqlite, clientId, cost)) {
        throw badRequest('sms_balance_short', {
          amount: yuan(cost),
          available: yuan(accountCents(deps.sqlite, clientId).available),
        });
      }
    })();
  }
  if (!startChecked(deps, clientId, taskId)) {
    if (cost > 0) deps.sqlite.transaction(() => releaseHold(deps.sqlite, clientId, cost))();
    throw badRequest('sms_check_gone');
  }
  return { task_id: taskId };
}

// ---------------------------------------------------------------------------------------------
// The send form's choices

export function sendOptions(deps: AppDeps, auth: AuthContext) {
  const owner = groupOwner(deps, auth) ?? -1;
  reviewSignatures(deps, deps.clock.now());
  const all = <T>(sql: string, ...params: unknown[]) => deps.sqlite.prepare(sql).all(...params) as T[];
  return {
    billing_groups: all<{ id: number; name: string }>(
      'select id, name from billing_groups where main_client_id = ? order by name, id',
      owner,
    ),
    project_groups: all<{ id: number; name: string }>(
      'select id, name from project_groups where main_client_id = ? order by name, id',
      owner,
    ),
    templates: all<{ id: number; name: string; content: string; kind: SmsKind }>(
      "select id, name, content, kind from sms_templates where main_client_id = ? and status = 'enabled' order by id",
      owner,
    ),
    signatures: all<{ id: number; name: string }>(
      "select id, name from sms_signatures where main_client_id = ? and status = 'approved' order by id",
      owner,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Records

/** The conditions on `card_sms s join cards c` that keep a caller to its SMS. */
function recordScope(auth: AuthContext): Condition[] {
  const scope = scopeColumn(auth);
  if (!scope) return [['0']];
  const own: Condition[] = [[`c.${scope.column} = ?`, scope.clientId]];
  // func_front_sms_by_user: the user sees the SMS it sent, and the answers to them.
  if (auth.codes.has('func_front_sms_by_user')) own.push(['s.sender_user_id = ?', auth.userId]);
  return own;
}

const RECORDS: ListBinding<typeof smsRecordList> = {
  filters: {
    number: ['c.iccid', 'c.msisdn'],
    keyword: 's.content',
    direction: 's.direction',
    status: 's.status',
    at: 's.at',
  },
  sorts: { submitted_at: 's.at' },
  defaultSort: 's.at',
  key: 's.id',
};

interface RecordRow {
  id: number;
  card_id: number;
  iccid: string;
  msisdn: string;
  direction: 'mt' | 'mo';
  content: string;
  encrypted: number;
  at: number;
  settled_at: number | null;
  status: 'pending' | 'delivered' | 'failed';
  fail_reason: string | null;
  sender_name: string | null;
}

const messageId = (id: number) => `SM${String(id).padStart(10, '0')}`;

export function listRecords(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof smsRecordList>, lang: Lang) {
  settleSms(deps, deps.clock.now());
  const sql = listSql(smsRecordList, RECORDS, q, recordScope(auth));
  const { rows, total } = readPage<RecordRow>(
    deps.sqlite,
    'card_sms s join cards c on c.id = s.card_id',
    `s.id, s.card_id, c.iccid, c.msisdn, s.direction, s.content, s.encrypted, s.at, s.settled_at, s.status,
     s.fail_reason, s.sender_name`,
    sql,
  );
  const tableData: SmsRecordRow[] = rows.map((r) => ({
    id: r.id,
    message_id: messageId(r.id),
    card_id: r.card_id,
    iccid: r.iccid,
    msisdn: r.msisdn,
    direction: r.direction,
    content: r.content,
    encrypted: r.encrypted ? 'yes' : 'no',
    submitted_at: formatDateTime(r.at)!,
    settled_at: formatDateTime(r.settled_at),
    status: r.status,
    fail_reason: r.fail_reason ? translate(lang, r.fail_reason as 'sms_fail_unreachable') : null,
    operator: r.direction === 'mt' ? (r.sender_name ?? '-') : '-',
  }));
  return { tableData, total };
}

const recordOf = perConnection<
  [number],
  {
    id: number;
    card_id: number;
    encrypted: number;
    secret: string | null;
    content: string;
    main_client_id: number;
    client_id: number;
    sender_user_id: number | null;
  }
>(
  `select s.id, s.card_id, s.encrypted, s.secret, s.content, c.main_client_id, c.client_id, s.sender_user_id
   from card_sms s join cards c on c.id = s.card_id where s.id = ?`,
);
const logEvent = perConnection<[number, string, string, number]>(
  'insert into user_event_logs (user_id, event_name, event_time, received_at) values (?, ?, ?, ?)',
);
const logOperation = perConnection<[number, number, string, string, number]>(
  "insert into card_operations (card_id, user_id, username, action, detail, at) values (?, ?, ?, 'sms_reveal', ?, ?)",
);

/** An encrypted SMS's content, the reveal written to the user's event log and the card's operation log. */
export function revealSms(deps: AppDeps, auth: AuthContext, id: number) {
  const record = recordOf(deps.sqlite).get(id);
  const scope = scopeColumn(auth);
  const visible =
    record !== undefined &&
    scope !== null &&
    record[scope.column] === scope.clientId &&
    (!auth.codes.has('func_front_sms_by_user') || record.sender_user_id === auth.userId);
  if (!record || !visible) throw notFound('sms_record_not_found', { id });
  if (!record.encrypted) throw badRequest('sms_not_encrypted');
  const now = deps.clock.now();
  deps.sqlite.transaction(() => {
    logEvent(deps.sqlite).run(auth.userId, `sms_reveal:${messageId(id)}`, formatDateTime(now)!, now);
    logOperation(deps.sqlite).run(
      record.card_id,
      auth.userId,
      auth.username,
      JSON.stringify({ message_id: messageId(id) }),
      now,
    );
  })();
  return { id, content: record.secret ?? '' };
}

/** A card's SMS as its page's SMS tab shows them: the same records, settled first. */
export const settleBeforeRead = (deps: AppDeps) => settleSms(deps, deps.clock.now());

// ---------------------------------------------------------------------------------------------
// Batches

const MT = "s.task_id = t.id and s.direction = 'mt'";
const BATCH_COLUMNS = `t.id, t.created_at, t.status, t.params, t.total, t.done_rows, t.failed_rows, u.username,
  (select count(*) from card_sms s where ${MT} and s.status = 'delivered') as delivered,
  (select count(*) from card_sms s where ${MT} and s.status = 'failed') as sms_failed`;

interface BatchRecord {
  id: number;
  created_at: number;
  status: string;
  params: string;
  total: number;
  done_rows: number;
  failed_rows: number;
  username: string | null;
  delivered: number;
  sms_failed: number;
}

function toBatchRow(r: BatchRecord, lang: Lang): SmsBatchRow {
  const params = JSON.parse(r.params) as SendParams;
  const failed = r.failed_rows + r.sms_failed;
  const pending = Math.max(0, r.total - r.delivered - failed);
  const status: SmsBatchStatus =
    r.status === 'pending'
      ? 'queued'
      : r.status === 'running' || pending > 0
        ? 'sending'
        : failed === 0
          ? 'done'
          : failed >= r.total
            ? 'failed'
            : 'partial';
  return {
    id: r.id,
    created_at: formatDateTime(r.created_at)!,
    target: params.target,
    source: params.source[lang],
    content: params.encrypted ? SMS_MASK : params.content,
    total: r.total,
    sent: r.done_rows - r.failed_rows,
    delivered: r.delivered,
    failed,
    pending,
    progress: r.total === 0 ? 100 : Math.floor(((r.delivered + failed) * 100) / r.total),
    status,
    operator: r.username ?? params.username,
  };
}

function batchScope(auth: AuthContext): Condition[] {
  if (auth.clientId === null) return [['0']];
  const own: Condition[] = [
    [`t.client_id = ? and t.kind = '${TASK_KIND}' and t.status <> 'checked'`, auth.clientId],
  ];
  if (auth.codes.has('func_front_sms_by_user')) own.push(['t.user_id = ?', auth.userId]);
  return own;
}

const BATCHES: ListBinding<typeof smsBatchList> = {
  filters: { target: "json_extract(t.params, '$.target')", created: 't.created_at' },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

async function settled(deps: AppDeps) {
  await kickTasks(deps);
  settleSms(deps, deps.clock.now());
}

export async function listBatches(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof smsBatchList>,
  lang: Lang,
) {
  await settled(deps);
  const sql = listSql(smsBatchList, BATCHES, q, batchScope(auth));
  const { rows, total } = readPage<BatchRecord>(
    deps.sqlite,
    'tasks t left join users u on u.id = t.user_id',
    BATCH_COLUMNS,
    sql,
  );
  return { tableData: rows.map((r) => toBatchRow(r, lang)), total };
}

function batchOf(deps: AppDeps, auth: AuthContext, taskId: number): BatchRecord {
  const scope = batchScope(auth).filter((c): c is NonNullable<Condition> => c !== null);
  const where = scope.map((c) => c[0]).join(' and ');
  const row = deps.sqlite
    .prepare(
      `select ${BATCH_COLUMNS} from tasks t left join users u on u.id = t.user_id where t.id = ? and ${where}`,
    )
    .get(taskId, ...scope.flatMap((c) => c.slice(1))) as BatchRecord | undefined;
  if (!row) throw notFound('sms_batch_not_found', { id: taskId });
  return row;
}

const RESULT_SQL = `case when r.outcome = 'pending' then 'waiting' when r.outcome = 'failed' then 'failed'
  else coalesce(s.status, 'pending') end`;

const RESULTS: ListBinding<typeof smsBatchDetail> = {
  filters: { result: RESULT_SQL },
  sorts: {},
  defaultSort: 'r.row_no',
  key: 'r.row_no',
  keyDirection: 'asc',
};

export async function batchDetail(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof smsBatchDetail>,
  lang: Lang,
): Promise<{ tableData: SmsBatchResultRow[]; total: number; batch: SmsBatchRow }> {
  await settled(deps);
  const batch = batchOf(deps, auth, q.task_id);
  const sql = listSql(smsBatchDetail, RESULTS, { ...q, order: 'asc' }, [['r.task_id = ?', q.task_id]]);
  const { rows, total } = readPage<{
    row_no: number;
    number: string;
    result: SmsBatchResultRow['result'];
    message: string | null;
    fail_reason: string | null;
    at: number | null;
    settled_at: number | null;
  }>(
    deps.sqlite,
    `task_rows r left join card_sms s on s.task_id = r.task_id and s.direction = 'mt'
       and s.card_id = json_extract(r.input, '$.card_id')`,
    `r.row_no, r.number, ${RESULT_SQL} as result, r.message, s.fail_reason, s.at, s.settled_at`,
    sql,
  );
  return {
    total,
    batch: toBatchRow(batch, lang),
    tableData: rows.map((r) => {
      const refusal = outcomeMessage(r.message);
      return {
        row_no: r.row_no,
        number: r.number,
        result: r.result,
        reason: refusal
          ? wordIn(lang, refusal)
          : r.fail_reason
            ? translate(lang, r.fail_reason as 'sms_fail_unreachable')
            : null,
        submitted_at: formatDateTime(r.at),
        settled_at: formatDateTime(r.settled_at),
      };
    }),
  };
}

const failedNumbers = perConnection<[number], { number: string; input: string }>(
  `select r.number, r.input from task_rows r
   left join card_sms s on s.task_id = r.task_id and s.direction = 'mt' and s.card_id = json_extract(r.input, '$.card_id')
   where r.task_id = ? and (r.outcome = 'failed' or s.status = 'failed') order by r.row_no`,
);

/** The failed cards of a finished batch, checked again as a new send waiting for its confirmation. */
export async function resendBatch(deps: AppDeps, auth: AuthContext, taskId: number, lang: Lang) {
  await settled(deps);
  const row = toBatchRow(batchOf(deps, auth, taskId), lang);
  if ((row.status !== 'partial' && row.status !== 'failed') || row.failed === 0) {
    throw badRequest('sms_batch_not_resendable');
  }
  const old = JSON.parse(batchOf(deps, auth, taskId).params) as SendParams;
  const scope = scopeColumn(auth);
  if (!scope) throw badRequest('sms_empty');
  const entries: Entry[] = failedNumbers(deps.sqlite)
    .all(taskId)
    .map(({ number, input }, i) => {
      const content = (JSON.parse(input) as RowInput).content;
      return { row_no: i + 1, number, ...(content ? { content } : {}) };
    });
  const params: SendParams = {
    ...old,
    target: 'numbers',
    source: {
      'zh-CN': translate('zh-CN', 'sms_source_resend', { id: taskId }),
      en: translate('en', 'sms_source_resend', { id: taskId }),
    },
    username: auth.username,
    scope,
  };
  return checkEntries(deps, auth, entries, params, lang);
}
