import { CARD_STATUSES, XLSX_MIME } from '#contract';
import type { Connection } from '../connection.ts';
import { cardServiceDaysSql } from '../daily-usage.ts';
import { insertFinishedTask } from './tasks.ts';

const DAY = 86_400_000;
/** The seeded reason of support's batch activation (kept in Chinese, as a support user types it). */
const REASON = '客户来电要求批量激活（工单回访确认）';

type Support = { id: number; username: string };
type Numbered = { id: number; iccid: string };

/** The seed's support login, which the seeded support tasks name as their operator (none: no tasks). */
const supportLogin = (sqlite: Connection['sqlite']) =>
  sqlite
    .prepare<[], Support>("select id, username from users where login_type = 'support' order by id limit 1")
    .get();

/**
 * One finished support task of a card-acting kind, listed in the task centre: its cards done, and
 * one more refused with the rule's message (when the client has such a card).
 */
function seedCardTask(
  sqlite: Connection['sqlite'],
  task: {
    kind: 'O_CS' | 'O_GPRS';
    engineKind: string;
    support: Support;
    clientId: number;
    choice: Record<string, unknown>;
    createdAt: number;
    cards: readonly Numbered[];
    refused: { card: Numbered; message: { key: string; params: Record<string, unknown> } } | undefined;
  },
): void {
  const source = { pasted: true };
  const { refused } = task;
  const taskId = insertFinishedTask(sqlite, {
    clientId: task.clientId,
    kind: task.engineKind,
    userId: task.support.id,
    params: {
      username: task.support.username,
      support: { kind: task.kind, client_id: task.clientId, source, choice: task.choice },
    },
    createdAt: task.createdAt,
    rows: [
      ...task.cards.map((c) => ({ number: c.iccid, input: { card_id: c.id } })),
      ...(refused
        ? [{ number: refused.card.iccid, input: { card_id: refused.card.id }, message: refused.message }]
        : []),
    ],
  });
  sqlite
    .prepare('insert into support_tasks (task_id, kind, params) values (?, ?, ?)')
    .run(taskId, task.kind, JSON.stringify({ source, choice: task.choice }));
}

/**
 * Issue 47: support's batch activation (O_CS) in the history of each fixture main client: the
 * client's card the carrier activated last (within the past 60 days), and up to two more activated
 * in the two hours before it, were, in the seed's story, put into use by support for the client. Their 'activated' status event names
 * the support user, with the reason beside it; each card has the support user's operation; one
 * more row, a cancelled card of the client's, was refused by the lifecycle. The task is listed in
 * /batch_task/list and /batch_task/O_CS. Runs after the cards' status history, when a support
 * login exists. Nothing about the cards' states changes: they were in use already.
 */
export function seedSupportActivations(
  { sqlite }: Connection,
  options: { now: number; fixtureMainIds: number[] },
): void {
  const { now } = options;
  const support = supportLogin(sqlite);
  if (!support) return;
  const activated = sqlite.prepare<[number, number], { id: number; iccid: string; activated_at: number }>(
    `select id, iccid, activated_at from cards
     where main_client_id = ? and status = 'active' and activated_at > ? order by activated_at desc, id limit 10`,
  );
  const cancelled = sqlite.prepare<[number], { id: number; iccid: string }>(
    "select id, iccid from cards where main_client_id = ? and status = 'cancelled' order by id limit 1",
  );
  const eventOf = sqlite.prepare<[number], { id: number }>(
    "select id from card_status_events where card_id = ? and reason = 'activated' order by at desc, id desc limit 1",
  );
  const byUser = sqlite.prepare('update card_status_events set operator = ? where id = ?');
  const note = sqlite.prepare('insert into card_status_notes (event_id, note) values (?, ?)');
  const operation = sqlite.prepare(
    `insert into card_operations (card_id, user_id, username, action, detail, at)
     values (?, ?, ?, 'activate', ?, ?)`,
  );
  for (const mainId of options.fixtureMainIds) {
    const latest = activated.all(mainId, now - 60 * DAY);
    if (latest.length === 0) continue;
    const cards = latest.filter((c) => c.activated_at >= latest[0]!.activated_at - 2 * 3_600_000).slice(0, 3);
    // The task was started just before the first of them was activated.
    const at = Math.min(...cards.map((c) => c.activated_at)) - 1000;
    const refused = cancelled.get(mainId);
    seedCardTask(sqlite, {
      kind: 'O_CS',
      engineKind: 'support_activate',
      support,
      clientId: mainId,
      choice: { reason: REASON },
      createdAt: at,
      cards,
      refused: refused && {
        card: refused,
        message: { key: 'activate_not_pending', params: { status: CARD_STATUSES.cancelled } },
      },
    });
    for (const card of cards) {
      const event = eventOf.get(card.id);
      if (!event) continue;
      byUser.run(support.username, event.id);
      note.run(event.id, REASON);
      operation.run(
        card.id,
        support.id,
        support.username,
        JSON.stringify({ reason: REASON }),
        card.activated_at,
      );
    }
  }
}

