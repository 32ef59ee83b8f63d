import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { IMPORT_KINDS } from './batch.ts';
import { cardExportRowSchema, TASK_STATUS_KEYS, TASK_STATUSES } from './card-export.ts';

/** What an export task exports: each kind of export the portal offers. */
export const EXPORT_KINDS = labelled({
  card_export: { label: 'taskLog.exportKinds.card_export', tone: 'info' },
  ledger_export: { label: 'taskLog.exportKinds.ledger_export', tone: 'info' },
  charge_export: { label: 'taskLog.exportKinds.charge_export', tone: 'info' },
  sap_session_export: { label: 'perm.router_sap_sim_session', tone: 'info' },
  payment_card_export: { label: 'perm.router_report_payment_card', tone: 'info' },
});
export type ExportKind = keyof typeof EXPORT_KINDS;
export const EXPORT_KIND_KEYS = Object.keys(EXPORT_KINDS) as [ExportKind, ...ExportKind[]];

/**
 * Every kind of task the task engine runs, worded: the batches, the exports, and the writes that
 * run as tasks (an SMS send, a card assignment, a sub-customer import). A kind the engine registers
 * without a label here fails an API test (tests/api/task-kinds.test.ts).
 */
export const TASK_KINDS = labelled({
  ...IMPORT_KINDS,
  ...EXPORT_KINDS,
  sms_send: { label: 'perm.router_sms_send', tone: 'info' },
  card_assign: { label: 'taskLog.taskKinds.card_assign', tone: 'info' },
  sub_client_import: { label: 'taskLog.taskKinds.sub_client_import', tone: 'info' },
  operation_log_export: { label: 'perm.router_spt_operation_log', tone: 'info' },
  speed_limit_lift: { label: 'perm.router_spt_limit_control_resume', tone: 'info' },
  support_activate: { label: 'supportTask.cs.title', tone: 'warning' },
  support_gprs_reset: { label: 'perm.router_spt_batchtask_card_gprs_status_reset', tone: 'info' },
  support_card_export: { label: 'perm.router_spt_batchtask_card_export', tone: 'info' },
  support_recharge_export: { label: 'perm.router_spt_batchtask_recharge_export', tone: 'info' },
  support_usage_export: { label: 'perm.router_spt_batchtask_card_usage_export', tone: 'info' },
  small_plan_stop_export: { label: 'support.smallPlanStops.title', tone: 'info' },
  // Issue 50: support's traffic analyses and session extractions.
  sap_chart_analysis: { label: 'perm.router_spt_sap_chart_task', tone: 'info' },
  sap_session_extract: { label: 'perm.router_spt_sap_session_task', tone: 'info' },
});
export type TaskKindKey = keyof typeof TASK_KINDS;
export const TASK_KIND_KEYS = Object.keys(TASK_KINDS) as [TaskKindKey, ...TaskKindKey[]];

/** A card export's row (id, times, status, progress, rows, filters, operator, file) plus the log's own. */
export const exportLogRowSchema = cardExportRowSchema.extend({
  kind: z.enum(EXPORT_KIND_KEYS),
  /** The file's size once done ('1.2 MB'), and the last day it can be downloaded. */
  size: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Times the file was downloaded. */
  downloads: z.number().int(),
});
export type ExportLogRow = z.infer<typeof exportLogRowSchema>;

/** /export_log: every export of the caller's client, of every kind, with its file. */
export const exportLogList = defineList({
  path: '/task/export_log/',
  summary:
    "The caller's client's exports of every kind, newest first: progress, file, size, expiry, downloads",
  access: { anyOf: ['router_export_log'] },
  row: exportLogRowSchema,
  filters: {
    kind: filter.enum(EXPORT_KINDS, FIELDS.taskType),
    status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
    /** Started on these days (UTC+8), both included. */
    created: filter.dateRange('common.startedOn'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'id', label: FIELDS.taskId, type: 'text' },
    { prop: 'kind', label: FIELDS.taskType, type: 'tag', options: EXPORT_KINDS },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'filters', label: FIELDS.filtersUsed, type: 'text', width: 240 },
    { prop: 'total', label: 'common.rows', type: 'text' },
    { prop: 'status', label: FIELDS.taskStatus, type: 'status', options: TASK_STATUSES },
    { prop: 'progress', label: FIELDS.progress, type: 'progress', scale: 'task' },
    { prop: 'size', label: 'taskLog.exportLogList.column.size', type: 'text' },
    { prop: 'expires_at', label: 'taskLog.exportLogList.column.expires_at', type: 'text' },
    { prop: 'downloads', label: 'taskLog.exportLogList.column.downloads', type: 'text' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text', hidden: true },
    { prop: 'error', label: 'common.note', type: 'text' },
    { prop: 'download', label: FIELDS.download, type: 'download' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'cancel',
          label: 'common.cancel',
          perm: 'router_export_log',
          when: { prop: 'status', values: ['pending'] },
        },
      ],
    },
  ],
});

/** Cancels a queued task of the caller's client (one that has not started). */
export const cancelTask = defineEndpoint({
  method: 'POST',
  path: '/task/cancel/',
  summary: "Cancels a queued task of the caller's client; a started or ended task is refused",
  access: { anyOf: ['router_export_log', 'router_import_log'] },
  body: z.object({ task_id: positiveId() }),
  data: z.object({ task_id: z.number().int(), status: z.enum(TASK_STATUS_KEYS) }),
});
