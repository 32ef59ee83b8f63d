import { z } from 'zod';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';
import { cardExportRowSchema, TASK_STATUSES } from './card-export.ts';
import { EXPORT_KINDS, TASK_KINDS } from './task-log.ts';

/** What support's export log lists: every client's exports, and support's own (the operation log). */
export const SUPPORT_EXPORT_KINDS = labelled({
  ...EXPORT_KINDS,
  operation_log_export: TASK_KINDS.operation_log_export,
  // Issue 47: the task centre's exports (support's own, never in a customer's export log).
  support_card_export: TASK_KINDS.support_card_export,
  support_recharge_export: TASK_KINDS.support_recharge_export,
  support_usage_export: TASK_KINDS.support_usage_export,
  // Issue 46: /report_data's export.
  small_plan_stop_export: TASK_KINDS.small_plan_stop_export,
  // Issue 50: support's session extractions.
  sap_session_extract: TASK_KINDS.sap_session_extract,
});
export type SupportExportKind = keyof typeof SUPPORT_EXPORT_KINDS;
export const SUPPORT_EXPORT_KIND_KEYS = Object.keys(SUPPORT_EXPORT_KINDS) as [
  SupportExportKind,
  ...SupportExportKind[],
];

export const supportExportLogRowSchema = cardExportRowSchema.extend({
  kind: z.enum(SUPPORT_EXPORT_KIND_KEYS),
  client_name: z.string(),
});
export type SupportExportLogRow = z.infer<typeof supportExportLogRowSchema>;

export const supportExportLogList = defineList({
  path: '/support/_list/export_log/',
  summary: "Every client's exports of every kind, and support's own, for the support side, newest first",
  access: { anyOf: ['router_spt_export_log'] },
  row: supportExportLogRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    kind: filter.enum(SUPPORT_EXPORT_KINDS, FIELDS.taskType),
    status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
    /** Part of the username of whoever started the export. */
    username: filter.text(FIELDS.operator, 'common.username'),
    /** Started on these days (UTC+8), both included. */
    created: filter.dateRange('common.startedOn'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'kind', label: FIELDS.taskType, type: 'tag', options: SUPPORT_EXPORT_KINDS },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: TASK_STATUSES },
    { prop: 'filters', label: FIELDS.filtersUsed, type: 'text', width: 260 },
    { prop: 'total', label: 'common.rows', type: 'text' },
    { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text' },
    { prop: 'download', label: FIELDS.download, type: 'download' },
  ],
});
