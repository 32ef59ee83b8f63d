import { createReadStream, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TextKey } from '#catalogue';
import {
  CARD_STATUSES,
  CARRIERS,
  type CardStatus,
  type Carrier,
  FIELDS,
  type Lang,
  PAY_METHODS,
  RECHARGE_KINDS,
  RECHARGE_STATUSES,
  SUPPORT_TASK_KIND_INFO,
  type SupportExportTaskKind,
  TASK_FILE_DAYS,
  USAGE_EXPORT_DAYS_MAX,
  XLSX_MIME,
} from '#contract';
import { cardServiceDaysSql, patternOf, spreadMonth } from '../../db/daily-usage.ts';
import { lastMonths, USAGE_HISTORY_MONTHS } from '../../db/seed/usage.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { permissionDenied } from '../define-route.ts';
import { badRequest, fieldRefused } from '../errors.ts';
import { nameIn, pick, translate } from '../i18n.ts';
import { CHINA_OFFSET_MS, dayStart, formatDate, formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { createTask, defineExportTask, type TaskRecord } from '../tasks/engine.ts';
import { serviceDays } from './card-detail.ts';
import { fileKeptUntil, writeSeededExport } from './card-export.ts';

/**
 * The task centre's exports (issue 47, Q_*): a support user exports one client's rows, or every
 * client's under filters, as an xlsx streamed to the task's file by exceljs's streaming writer. Each
 * is a task of the one engine: in the client's own queue (one client's) or the platform's (every
 * client's), 500 rows a step, read by key (`after` the last row written), so neither the reads nor
 * the file grow memory with the export's size. A kind is one declaration (`SupportExport`): how
 * its body becomes the task's filters (refusing bad input before anything is created), its rows
 * counted, a page of them after a key, the sheet's columns, and its filters in words.
 */

interface ClientRef {
  id: number;
  name: string;
  parent_id: number | null;
}

const clientById = perConnection<[number], ClientRef>('select id, name, parent_id from clients where id = ?');

/** What an export keeps in tasks.params. `seeded`: written when first downloaded. */
interface ExportParams<F> {
  filters: F & { client_id?: number };
  /** The newest row it covers (rows written later are not in it). */
  maxId: number;
  lang: Lang;
  seeded?: boolean;
}

interface Column {
  key: string;
  label: TextKey;
  width?: number;
}

interface SupportExport<F, B> {
  kind: SupportExportTaskKind;
  /** The engine kind (TASK_KINDS and SUPPORT_EXPORT_KINDS word it). */
  engineKind: string;
  sheet: TextKey;
  file: TextKey;
  /** The refusal when nothing matches (nothing is created). */
  nothing: 'export_nothing' | 'charge_export_nothing' | 'usage_export_nothing';
  columns: readonly Column[];
  /** The body's filters for the task (throws a refusal); the client is already checked. */
  filters(body: B, deps: AppDeps): F;
  /** How many rows match, and the newest row's key. */
  count(deps: AppDeps, client: ClientRef | null, filters: F): { n: number; max_id: number };
  /** Up to `limit` rows after the key `after`, in key order, as the sheet's cells, and the last key. */
  page(
    deps: AppDeps,
    client: ClientRef | null,
    filters: F,
    maxId: number,
    after: number,
    limit: number,
    lang: Lang,
  ): { cells: Record<string, unknown>[]; last: number };
  /** The filters in words (besides the client). */
  describe(filters: F, lang: Lang): string[];
}

const ROWS_PER_STEP = 500;

/** `{label}：{value}` in the export's language. */
const labelled = (label: TextKey, value: string, lang: Lang) =>
  `${pick(label, lang)}${translate(lang, 'label_separator')}${value}`;

/** Where a client's rows are: a main client's whole tree, or a sub-client's own. */
const scopeOf = (client: ClientRef | null, column: { main: string; own: string }) =>
  client === null
    ? { sql: '1 = 1', params: [] as number[] }
    : client.parent_id === null
      ? { sql: `${column.main} = ?`, params: [client.id] }
      : { sql: `${column.own} = ?`, params: [client.id] };

// ---------------------------------------------------------------------------------------------
// Q_CE: cards

interface CardFilters {
  status?: CardStatus;
  carrier?: Carrier;
}

const cardWhere = (client: ClientRef | null, f: CardFilters) => {
  const scope = scopeOf(client, { main: 'c.main_client_id', own: 'c.client_id' });
  const parts = [scope.sql];
  const params: (string | number)[] = [...scope.params];
  if (f.status) {
    parts.push('c.status = ?');
    params.push(f.status);
  }
  if (f.carrier) {
    parts.push('c.carrier = ?');
    params.push(f.carrier);
  }
  return { sql: parts.join(' and '), params };
};

interface CardLine {
  id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  client_name: string;
  carrier: Carrier;
  plan_name: string;
  plan_name_en: string;
  status: CardStatus;
  activated_at: number | null;
  expires_at: number | null;
  usage_mb: number;
}

const cardExport: SupportExport<CardFilters, { status?: CardStatus; carrier?: Carrier }> = {
  kind: 'Q_CE',
  engineKind: 'support_card_export',
  sheet: 'perm.router_spt_batchtask_card_export',
  file: 'perm.router_spt_batchtask_card_export',
  nothing: 'export_nothing',
  columns: [
    { key: 'iccid', label: FIELDS.iccid, width: 24 },
    { key: 'msisdn', label: FIELDS.msisdn, width: 16 },
    { key: 'imsi', label: FIELDS.imsi, width: 18 },
    { key: 'client_name', label: 'support.exportLogList.column.client_name', width: 30 },
    { key: 'carrier', label: FIELDS.carrier },
    { key: 'plan', label: FIELDS.plan, width: 26 },
    { key: 'status', label: FIELDS.cardStatus },
    { key: 'activated', label: FIELDS.activated },
    { key: 'expires', label: FIELDS.expires },
    { key: 'usage_mb', label: FIELDS.usedThisMonth },
  ],
  filters: (body) => ({
    ...(body.status ? { status: body.status } : {}),
    ...(body.carrier ? { carrier: body.carrier } : {}),
  }),
  count(deps, client, f) {
    const where = cardWhere(client, f);
    return deps.sqlite
      .prepare(`select count(*) as n, coalesce(max(c.id), 0) as max_id from cards c where ${where.sql}`)
      .get(...where.params) as { n: number; max_id: number };
  },
  page(deps, client, f, maxId, after, limit, lang) {
    const where = cardWhere(client, f);
    const rows = deps.sqlite
      .prepare(
        `select c.id, c.iccid, c.msisdn, c.imsi, cl.name as client_name, c.carrier, p.name as plan_name,
           p.name_en as plan_name_en, c.status, c.activated_at, c.expires_at, c.usage_mb
         from cards c join clients cl on cl.id = c.client_id join plans p on p.id = c.plan_id
         where c.id > ? and c.id <= ? and ${where.sql} order by c.id limit ?`,
      )
      .all(after, maxId, ...where.params, limit) as CardLine[];
    return {
      last: rows.at(-1)?.id ?? after,
      cells: rows.map((r) => ({
        iccid: r.iccid,
        msisdn: r.msisdn,
        imsi: r.imsi,
        client_name: r.client_name,
        carrier: pick(CARRIERS[r.carrier], lang),
        plan: nameIn(r, 'plan_name', lang),
        status: pick(CARD_STATUSES[r.status], lang),
        activated: formatDate(r.activated_at),
        expires: formatDate(r.expires_at),
        usage_mb: Math.round(r.usage_mb * 100) / 100,
      })),
    };
  },
  describe: (f, lang) => [
    ...(f.status ? [labelled(FIELDS.cardStatus, pick(CARD_STATUSES[f.status], lang), lang)] : []),
    ...(f.carrier ? [labelled(FIELDS.carrier, pick(CARRIERS[f.carrier], lang), lang)] : []),
  ],
};

// ---------------------------------------------------------------------------------------------
// Q_IRE: recharge records (renewals and add-on packages)

type RechargeKind = keyof typeof RECHARGE_KINDS;

interface RechargeFilters {
  recharge_kind?: RechargeKind;
  date_start?: string;
  date_end?: string;
}

const DAY_MS = 86_400_000;

const rechargeWhere = (client: ClientRef | null, f: RechargeFilters) => {
  const scope = scopeOf(client, { main: 'r.main_client_id', own: 'c.client_id' });
  const parts = [scope.sql];
  const params: (string | number)[] = [...scope.params];
  if (f.recharge_kind) {
    parts.push('r.kind = ?');
    params.push(f.recharge_kind);
  }
  if (f.date_start) {
    parts.push('r.at >= ?');
    params.push(dayStart(f.date_start));
  }
  if (f.date_end) {
    parts.push('r.at < ?');
    params.push(dayStart(f.date_end) + DAY_MS);
  }
  return { sql: parts.join(' and '), params };
};

interface RechargeLine {
  id: number;
  order_no: string;
  at: number;
  client_name: string;
  iccid: string;
  msisdn: string;
  kind: RechargeKind;
  package_name: string;
  package_name_en: string;
  mb: number;
  months: number;
  amount_cents: number;
  pay_method: keyof typeof PAY_METHODS;
  status: keyof typeof RECHARGE_STATUSES;
  operator: string;
}

const RECHARGES = 'recharge_records r join cards c on c.id = r.card_id';

const rechargeExport: SupportExport<RechargeFilters, RechargeFilters> = {
  kind: 'Q_IRE',
  engineKind: 'support_recharge_export',
  sheet: 'perm.router_spt_batchtask_recharge_export',
  file: 'perm.router_spt_batchtask_recharge_export',
  nothing: 'charge_export_nothing',
  columns: [
    { key: 'order_no', label: 'common.orderNo', width: 22 },
    { key: 'at', label: 'common.time', width: 20 },
    { key: 'client_name', label: 'support.exportLogList.column.client_name', width: 30 },
    { key: 'iccid', label: FIELDS.iccid, width: 24 },
    { key: 'msisdn', label: FIELDS.msisdn, width: 16 },
    { key: 'kind', label: 'common.rechargeType' },
    { key: 'package_name', label: 'card.rechargeColumns.package_name', width: 26 },
    { key: 'mb', label: 'card.operationFields.mb' },
    { key: 'months', label: 'common.months' },
    { key: 'amount', label: 'card.rechargeColumns.amount' },
    { key: 'pay_method', label: 'card.rechargeColumns.pay_method' },
    { key: 'status', label: FIELDS.status },
    { key: 'operator', label: 'common.operator' },
  ],
  filters: (body) => ({
    ...(body.recharge_kind ? { recharge_kind: body.recharge_kind } : {}),
    ...(body.date_start ? { date_start: body.date_start } : {}),
    ...(body.date_end ? { date_end: body.date_end } : {}),
  }),
  count(deps, client, f) {
    const where = rechargeWhere(client, f);
    return deps.sqlite
      .prepare(`select count(*) as n, coalesce(max(r.id), 0) as max_id from ${RECHARGES} where ${where.sql}`)
      .get(...where.params) as { n: number; max_id: number };
  },
  page(deps, client, f, maxId, after, limit, lang) {
    const where = rechargeWhere(client, f);
    const rows = deps.sqlite
      .prepare(
        `select r.id, r.order_no, r.at, cl.name as client_name, c.iccid, c.msisdn, r.kind, r.package_name, r.package_name_en, r.mb,
           r.months, r.amount_cents, r.pay_method, r.status, r.operator
         from ${RECHARGES} join clients cl on cl.id = c.client_id
         where r.id > ? and r.id <= ? and ${where.sql} order by r.id limit ?`,
      )
      .all(after, maxId, ...where.params, limit) as RechargeLine[];
    return {
      last: rows.at(-1)?.id ?? after,
      cells: rows.map((r) => ({
        order_no: r.order_no,
        at: formatDateTime(r.at),
        client_name: r.client_name,
        iccid: r.iccid,
        msisdn: r.msisdn,
        kind: pick(RECHARGE_KINDS[r.kind], lang),
        package_name: nameIn(r, 'package_name', lang),
        mb: r.mb,
        months: r.kind === 'renewal' ? r.months : null,
        amount: r.amount_cents / 100,
        pay_method: pick(PAY_METHODS[r.pay_method], lang),
        status: pick(RECHARGE_STATUSES[r.status], lang),
        operator: r.operator,
      })),
    };
  },
  describe: (f, lang) => [
    ...(f.recharge_kind
      ? [labelled('common.rechargeType', pick(RECHARGE_KINDS[f.recharge_kind], lang), lang)]
      : []),
    ...(f.date_start || f.date_end
      ? [labelled('common.time', `${f.date_start ?? '…'} ~ ${f.date_end ?? '…'}`, lang)]
      : []),
  ],
};

// ---------------------------------------------------------------------------------------------
// Q_CU: daily usage per card over a range of days

interface UsageFilters {
  carrier?: Carrier;
  /** Days in UTC+8, both included, at most USAGE_EXPORT_DAYS_MAX. */
  date_start: string;
  date_end: string;
  /** When it was asked for: the days run to that day at the latest (so its row count holds). */
  as_of: number;
}

/** A day's number: days since 1970-01-01 in UTC+8. */
const dayNo = (ms: number) => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
/** A row's key: its card and its day within the range (a range is at most 31 days < 64). */
const KEY_DAYS = 64;

/** The range's day numbers, the last no later than the day it was asked for. */
const usageRange = (f: UsageFilters) => {
  const first = dayNo(dayStart(f.date_start));
  return { first, last: Math.min(dayNo(dayStart(f.date_end)), dayNo(f.as_of)) };
};

/** The scope's cards in service on a day of the range (ids from `ids`, inside the scan). */
const usageCards = (client: ClientRef | null, f: UsageFilters, extra = '', ids?: [number, number]) => {
  const where = cardWhere(client, f.carrier ? { carrier: f.carrier } : {});
  const sql = ids ? `c.id >= ? and c.id <= ? and ${where.sql}` : where.sql;
  return { sql: cardServiceDaysSql(sql, extra), params: [...(ids ?? []), ...where.params] };
};

interface UsageCard {
  id: number;
  iccid: string;
  msisdn: string;
  client_name: string;
  carrier: Carrier;
  plan_name: string;
  plan_name_en: string;
  usage_mb: number;
  since: number;
  stopped: number | null;
}

const USAGE_CARD_COLUMNS = `c.iccid, c.msisdn, c.carrier, c.usage_mb, c.client_id, c.plan_id`;

const monthlyOf = perConnection<
  [string, string, string],
  { card_id: number; month: string; usage_mb: number }
>(
  `select card_id, month, usage_mb from card_usage_monthly
   where card_id in (select value from json_each(?)) and month >= ? and month <= ?`,
);

const usageExport: SupportExport<
  UsageFilters,
  { carrier?: Carrier; date_start?: string; date_end?: string }
> = {
  kind: 'Q_CU',
  engineKind: 'support_usage_export',
  sheet: 'perm.router_spt_batchtask_card_usage_export',
  file: 'perm.router_spt_batchtask_card_usage_export',
  nothing: 'usage_export_nothing',
  columns: [
    { key: 'iccid', label: FIELDS.iccid, width: 24 },
    { key: 'msisdn', label: FIELDS.msisdn, width: 16 },
    { key: 'client_name', label: 'support.exportLogList.column.client_name', width: 30 },
    { key: 'carrier', label: FIELDS.carrier },
    { key: 'plan', label: FIELDS.plan, width: 26 },
    { key: 'day', label: FIELDS.date, width: 12 },
    { key: 'usage_mb', label: 'card.detail.chart.usageMb' },
  ],
  filters(body, deps) {
    // The contract asks both days (and in order) of Q_CU.
    const start = body.date_start!;
    const end = body.date_end!;
    const days = (dayStart(end) - dayStart(start)) / DAY_MS + 1;
    if (days > USAGE_EXPORT_DAYS_MAX) {
      throw fieldRefused('date_end', 'usage_export_span', { max: USAGE_EXPORT_DAYS_MAX });
    }
    // The card detail's usage: the last USAGE_HISTORY_MONTHS months.
    const now = deps.clock.now();
    const months = lastMonths(now, USAGE_HISTORY_MONTHS);
    const first = months[0]!.month;
    const last = months.at(-1)!.month;
    if (start.slice(0, 7) < first || end.slice(0, 7) > last) {
      throw fieldRefused('date_end', 'card_usage_month_range', { first, last });
    }
    return {
      ...(body.carrier ? { carrier: body.carrier } : {}),
      date_start: start,
      date_end: end,
      as_of: now,
    };
  },
  count(deps, client, f) {
    const cards = usageCards(client, f);
    return deps.sqlite
      .prepare(`select coalesce(sum(days), 0) as n, coalesce(max(id), 0) as max_id from (${cards.sql})`)
      .get(...cards.params, usageRange(f)) as { n: number; max_id: number };
  },
  page(deps, client, f, maxId, after, limit, lang) {
    const range = usageRange(f);
    const afterCard = Math.floor(after / KEY_DAYS);
    const cards = usageCards(client, f, USAGE_CARD_COLUMNS, [afterCard, maxId]);
    // Each card found has a day in the range at least, and the first may have none left after
    // `after`: `limit` more cards give the step's rows (fewer rows only at the end).
    const found = deps.sqlite
      .prepare(
        `select u.*, cl.name as client_name, p.name as plan_name, p.name_en as plan_name_en
         from (${cards.sql}) u join clients cl on cl.id = u.client_id join plans p on p.id = u.plan_id
         order by u.id limit ?`,
      )
      .all(...cards.params, range, limit + 1) as UsageCard[];
    if (found.length === 0) return { cells: [], last: after };
    // Each month's total: a past month's kept total, this month's the card's own counter.
    const current = formatDate(deps.clock.now())!.slice(0, 7);
    const totals = new Map<string, number>();
    for (const m of monthlyOf(deps.sqlite).all(
      JSON.stringify(found.map((c) => c.id)),
      f.date_start.slice(0, 7),
      f.date_end.slice(0, 7),
    )) {
      totals.set(`${m.card_id}|${m.month}`, m.usage_mb);
    }
    const months = [...new Set([f.date_start.slice(0, 7), f.date_end.slice(0, 7)])];
    const cells: Record<string, unknown>[] = [];
    let last = after;
    for (const card of found) {
      for (const month of months) {
        const days = serviceDays(month, { activatedAt: card.since, stoppedAt: card.stopped }, f.as_of);
        if (!days) continue;
        const total = month === current ? card.usage_mb : (totals.get(`${card.id}|${month}`) ?? 0);
        const spread = spreadMonth(total, month, patternOf(card.id), days[0], days[1]);
        for (let i = 0; i < spread.length; i++) {
          const day = `${month}-${String(days[0] + i).padStart(2, '0')}`;
          const index = dayNo(dayStart(day)) - range.first;
          if (index < 0 || dayNo(dayStart(day)) > range.last) continue;
          const key = card.id * KEY_DAYS + index;
          if (key <= after) continue;
          if (cells.length === limit) return { cells, last };
          cells.push({
            iccid: card.iccid,
            msisdn: card.msisdn,
            client_name: card.client_name,
            carrier: pick(CARRIERS[card.carrier], lang),
            plan: nameIn(card, 'plan_name', lang),
            day,
            usage_mb: spread[i],
          });
          last = key;
        }
      }
    }
    return { cells, last };
  },
  describe: (f, lang) => [
    ...(f.carrier ? [labelled(FIELDS.carrier, pick(CARRIERS[f.carrier], lang), lang)] : []),
    labelled('supportTask.cu.days', `${f.date_start} ~ ${f.date_end}`, lang),
  ],
};

// ---------------------------------------------------------------------------------------------
// The engine kinds and the start

// biome-ignore lint/suspicious/noExplicitAny: each kind's own filters and body.
type AnyExport = SupportExport<any, any>;

const EXPORTS: Record<SupportExportTaskKind, AnyExport> = {
  Q_CE: cardExport,
  Q_IRE: rechargeExport,
  Q_CU: usageExport,
};

const clientOf = (deps: AppDeps, filters: { client_id?: number }) =>
  filters.client_id === undefined ? null : (clientById(deps.sqlite).get(filters.client_id) ?? null);

/** The filters of an export in words: its client (or 全部客户), then its own. */
function describe(deps: AppDeps, decl: AnyExport, params: ExportParams<unknown>, lang: Lang): string {
  const client = clientOf(deps, params.filters);
  return [client?.name ?? pick('supportTask.allClients', lang), ...decl.describe(params.filters, lang)].join(
    translate(lang, 'clause_separator'),
  );
}

/** Opens an export's file and gives the engine's writer: rows by key, streamed to disk. */
async function openWriter(deps: AppDeps, decl: AnyExport, task: TaskRecord, path: string) {
  const params = JSON.parse(task.params ?? '{}') as ExportParams<unknown>;
  const { lang, filters, maxId } = params;
  const client = clientOf(deps, filters);
  // exceljs takes ~200 ms to load: it loads with the first export, not with the emulator.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
  const sheet = workbook.addWorksheet(pick(decl.sheet, lang), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = decl.columns.map((c) => ({
    header: pick(c.label, lang),
    key: c.key,
    width: c.width ?? 14,
  }));
  let after = 0;
  return {
    async write(from: number, count: number) {
      // The engine asks for the rows in order, from 0 (a restart opens the file again, from 0).
      if (from === 0) after = 0;
      const { cells, last } = decl.page(deps, client, filters, maxId, after, count, lang);
      for (const row of cells) sheet.addRow(row).commit();
      after = last;
      return cells.length;
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
      return { fileName: `${pick(decl.file, lang)}_${stamp}_${task.id}.xlsx`, mime: XLSX_MIME };
    },
    abort() {
      rmSync(path, { force: true });
    },
  };
}

const ENGINE_KINDS = new Map<string, { decl: AnyExport; task: ReturnType<typeof defineExportTask> }>();
for (const decl of Object.values(EXPORTS)) {
  const task = defineExportTask({
    kind: decl.engineKind,
    downloadCodes: [SUPPORT_TASK_KIND_INFO[decl.kind].code, 'router_spt_export_log'],
    describe: (deps, params, lang) => describe(deps, decl, params as ExportParams<unknown>, lang),
    rowsPerStep: ROWS_PER_STEP,
    stepMs: 100,
    open: (deps, task, path) => openWriter(deps, decl, task, path),
  });
  ENGINE_KINDS.set(decl.engineKind, { decl, task });
}

/** Whether an engine kind is one of the task centre's exports. */
export const isSupportExportKind = (engineKind: string) => ENGINE_KINDS.has(engineKind);

/** An export's filters in words (the task list's source column). */
export function describeSupportExport(deps: AppDeps, engineKind: string, params: string, lang: Lang) {
  const found = ENGINE_KINDS.get(engineKind);
  return found ? describe(deps, found.decl, JSON.parse(params) as ExportParams<unknown>, lang) : '-';
}

const insertSupportTask = perConnection<[number, string, string]>(
  'insert into support_tasks (task_id, kind, params) values (?, ?, ?)',
);

/**
 * Queues an export of the task centre: one client's rows in the client's queue, or every client's
 * under the filters in the platform's; refused (nothing created) for an unknown client or nothing
 * to export. Listed in /batch_task/list and support's export log.
 */
export function startSupportExport(
  deps: AppDeps,
  auth: AuthContext,
  body: { kind: SupportExportTaskKind; client_id?: number } & Record<string, unknown>,
  lang: Lang,
) {
  const code = SUPPORT_TASK_KIND_INFO[body.kind].code;
  if (!auth.codes.has(code)) throw permissionDenied([code], lang);
  const decl = EXPORTS[body.kind];
  const client = body.client_id === undefined ? null : clientById(deps.sqlite).get(body.client_id);
  if (client === undefined) throw fieldRefused('client_id', 'client_not_found', { id: body.client_id! });
  const filters = decl.filters(body, deps);
  const { n, max_id } = decl.count(deps, client, filters);
  if (n === 0) throw badRequest(decl.nothing);
  const params: ExportParams<unknown> = {
    filters: { ...filters, ...(client ? { client_id: client.id } : {}) },
    maxId: max_id,
    lang,
  };
  const { task } = ENGINE_KINDS.get(decl.engineKind)!;
  return deps.sqlite.transaction(() => {
    const taskId = createTask(deps, {
      kind: task,
      clientId: client?.id ?? null,
      userId: auth.userId,
      params,
      rows: n,
    });
    insertSupportTask(deps.sqlite).run(
      taskId,
      decl.kind,
      JSON.stringify({ source: { export: true }, choice: {} }),
    );
    return { task_id: taskId, total: n };
  })();
}

const fileOf = perConnection<
  [number],
  {
    kind: string;
    status: string;
    params: string;
    file_name: string | null;
    mime: string | null;
    path: string | null;
    finished_at: number | null;
  }
>(
  `select t.kind, t.status, t.params, f.file_name, f.mime, f.path, t.finished_at
   from tasks t left join task_files f on f.task_id = t.id where t.id = ?`,
);

/**
 * An export's file, for the task list's signed link: refused while it is not done, or once it is
 * gone (TASK_FILE_DAYS after it finished). A seeded export's file is written when first asked for.
 */
export async function supportExportFile(deps: AppDeps, taskId: number) {
  const file = fileOf(deps.sqlite).get(taskId);
  const found = file && ENGINE_KINDS.get(file.kind);
  if (!file || !found) throw badRequest('export_not_ready');
  if (file.status !== 'done' || !file.path || !file.file_name) throw badRequest('export_not_ready');
  const path = join(deps.uploadDir, file.path);
  const expired = file.finished_at !== null && deps.clock.now() > fileKeptUntil(file.finished_at);
  const params = JSON.parse(file.params) as ExportParams<unknown>;
  if (!expired && !existsSync(path) && params.seeded) await writeSeededExport(deps, found.task, taskId, path);
  if (expired || !existsSync(path)) {
    rmSync(path, { force: true });
    throw badRequest('task_file_gone', { days: TASK_FILE_DAYS });
  }
  return { name: file.file_name, mime: file.mime ?? XLSX_MIME, stream: createReadStream(path) };
}