/**
 * Issue 47: support's data reset (O_GPRS) in the history of each fixture main client, 20 days ago
 * (a client's cards whose data sessions hung, in the seed's story): three of the client's cards in
 * use had their data function turned off and on again at the carrier (two operations each, by the
 * support user); one card awaiting activation was refused, as not in service. Listed in
 * /batch_task/list and /batch_task/O_GPRS. The cards end as they were (data on).
 */
export function seedSupportGprsResets(
  { sqlite }: Connection,
  options: { now: number; fixtureMainIds: number[] },
): void {
  const support = supportLogin(sqlite);
  if (!support) return;
  const inUse = sqlite.prepare<[number, number], { id: number; iccid: string }>(
    `select id, iccid from cards where main_client_id = ? and status = 'active' and data_on = 1
     and activated_at < ? order by id desc limit 3`,
  );
  const pending = sqlite.prepare<[number], { id: number; iccid: string }>(
    "select id, iccid from cards where main_client_id = ? and status = 'pending' order by id desc limit 1",
  );
  const operation = sqlite.prepare(
    `insert into card_operations (card_id, user_id, username, action, detail, at) values (?, ?, ?, ?, ?, ?)`,
  );
  const detail = JSON.stringify({ functions: ['data'] });
  options.fixtureMainIds.forEach((mainId, i) => {
    const at = options.now - (20 + i) * DAY + 15 * 3_600_000;
    const cards = inUse.all(mainId, at);
    if (cards.length === 0) return;
    const refused = pending.get(mainId);
    seedCardTask(sqlite, {
      kind: 'O_GPRS',
      engineKind: 'support_gprs_reset',
      support,
      clientId: mainId,
      choice: {},
      createdAt: at,
      cards,
      refused: refused && {
        card: refused,
        message: { key: 'gprs_not_in_service', params: { status: CARD_STATUSES.pending } },
      },
    });
    for (const card of cards) {
      operation.run(card.id, support.id, support.username, 'net_off', detail, at + 1000);
      operation.run(card.id, support.id, support.username, 'net_on', detail, at + 1000);
    }
  });
}

/**
 * Issue 47: support's exports in the task centre's history: for each fixture main client, its
 * China Mobile cards in use (Q_CE), 3 days ago, and its recharges of the month before (Q_IRE), 5
 * days ago; its daily usage per card over the 7 days before (Q_CU), 4 days ago; and one card
 * export across clients, every client's suspended cards, 2 days ago (the platform's queue). Only
 * the rows are seeded: the file of a seeded export (`params.seeded`) is written when first
 * downloaded (server/services/support-exports.ts).
 */
