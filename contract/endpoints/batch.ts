import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import type { TemplateKey } from '../templates.ts';
import { FIELDS } from '../vocabulary.ts';
import {
  CARD_FUNCTION_KEYS,
  CARD_FUNCTIONS,
  CARD_STATUSES,
  CARRIER_KEYS,
  CARRIERS,
  type Carrier,
} from './card.ts';
import { TASK_STATUS_KEYS, TASK_STATUSES } from './card-export.ts';
import { cardFilterSchema } from './card-list.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';

/**
 * Batches: work on many cards given as pasted numbers or a file (an import). A batch is read and
 * checked first (`/batch/check/`: every row's number, repeats, cards not the caller's, cards whose
 * status does not allow the operation), the user sees the counts and the refused rows, and only a
 * confirmed batch (`/batch/start/`) becomes a task of the engine. /import_log lists them all.
 */

/** What a batch does: each kind of import the portal offers. */
export const IMPORT_KINDS = labelled({
  card_stop: { label: 'batch.importKinds.card_stop', tone: 'warning' },
  card_resume: { label: 'batch.importKinds.card_resume', tone: 'success' },
  carrier_change: { label: 'perm.router_change_carrier', tone: 'info' },
  net_off: { label: 'batch.importKinds.net_off', tone: 'warning' },
  net_on: { label: 'batch.importKinds.net_on', tone: 'success' },
  oc_distribute: { label: 'perm.router_oc_distribute', tone: 'info' },
});
export type ImportKind = keyof typeof IMPORT_KINDS;
export const IMPORT_KIND_KEYS = Object.keys(IMPORT_KINDS) as [ImportKind, ...ImportKind[]];

/** The template each kind of batch is imported with. */
export const IMPORT_KIND_TEMPLATES: Record<ImportKind, TemplateKey> = {
  card_stop: 'card_numbers',
  card_resume: 'card_numbers',
  carrier_change: 'carrier_change',
  net_off: 'card_numbers',
  net_on: 'card_numbers',
  oc_distribute: 'oc_cards',
};

/** The kinds that turn network functions off or on: the page chooses which, for every row. */
export const NET_KINDS: readonly ImportKind[] = ['net_off', 'net_on'];

/** Numbers one pasted batch may hold (a carrier's batch call takes at most 100 cards). */
export const BATCH_PASTE_MAX = 100;
/** Rows one imported file may hold. */
export const BATCH_FILE_MAX_ROWS = 100_000;
/** Files a batch can be imported from: the template (xlsx), or a column of numbers as csv or txt. */
export const BATCH_FILE_EXTENSIONS = ['xlsx', 'csv', 'txt'] as const;
/** Cards one batch by the card list's filter may hold (a policy distribution); more are refused. */
export const BATCH_FILTER_MAX = 10_000;
/** Refused rows a check answer lists (the per-row result file has them all). */
export const BATCH_CHECK_ROWS_SHOWN = 200;
/** Minutes a checked batch waits for its confirmation before it is forgotten. */
export const BATCH_CHECK_MINUTES = 60;

/**
 * The carriers' monthly 停机保号 fee per stopped card, in cents: a stopped card keeps its number
 * for this much a month, which a batch stop names before it is confirmed.
 */
export const STOP_KEEP_FEE_CENTS: Record<Carrier, number> = { cmcc: 500, cucc: 500, ctcc: 300 };

/** Why a row of a batch was refused before anything was applied. */
export const ROW_CHECKS = labelled({
  format: { label: 'common.notACardNumber', tone: 'danger' },
  duplicate: { label: 'common.repeated', tone: 'warning' },
  not_yours: { label: 'common.notYourCard', tone: 'danger' },
  wrong_status: { label: 'batch.rowChecks.wrong_status', tone: 'warning' },
});
export type RowCheck = keyof typeof ROW_CHECKS;
export const ROW_CHECK_KEYS = Object.keys(ROW_CHECKS) as [RowCheck, ...RowCheck[]];

/**
 * What a check of card numbers answers, for a customer's batch and a support task alike: the
 * checked task waiting to be started, where its rows came from, the counts, the refused rows.
 */
export const rowCheckSchema = z.object({
  /** The checked task: what its start endpoint queues. */
  task_id: z.number().int(),
  /** The imported file's name, or the words for pasted numbers (or a retry). */
  source: z.string(),
  /** Rows read, rows that pass, and the refused ones by reason. */
  total: z.number().int(),
  valid: z.number().int(),
  refused: z.object(
    Object.fromEntries(ROW_CHECK_KEYS.map((k) => [k, z.number().int()])) as Record<RowCheck, z.ZodNumber>,
  ),
  /** The first refused rows (at most BATCH_CHECK_ROWS_SHOWN), each with its reason. */
  bad_rows: z.array(
    z.object({
      row_no: z.number().int(),
      number: z.string(),
      check: z.enum(ROW_CHECK_KEYS),
      reason: z.string(),
    }),
  ),
});
export type RowCheckAnswer = z.infer<typeof rowCheckSchema>;

