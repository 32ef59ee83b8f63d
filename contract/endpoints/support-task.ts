import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import type { PermCode } from '../permissions.ts';
import type { TemplateKey } from '../templates.ts';
import { DAY_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { BATCH_FILE_EXTENSIONS, BATCH_PASTE_MAX, rowCheckSchema } from './batch.ts';
import { CARD_STATUS_KEYS, CARD_STATUSES, CARRIER_KEYS, CARRIERS } from './card.ts';
import { RECHARGE_KINDS } from './card-detail.ts';
import { TASK_STATUS_KEYS, TASK_STATUSES } from './card-export.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';
import { SUPPORT_REASON_MAX } from './support-card.ts';

/**
 * The support side's task centre (任务中心, issue 47): batch work support runs for any client, on
 * the one task engine, in the client's own queue. A kind of support task is one declaration: its
 * label, the code it needs, the template its file is made from, and the fields its form asks for
 * (SUPPORT_TASK_KIND_INFO and SUPPORT_TASK_FORMS here; the per-row rule and step in
 * server/services/support-tasks.ts). /batch_task/list lists every kind; /batch_task/<KIND> lists
 * one; /add_support_task creates one: the client, the cards (pasted or a file), a check of every
 * row with its counts, and only then, confirmed, the task.
 */
export const SUPPORT_TASK_KINDS = labelled({
  O_BHCS: { label: 'perm.router_spt_batchtask_subclient_handout_cards', tone: 'info' },
  O_LCR: { label: 'perm.router_spt_limit_control_resume', tone: 'info' },
  O_CS: { label: 'supportTask.cs.title', tone: 'warning' },
  O_GPRS: { label: 'perm.router_spt_batchtask_card_gprs_status_reset', tone: 'info' },
  Q_CE: { label: 'perm.router_spt_batchtask_card_export', tone: 'default' },
  Q_IRE: { label: 'perm.router_spt_batchtask_recharge_export', tone: 'default' },
  Q_CU: { label: 'perm.router_spt_batchtask_card_usage_export', tone: 'default' },
});
export type SupportTaskKind = keyof typeof SUPPORT_TASK_KINDS;
export const SUPPORT_TASK_KIND_KEYS = Object.keys(SUPPORT_TASK_KINDS) as [
  SupportTaskKind,
  ...SupportTaskKind[],
];

/**
 * What each kind needs: its own code (besides router_spt_batch_task), and its file's template (an
 * export, Q_*, reads no file: null).
 */
export const SUPPORT_TASK_KIND_INFO: Record<
  SupportTaskKind,
  { code: PermCode; template: TemplateKey | null }
> = {
  O_BHCS: { code: 'router_spt_batchtask_subclient_handout_cards', template: 'card_numbers' },
  O_LCR: { code: 'router_spt_limit_control_resume', template: 'card_numbers' },
  O_CS: { code: 'router_spt_change_status', template: 'card_numbers' },
  O_GPRS: { code: 'router_spt_batchtask_card_gprs_status_reset', template: 'card_numbers' },
  Q_CE: { code: 'router_spt_batchtask_card_export', template: null },
  Q_IRE: { code: 'router_spt_batchtask_recharge_export', template: null },
  Q_CU: { code: 'router_spt_batchtask_card_usage_export', template: null },
};

/** Where a task's cards come from: numbers pasted on the form, or the kind's template as a file. */
export const SUPPORT_TASK_SOURCES = labelled({
  list: { label: 'common.batch.fromText', tone: 'default' },
  file: { label: 'common.batch.fromFile', tone: 'default' },
});

/** The kinds that export (Q_*): no rows to check, a file streamed by the engine. */
export const SUPPORT_EXPORT_TASK_KEYS = [
  'Q_CE',
  'Q_IRE',
  'Q_CU',
] as const satisfies readonly SupportTaskKind[];
export type SupportExportTaskKind = (typeof SUPPORT_EXPORT_TASK_KEYS)[number];
export const isSupportExportTask = (kind: SupportTaskKind): kind is SupportExportTaskKind =>
  (SUPPORT_EXPORT_TASK_KEYS as readonly string[]).includes(kind);

/** The kinds that act on cards (O_*): their rows are checked, then applied. */
const SUPPORT_ROW_TASK_KEYS = SUPPORT_TASK_KIND_KEYS.filter((k) => !isSupportExportTask(k)) as [
  SupportTaskKind,
  ...SupportTaskKind[],
];

const supportTaskBody = z
  .object({
    kind: z.enum(SUPPORT_ROW_TASK_KEYS),
    client_id: positiveId('support_task_client_required'),
    /** O_BHCS: the sub-client of `client_id` the cards go to. */
    to_client_id: positiveId('transfer_sub_client_required').optional(),
    source: z.enum(['list', 'file']).default('list'),
    numbers: z
      .array(z.string().trim().max(40))
      .max(BATCH_PASTE_MAX, { message: 'support_task_too_many' })
      .optional(),
    file_url: z.string().trim().max(300).optional(),
    /**
     * Why (O_CS and O_LCR, required there): each card's status history or operations and the
     * operation log's note keep it.
     */
    reason: z.string().trim().max(SUPPORT_REASON_MAX, { message: 'support_reason_too_long' }).optional(),
  })
  .refine((b) => (b.source === 'file' ? Boolean(b.file_url) : (b.numbers?.length ?? 0) > 0), {
    message: 'batch_source',
    path: ['numbers'],
  })
  .refine((b) => b.kind !== 'O_BHCS' || b.to_client_id !== undefined, {
    message: 'transfer_sub_client_required',
    path: ['to_client_id'],
  })
  .refine((b) => b.kind !== 'O_CS' || (b.reason ?? '') !== '', {
    message: 'support_reason_required',
    path: ['reason'],
  });

/**
 * An export of the task centre: Q_CE one client's cards (a main client's with its sub-clients'), or
 * every client's under the filters.
 */
const day = z.string().trim().regex(DAY_PATTERN, { message: 'date_invalid' });
const supportExportBody = z
  .object({
    kind: z.enum(SUPPORT_EXPORT_TASK_KEYS),
    /** Only this client's rows; none: every client's. */
    client_id: positiveId().optional(),
    /** Q_CE: the cards' status and carrier. */
    status: z.enum(CARD_STATUS_KEYS).optional(),
    carrier: z.enum(CARRIER_KEYS).optional(),
    /** Q_IRE: the recharges' type. */
    recharge_kind: z.enum(Object.keys(RECHARGE_KINDS) as [keyof typeof RECHARGE_KINDS]).optional(),
    /** Q_IRE and Q_CU (required there, at most USAGE_EXPORT_DAYS_MAX days): days in UTC+8, both included. */
    date_start: day.optional(),
    date_end: day.optional(),
  })
  .refine((b) => !b.date_start || !b.date_end || b.date_end >= b.date_start, {
    message: 'range_end_before_start',
    path: ['date_end'],
  })
  .refine((b) => b.kind !== 'Q_CU' || (Boolean(b.date_start) && Boolean(b.date_end)), {
    message: 'usage_export_range_required',
    path: ['date_end'],
  });

/** Q_CU: the most days one export of daily usage covers (a longer range is refused under its field). */
export const USAGE_EXPORT_DAYS_MAX = 31;

export const startSupportExport = defineEndpoint({
  method: 'POST',
  path: '/support/task/export/',
  summary:
    "Queues an export of the task centre (Q_CE cards, Q_IRE recharges, Q_CU daily usage per card) of one client or under filters across clients: a task of the platform's queue whose xlsx is streamed to its file",
  // Each kind needs its own code as well (SUPPORT_TASK_KIND_INFO).
  access: { anyOf: ['router_spt_batch_task'] },
  body: supportExportBody,
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});

/** A support task's check: the row check's answer (as a batch's), its kind and client. */
export const supportTaskCheckSchema = rowCheckSchema.extend({
  kind: z.enum(SUPPORT_TASK_KIND_KEYS),
  client_name: z.string(),
});
export type SupportTaskCheck = z.infer<typeof supportTaskCheckSchema>;

export const checkSupportTask = defineEndpoint({
  method: 'POST',
  path: '/support/task/check/',
  summary:
    "Reads a support task's cards (pasted, at most 100, or the kind's template, up to 100,000 rows) for one " +
    "client and checks every row (a card number, not repeated, the client's, allowed now); nothing is applied",
  // Each kind needs its own code as well (SUPPORT_TASK_KIND_INFO).
  access: { anyOf: ['router_spt_batch_task'] },
  body: supportTaskBody,
  data: supportTaskCheckSchema,
});

export const startSupportTask = defineEndpoint({
  method: 'POST',
  path: '/support/task/start/',
  summary: "Queues a checked support task in its client's queue (its valid rows are applied step by step)",
  access: { anyOf: ['router_spt_batch_task'] },
  body: z.object({ task_id: positiveId() }),
  data: z.object({ task_id: z.number().int(), status: z.enum(TASK_STATUS_KEYS) }),
});

export const retrySupportTask = defineEndpoint({
  method: 'POST',
  path: '/support/task/retry/',
  summary: "Checks an ended support task's failed rows again, as a new task to confirm",
  access: { anyOf: ['router_spt_batch_task'] },
  body: z.object({ task_id: positiveId() }),
  data: supportTaskCheckSchema,
});

export const cancelSupportTask = defineEndpoint({
  method: 'POST',
  path: '/support/task/cancel/',
  summary: 'Cancels a queued support task (one that has not started)',
  access: { anyOf: ['router_spt_batch_task'] },
  body: z.object({ task_id: positiveId() }),
  data: z.object({ task_id: z.number().int(), status: z.enum(TASK_STATUS_KEYS) }),
});

export const supportTaskRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUPPORT_TASK_KIND_KEYS),
  client_name: z.string(),
  source: z.string(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  status: z.enum(TASK_STATUS_KEYS),
  progress: z.number().int(),
  username: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** The per-row results (xlsx) in the caller's language: a signed link. */
  results: z.string().nullable(),
});
export type SupportTaskRow = z.infer<typeof supportTaskRowSchema>;

