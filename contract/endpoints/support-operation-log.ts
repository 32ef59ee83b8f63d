import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';
import { LOGIN_TYPES } from './auth.ts';

/** How the person was logged in when it wrote: a customer, support, or support switched into a customer. */
export const OPERATION_LOGIN_TYPES = labelled({
  client: { label: 'support.loginTypes.client', tone: 'default' },
  support: { label: 'support.loginTypes.support', tone: 'info' },
  support_switch_client: { label: 'support.loginTypes.support_switch_client', tone: 'warning' },
});

/** Whether a write was done (200) or refused (anything else, its message beside it). */
export const OPERATION_RESULTS = labelled({
  ok: { label: 'common.succeeded', tone: 'success' },
  refused: { label: 'common.failed', tone: 'danger' },
});

export const operationLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  client_name: z.string(),
  login_type: z.enum(LOGIN_TYPES),
  /** The endpoint: `POST /card/stop/`. */
  action: z.string(),
  object: z.string(),
  /** The reason the user gave, when it gave one (a support action's). */
  note: z.string(),
  result: z.enum(['ok', 'refused']),
  /** The answer's code and message: `200 成功`, `599 ...`. */
  message: z.string(),
  ip: z.string(),
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;

export const operationLogList = defineList({
  path: '/support/_list/operation_log/',
  summary: "Every user's writes through the portal, every client, newest first (the operation log)",
  access: { anyOf: ['router_spt_operation_log'] },
  row: operationLogRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    /** The whole username of the person who wrote (customer or support). */
    username: filter.exact(FIELDS.operator, 'common.username'),
    /** Part of the endpoint's path. */
    action: filter.text('common.action', 'support.operationLogList.actionPlaceholder'),
    login_type: filter.enum(OPERATION_LOGIN_TYPES, 'support.operationLogList.column.login_type'),
    result: filter.enum(OPERATION_RESULTS, 'common.result'),
    /** Written on these days (UTC+8), both included. */
    at: filter.dateRange(FIELDS.date),
  },
  sorts: ['at'],
  columns: [
    { prop: 'at', label: 'support.operationLogList.column.at', type: 'text', sortable: true },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text' },
    {
      prop: 'login_type',
      label: 'support.operationLogList.column.login_type',
      type: 'tag',
      options: OPERATION_LOGIN_TYPES,
    },
    { prop: 'action', label: 'common.action', type: 'text', width: 220 },
    { prop: 'object', label: 'support.operationLogList.column.object', type: 'text', width: 220 },
    { prop: 'note', label: 'common.reason', type: 'text', width: 160 },
    { prop: 'result', label: 'common.result', type: 'status', options: OPERATION_RESULTS },
    { prop: 'message', label: 'support.operationLogList.column.message', type: 'text', width: 200 },
    { prop: 'ip', label: 'support.operationLogList.column.ip', type: 'text' },
  ],
});

/** The operation log's export, the platform's task (support's exports run in the platform's queue). */
export const OPERATION_LOG_EXPORT_KIND = 'operation_log_export';

export const startOperationLogExport = defineEndpoint({
  method: 'POST',
  path: '/support/operation_log/export/',
  summary:
    'Starts an export of the operation log under the given filters (an xlsx built in the background, listed under the support export log)',
  access: { anyOf: ['router_spt_operation_log'] },
  body: filtersSchemaOf(operationLogList.list),
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});