export const batchCheckSchema = rowCheckSchema.extend({
  kind: z.enum(IMPORT_KIND_KEYS),
  /**
   * What stopping costs: the carriers' monthly 停机保号 fee for the valid cards, worded in the
   * caller's language ('中国移动 12 张 × ¥5.00/月'), and its monthly total in yuan; null for other kinds.
   */
  fee: z.object({ lines: z.array(z.string()), monthly_total: z.number() }).nullable(),
});
export type BatchCheck = z.infer<typeof batchCheckSchema>;

export const checkBatch = defineEndpoint({
  method: 'POST',
  path: '/batch/check/',
  summary:
    'Reads a batch (pasted numbers, at most 100, an uploaded file of up to 100,000 rows, or for a policy ' +
    "distribution the card list's filter, at most 10,000 cards) and checks " +
    'every row before anything is applied: the counts, the refused rows with their reasons, the fee',
  // Each kind needs its own code as well (func_front_sor to stop or resume, func_change_carrier,
  // router_batch_net to turn network functions off or on).
  access: { anyOf: ['func_front_sor', 'func_change_carrier', 'router_batch_net', 'router_oc_distribute'] },
  body: z
    .object({
      kind: z.enum(IMPORT_KIND_KEYS),
      numbers: z.string().max(20_000).optional(),
      file_url: z.string().trim().max(300).optional(),
      /** A carrier change's target for pasted numbers (a file names it on each row). */
      carrier: z.enum(CARRIER_KEYS).optional(),
      plan_id: positiveId().optional(),
      /** The network functions a 断网 / 复网 batch turns off or on, for every row (pasted or a file). */
      functions: z.array(z.enum(CARD_FUNCTION_KEYS)).max(CARD_FUNCTION_KEYS.length).optional(),
      /** The switching policy a distribution (oc_distribute) gives every row's card. */
      policy_id: positiveId().optional(),
      /** The card list's filter: every card of the caller under it (a policy distribution only). */
      filter: cardFilterSchema.optional(),
    })
    .refine(
      (b) =>
        [Boolean(b.file_url), Boolean(b.numbers?.trim()), b.filter !== undefined].filter(Boolean).length ===
        1,
      'batch_source',
    )
    .refine((b) => b.filter === undefined || b.kind === 'oc_distribute', 'batch_filter_kind')
    .refine(
      (b) => b.kind !== 'carrier_change' || Boolean(b.file_url) || (b.carrier && b.plan_id),
      'carrier_target_required',
    )
    .refine((b) => !NET_KINDS.includes(b.kind) || (b.functions?.length ?? 0) > 0, 'net_functions_required')
    .refine((b) => b.kind !== 'oc_distribute' || b.policy_id !== undefined, 'oc_policy_required'),
  data: batchCheckSchema,
});

/**
 * A batch page's form (停复机, 断网/复网, carrier change, policy distribution): the operation, what
 * every row gets (network functions, a policy), then the cards pasted (with a carrier change's
 * target), from a file, or by the card list's filter. Its submit is the check, which the page shows
 * before anything is applied. A page hides what its operations do not ask and narrows `kind` to its
 * own operations; it supplies the plans of the chosen carrier and the client's policies.
 */
export const batchCheckForm = defineForm({
  create: checkBatch,
  fields: {
    kind: { kind: 'enum', as: 'radio', values: IMPORT_KINDS, label: 'batch.operation' },
    policy_id: {
      kind: 'option',
      value: 'id',
      label: 'batch.policy',
      placeholder: 'batch.policyChoose',
      width: 'half',
    },
    functions: { kind: 'multi', values: CARD_FUNCTIONS, label: FIELDS.networkFunctions },
    carrier: {
      kind: 'enum',
      values: CARRIERS,
      empty: 'widgets.carrierTarget.choose',
      label: 'common.targetCarrier',
      width: 'half',
    },
    plan_id: {
      kind: 'option',
      value: 'id',
      label: 'common.targetPlan',
      placeholder: 'widgets.carrierTarget.choose',
      width: 'half',
    },
    numbers: {
      kind: 'textarea',
      rows: 8,
      label: 'common.batch.numbers',
      placeholder: 'common.batch.numbersPlaceholder',
    },
    file_url: {
      kind: 'upload',
      accept: BATCH_FILE_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'common.batch.fromFile',
      help: 'batch.fileHint',
    },
    'filter.status': {
      kind: 'enum',
      values: CARD_STATUSES,
      empty: 'common.all',
      label: FIELDS.cardStatus,
      width: 'half',
    },
    'filter.carrier': {
      kind: 'enum',
      values: CARRIERS,
      empty: 'common.all',
      label: FIELDS.carrier,
      width: 'half',
    },
    'filter.number': {
      kind: 'text',
      label: FIELDS.cardNumber,
      placeholder: 'common.card.numberPlaceholder',
      omitBlank: true,
    },
  },
  tabs: [
    { label: 'common.batch.fromText', fields: ['carrier', 'plan_id', 'numbers'] },
    { label: 'common.batch.fromFile', fields: ['file_url'] },
    { label: 'common.byFilter', fields: ['filter.status', 'filter.carrier', 'filter.number'] },
  ],
  texts: { create: 'batch.operation', submit: 'common.batch.check' },
});