/** /batch_task/list (and each kind's own page, filtered to it): every support task of every client. */
export const supportTaskList = defineList({
  path: '/support/_list/batch_task/',
  summary:
    'Every support task of every client, newest first: kind, client, rows, progress, operator, results',
  access: { anyOf: ['router_spt_batch_task'] },
  row: supportTaskRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    kind: filter.enum(SUPPORT_TASK_KINDS, FIELDS.taskType),
    status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
    created: filter.dateRange('common.startedOn'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'id', label: FIELDS.taskId, type: 'text' },
    { prop: 'kind', label: FIELDS.taskType, type: 'tag', options: SUPPORT_TASK_KINDS },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text' },
    { prop: 'source', label: 'batch.importLogList.column.source', type: 'text', width: 180 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'total', label: 'common.rows', type: 'text' },
    { prop: 'succeeded', label: 'common.succeeded', type: 'text' },
    { prop: 'failed', label: 'common.failed', type: 'text' },
    { prop: 'status', label: FIELDS.taskStatus, type: 'status', options: TASK_STATUSES },
    { prop: 'progress', label: FIELDS.progress, type: 'progress', scale: 'task' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text' },
    { prop: 'results', label: 'batch.importLogList.column.results', type: 'download' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'cancel',
          label: 'common.cancel',
          perm: 'router_spt_batch_task',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'retry',
          label: 'batch.importLogList.column.actions.retry',
          perm: 'router_spt_batch_task',
          when: { prop: 'status', values: ['partial', 'failed'] },
        },
      ],
    },
  ],
});

