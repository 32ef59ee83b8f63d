import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';
import { cardFilterSchema } from './card-list.ts';

/** A background task's state (tasks.status), as every task list shows it. */
export const TASK_STATUSES = labelled({
  pending: { label: 'common.queued', tone: 'default' },
  running: { label: 'card.taskStatuses.running', tone: 'info' },
  done: { label: 'card.taskStatuses.done', tone: 'success' },
  partial: { label: 'common.partlyFailed', tone: 'warning' },
  failed: { label: 'common.failed', tone: 'danger' },
  cancelled: { label: 'card.taskStatuses.cancelled', tone: 'default' },
});
export type TaskStatus = keyof typeof TASK_STATUSES;
export const TASK_STATUS_KEYS = Object.keys(TASK_STATUSES) as [TaskStatus, ...TaskStatus[]];

/** Days a task's result file is kept after the task finished; then it is gone, with a clear message. */
export const TASK_FILE_DAYS = 7;

/** Cards one export may hold (an xlsx sheet holds 1,048,575 rows). */
export const CARD_EXPORT_MAX = 1_000_000;

export const startCardExport = defineEndpoint({
  method: 'POST',
  path: '/card/export/',
  summary:
    "Starts an export of the card list's cards under the given filters (an xlsx built in the background, listed under /card/export)",
  access: { anyOf: ['func_export_data'] },
  body: cardFilterSchema,
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});

export const cardExportRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(TASK_STATUS_KEYS),
  progress: z.number().int(),
  /** Cards the export covers. */
  total: z.number().int(),
  /** The filters it was started with, in the caller's language ('全部' / 'All' for none). */
  filters: z.string(),
  username: z.string(),
  /**
   * The xlsx's download address while its file is kept (it carries its own signature: a plain
   * link works); null before it is done and after it expired.
   */
  download: z.string().nullable(),
  /** Why there is no file: the export failed, or its file expired (in the caller's language). */
  error: z.string().nullable(),
});
export type CardExportRow = z.infer<typeof cardExportRowSchema>;

export const cardExportList = defineList({
  path: '/card/export/list/',
  summary: "The caller's card exports, newest first, with their progress and files",
  access: { anyOf: ['router_card_export'] },
  row: cardExportRowSchema,
  filters: {
    status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
  },
  columns: [
    { prop: 'id', label: FIELDS.taskId, type: 'text' },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text' },
    { prop: 'filters', label: FIELDS.filtersUsed, type: 'text', width: 260 },
    { prop: 'total', label: 'common.cards', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'tag', options: TASK_STATUSES },
    { prop: 'progress', label: FIELDS.progress, type: 'progress', scale: 'task' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text' },
    { prop: 'error', label: 'card.exportList.column.error', type: 'text', hidden: true },
    { prop: 'download', label: FIELDS.download, type: 'download' },
  ],
});

/**
 * `GET {CARD_EXPORT_DOWNLOAD_PATH}?task_id=&sign=` answers the export's xlsx itself, not an
 * envelope, so it is no contract endpoint: the list's `download` cell links to it with the
 * task's signature (a browser link sends no token); a caller with a token may send
 * `Authorization` and the task id alone.
 */
export const CARD_EXPORT_DOWNLOAD_PATH = '/card/export/download/';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