export const startBatch = defineEndpoint({
  method: 'POST',
  path: '/batch/start/',
  summary: 'Queues a checked batch as a task (its valid rows are applied, its refused rows stay refused)',
  access: { anyOf: ['func_front_sor', 'func_change_carrier', 'router_batch_net', 'router_oc_distribute'] },
  body: z.object({ task_id: positiveId() }),
  data: z.object({ task_id: z.number().int(), status: z.enum(TASK_STATUS_KEYS) }),
});

export const retryBatch = defineEndpoint({
  method: 'POST',
  path: '/batch/retry/',
  summary: "Checks a finished batch's failed rows again, as a new batch to confirm",
  access: { anyOf: ['router_import_log'] },
  body: z.object({ task_id: positiveId() }),
  data: batchCheckSchema,
});

export const importLogRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KIND_KEYS),
  /** The imported file's name, or 粘贴号码 / Pasted numbers, in the caller's language. */
  source: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(TASK_STATUS_KEYS),
  progress: z.number().int(),
  total: z.number().int(),
  /** Rows applied, rows failed (refused when checked or when applied); the rest are still to come. */
  succeeded: z.number().int(),
  failed: z.number().int(),
  username: z.string(),
  /** The per-row results (xlsx) in the caller's language: a signed link, or null while queued. */
  results: z.string().nullable(),
  /** Why a failed task failed, in the caller's language. */
  error: z.string().nullable(),
});
export type ImportLogRow = z.infer<typeof importLogRowSchema>;

/** /import_log: every batch of the caller's client, with its counts and per-row results. */
export const importLogList = defineList({
  path: '/task/import_log/',
  summary: "The caller's client's batches (imports) of every kind, newest first, with counts and results",
  access: { anyOf: ['router_import_log'] },
  row: importLogRowSchema,
  filters: {
    kind: filter.enum(IMPORT_KINDS, FIELDS.taskType),
    status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
    created: filter.dateRange('common.startedOn'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'id', label: FIELDS.taskId, type: 'text' },
    { prop: 'kind', label: FIELDS.taskType, type: 'tag', options: IMPORT_KINDS },
    { prop: 'source', label: 'batch.importLogList.column.source', type: 'text', width: 200 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'total', label: 'common.rows', type: 'text' },
    { prop: 'succeeded', label: 'common.succeeded', type: 'text' },
    { prop: 'failed', label: 'common.failed', type: 'text' },
    { prop: 'status', label: FIELDS.taskStatus, type: 'status', options: TASK_STATUSES },
    { prop: 'progress', label: FIELDS.progress, type: 'progress', scale: 'task' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
    { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text', hidden: true },
    { prop: 'error', label: 'common.note', type: 'text', hidden: true },
    { prop: 'results', label: 'batch.importLogList.column.results', type: 'download' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'cancel',
          label: 'common.cancel',
          perm: 'router_import_log',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'retry',
          label: 'batch.importLogList.column.actions.retry',
          perm: 'router_import_log',
          when: { prop: 'status', values: ['partial', 'failed'] },
        },
      ],
    },
  ],
});

/**
 * `GET {IMPORT_RESULTS_PATH}?task_id=&sign=&lang=` answers a batch's per-row results as an xlsx
 * (row, number, outcome, message), not an envelope; the import log's `results` cell links to it.
 */
export const IMPORT_RESULTS_PATH = '/task/import/results/';

/**
 * `GET {BATCH_TEMPLATE_PATH}?kind=&lang=` answers a batch kind's import template (xlsx), and
 * `?template=&lang=` any template of contract/templates.ts by its key; not an envelope: the header,
 * a row of notes and an example row, in the language asked for.
 */
export const BATCH_TEMPLATE_PATH = '/batch/template/';