/** `GET {SUPPORT_TASK_RESULTS_PATH}?task_id=&sign=&lang=`: a support task's per-row results (xlsx). */
export const SUPPORT_TASK_RESULTS_PATH = '/support/task/results/';

const clientField = {
  kind: 'client',
  label: 'support.clientSearch',
  placeholder: 'support.clientSearchPlaceholder',
} as const;
const sourceFields = {
  source: {
    kind: 'enum',
    values: SUPPORT_TASK_SOURCES,
    label: 'supportTask.cards',
    as: 'radio',
    initial: 'list',
  },
  numbers: {
    kind: 'cards',
    label: 'common.batch.numbers',
    help: 'supportTask.numbersHelp',
    showWhen: { field: 'source', values: ['list'] },
  },
  file_url: {
    kind: 'upload',
    accept: BATCH_FILE_EXTENSIONS,
    maxBytes: UPLOAD_MAX_BYTES,
    label: 'common.batch.fromFile',
    help: 'supportTask.fileHelp',
    showWhen: { field: 'source', values: ['file'] },
  },
} as const;

/** Each kind's form: the client, what the kind asks for, the cards. The page sends `kind`. */
export const SUPPORT_TASK_FORMS = {
  O_BHCS: defineForm({
    create: checkSupportTask,
    fields: {
      client_id: { ...clientField, help: 'supportTask.bhcs.clientHelp' },
      to_client_id: {
        kind: 'client',
        label: 'supportTask.bhcs.toClient',
        help: 'supportTask.bhcs.toClientHelp',
      },
      ...sourceFields,
    },
    texts: {
      create: 'perm.router_spt_batchtask_subclient_handout_cards',
      notice: 'supportTask.bhcs.notice',
      submit: 'common.batch.check',
      created: 'supportTask.checked',
    },
  }),
  O_LCR: defineForm({
    create: checkSupportTask,
    fields: {
      client_id: { ...clientField, help: 'supportTask.lcr.clientHelp' },
      reason: {
        kind: 'textarea',
        rows: 2,
        label: 'common.reason',
        placeholder: 'supportTask.lcr.reasonPlaceholder',
        help: 'supportTask.lcr.reasonHelp',
      },
      ...sourceFields,
    },
    texts: {
      create: 'perm.router_spt_limit_control_resume',
      notice: 'supportTask.lcr.notice',
      submit: 'common.batch.check',
      created: 'supportTask.checked',
    },
  }),
  O_CS: defineForm({
    create: checkSupportTask,
    fields: {
      client_id: { ...clientField, help: 'supportTask.cs.clientHelp' },
      reason: {
        kind: 'textarea',
        rows: 2,
        label: 'common.reason',
        placeholder: 'supportTask.cs.reasonPlaceholder',
        help: 'supportTask.cs.reasonHelp',
      },
      ...sourceFields,
    },
    texts: {
      create: 'supportTask.cs.title',
      notice: 'supportTask.cs.notice',
      submit: 'common.batch.check',
      created: 'supportTask.checked',
    },
  }),
  O_GPRS: defineForm({
    create: checkSupportTask,
    fields: { client_id: { ...clientField, help: 'supportTask.cs.clientHelp' }, ...sourceFields },
    texts: {
      create: 'perm.router_spt_batchtask_card_gprs_status_reset',
      notice: 'supportTask.gprs.notice',
      submit: 'common.batch.check',
      created: 'supportTask.checked',
    },
  }),
  Q_CE: defineForm({
    create: startSupportExport,
    fields: {
      client_id: { ...clientField, help: 'supportTask.ce.clientHelp' },
      status: {
        kind: 'enum',
        values: CARD_STATUSES,
        label: FIELDS.cardStatus,
        empty: 'common.all',
        width: 'half',
      },
      carrier: { kind: 'enum', values: CARRIERS, label: FIELDS.carrier, empty: 'common.all', width: 'half' },
    },
    texts: {
      create: 'perm.router_spt_batchtask_card_export',
      notice: 'supportTask.ce.notice',
      submit: 'supportTask.exportSubmit',
      created: 'supportTask.exportStarted',
    },
  }),
  Q_IRE: defineForm({
    create: startSupportExport,
    fields: {
      client_id: { ...clientField, help: 'supportTask.ire.clientHelp' },
      recharge_kind: {
        kind: 'enum',
        values: RECHARGE_KINDS,
        label: 'common.rechargeType',
        empty: 'common.all',
      },
      date: { kind: 'date_range', label: 'common.time' },
    },
    texts: {
      create: 'perm.router_spt_batchtask_recharge_export',
      notice: 'supportTask.ire.notice',
      submit: 'supportTask.exportSubmit',
      created: 'supportTask.exportStarted',
    },
  }),
  Q_CU: defineForm({
    create: startSupportExport,
    fields: {
      client_id: { ...clientField, help: 'supportTask.cu.clientHelp' },
      carrier: { kind: 'enum', values: CARRIERS, label: FIELDS.carrier, empty: 'common.all' },
      date: { kind: 'date_range', label: 'supportTask.cu.days', help: 'supportTask.cu.daysHelp' },
    },
    texts: {
      create: 'perm.router_spt_batchtask_card_usage_export',
      notice: 'supportTask.cu.notice',
      submit: 'supportTask.exportSubmit',
      created: 'supportTask.exportStarted',
    },
  }),
} satisfies Record<SupportTaskKind, unknown>;