export function seedSupportExports(
  { sqlite }: Connection,
  options: { now: number; fixtureMainIds: number[] },
): void {
  const support = supportLogin(sqlite);
  if (!support) return;
  const insertTask = sqlite.prepare(
    `insert into tasks (client_id, kind, status, progress, created_at, started_at, finished_at, user_id, params,
       total, steps_done, done_rows, failed_rows)
     values (?, ?, 'done', 100, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  const insertFile = sqlite.prepare(
    `insert into task_files (task_id, file_name, mime, path, size, downloads) values (?, ?, ?, ?, ?, 1)`,
  );
  const listed = sqlite.prepare('insert into support_tasks (task_id, kind, params) values (?, ?, ?)');
  const seed = (
    clientId: number | null,
    filters: Record<string, unknown>,
    where: string,
    at: number,
    kind: {
      support: 'Q_CE' | 'Q_IRE' | 'Q_CU';
      engine: string;
      file: string;
      rows: string;
      key: string;
      /** The rows: count(*) unless given (Q_CU: card-days); and the query's named parameters. */
      n?: string;
      params?: Record<string, number>;
    } = {
      support: 'Q_CE',
      engine: 'support_card_export',
      file: '卡片导出',
      rows: 'cards c',
      key: 'c.id',
    },
  ) => {
    const { n, max_id } = sqlite
      .prepare(
        `select ${kind.n ?? 'count(*)'} as n, coalesce(max(${kind.key}), 0) as max_id from ${kind.rows} where ${where}`,
      )
      .get(...(kind.params ? [kind.params] : [])) as { n: number; max_id: number };
    if (n === 0) return;
    // The engine's pace: 500 rows a step, a tenth of a second each.
    const steps = Math.ceil(n / 500);
    const finishedAt = at + steps * 100;
    const id = Number(
      insertTask.run(
        clientId,
        kind.engine,
        at,
        at,
        finishedAt,
        support.id,
        JSON.stringify({ filters, maxId: max_id, lang: 'zh-CN', seeded: true }),
        n,
        steps,
        n,
      ).lastInsertRowid,
    );
    const stamp = new Date(finishedAt + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
    insertFile.run(id, `${kind.file}_${stamp}_${id}.xlsx`, XLSX_MIME, `tasks/${id}.xlsx`, n * 120);
    listed.run(id, kind.support, JSON.stringify({ source: { export: true }, choice: {} }));
  };
  options.fixtureMainIds.forEach((mainId, i) => {
    seed(
      mainId,
      { status: 'active', carrier: 'cmcc', client_id: mainId },
      `c.main_client_id = ${Number(mainId)} and c.status = 'active' and c.carrier = 'cmcc'`,
      options.now - 3 * DAY + (10 + i) * 3_600_000,
    );
  });
  seed(null, { status: 'suspended' }, "c.status = 'suspended'", options.now - 2 * DAY + 11 * 3_600_000);
  // Q_IRE: each fixture main client's recharges of the 30 days before, 5 days ago.
  options.fixtureMainIds.forEach((mainId, i) => {
    const at = options.now - 5 * DAY + (14 + i) * 3_600_000;
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = day(at - 30 * DAY);
    const end = day(at - DAY);
    const from = Date.parse(`${start}T00:00:00Z`) - 8 * 3_600_000;
    const to = Date.parse(`${end}T00:00:00Z`) - 8 * 3_600_000 + DAY;
    seed(
      mainId,
      { date_start: start, date_end: end, client_id: mainId },
      `r.main_client_id = ${Number(mainId)} and r.at >= ${from} and r.at < ${to}`,
      at,
      {
        support: 'Q_IRE',
        engine: 'support_recharge_export',
        file: '充值记录导出',
        rows: 'recharge_records r',
        key: 'r.id',
      },
    );
  });
  // Q_CU: each fixture main client's daily usage per card over the 7 days before, 4 days ago
  // (older than the export across clients, the newest of the task centre's history).
  options.fixtureMainIds.forEach((mainId, i) => {
    const at = options.now - 4 * DAY + (9 + i) * 3_600_000;
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const dayNo = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY);
    const start = day(at - 7 * DAY);
    const end = day(at - DAY);
    seed(mainId, { date_start: start, date_end: end, as_of: at, client_id: mainId }, '1 = 1', at, {
      support: 'Q_CU',
      engine: 'support_usage_export',
      file: '每日用量查询',
      rows: `(${cardServiceDaysSql(`c.main_client_id = ${Number(mainId)}`)}) u`,
      key: 'u.id',
      n: 'coalesce(sum(u.days), 0)',
      params: { first: dayNo(at - 7 * DAY), last: dayNo(at - DAY) },
    });
  });
}
