import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { DAY_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { BATCH_FILE_EXTENSIONS } from './batch.ts';
import { TASK_STATUS_KEYS, TASK_STATUSES } from './card-export.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';
import { sapSimChart } from './sap-chart.ts';
import {
  handleSapIps,
  SAP_IPS_ACTIONS,
  SAP_IPS_CATEGORIES,
  SAP_IPS_OUTCOMES,
  SAP_IPS_SEVERITIES,
  SAP_IPS_STATUSES,
  sapIpsRowSchema,
} from './sap-ips.ts';
import { SAP_RATS, sapSessionRowSchema } from './sap-session.ts';

/**
 * Security awareness, support side (issue 50 part B): traffic-analysis tasks (/sap_sim_chart_task,
 * their charts on /sap_sim_chart_details) and session-extraction tasks (/sap_sim_session_task, their
 * rows and file on /sap_sim_session_details) over a card set and a period, each a kind of the one
 * task engine in the platform's queue; and every client's IPS events (/sap_ips_event_log), handled
 * by support with the customer's own handling.
 *
 * A card set is numbers pasted (at most SAP_ANALYSIS_PASTE_MAX), the card-number template as a file,
 * or a client's cards (a main client's with its sub-clients'), optionally only those of one of its
 * directed groups. A period is whole days (UTC+8) that have ended, at most SAP_ANALYSIS_DAYS_MAX.
 */

/** Where a task's cards come from. */
export const SAP_ANALYSIS_SOURCES = labelled({
  list: { label: 'common.batch.fromText', tone: 'default' },
  file: { label: 'common.batch.fromFile', tone: 'default' },
  client: { label: 'supportAnalysis.fromClient', tone: 'default' },
});
type SapAnalysisSource = keyof typeof SAP_ANALYSIS_SOURCES;

/** Numbers one task may name when pasted or read from a file. */
export const SAP_ANALYSIS_PASTE_MAX = 10_000;
/** Days one task covers at most. */
export const SAP_ANALYSIS_DAYS_MAX = 31;

/** The session file's formats, and the rows each may hold (an xlsx sheet's own limit is 1,048,576). */
export const SAP_SESSION_FORMATS = labelled({
  csv: { label: 'supportAnalysis.format.csv', tone: 'default' },
  xlsx: { label: 'supportAnalysis.format.xlsx', tone: 'default' },
});
export type SapSessionFormat = keyof typeof SAP_SESSION_FORMATS;
export const SAP_SESSION_ROWS_MAX: Record<SapSessionFormat, number> = { csv: 2_000_000, xlsx: 1_000_000 };

const day = z.string().trim().regex(DAY_PATTERN, { message: 'date_invalid' });

const taskBody = {
  source: z.enum(Object.keys(SAP_ANALYSIS_SOURCES) as [SapAnalysisSource, ...SapAnalysisSource[]]),
  numbers: z
    .array(z.string().trim().max(40))
    .max(SAP_ANALYSIS_PASTE_MAX, { message: 'sap_analysis_too_many' })
    .optional(),
  file_url: z.string().trim().max(300).optional(),
  client_id: positiveId().optional(),
  group_id: positiveId().optional(),
  date_start: day,
  date_end: day,
};

type TaskBody = {
  source: SapAnalysisSource;
  numbers?: string[];
  file_url?: string;
  client_id?: number;
  date_start: string;
  date_end: string;
};
const refineSource = (b: TaskBody) =>
  b.source === 'list'
    ? (b.numbers?.filter(Boolean).length ?? 0) > 0
    : b.source === 'file'
      ? Boolean(b.file_url)
      : b.client_id !== undefined;
const sourceIssue = { message: 'sap_analysis_no_cards', path: ['numbers'] };
const rangeIssue = { message: 'range_end_before_start', path: ['date_end'] };

const chartTaskBody = z
  .object(taskBody)
  .refine(refineSource, sourceIssue)
  .refine((b) => b.date_end >= b.date_start, rangeIssue);

const sessionTaskBody = z
  .object({ ...taskBody, format: z.enum(['csv', 'xlsx']).default('csv') })
  .refine(refineSource, sourceIssue)
  .refine((b) => b.date_end >= b.date_start, rangeIssue);

const created = z.object({ task_id: z.number().int(), total: z.number().int() });

export const createSapChartTask = defineEndpoint({
  method: 'POST',
  path: '/support/sap_chart_task/create/',
  summary:
    "Queues a traffic-analysis task over a card set (pasted, a file, or a client's cards, optionally one of its groups) and whole past days: a task of the platform's queue, a step per 100 cards",
  access: { anyOf: ['router_spt_sap_chart_task'] },
  body: chartTaskBody,
  data: created,
});

export const createSapSessionTask = defineEndpoint({
  method: 'POST',
  path: '/support/sap_session_task/create/',
  summary:
    "Queues a session extraction over a card set and whole past days: the sessions that started then, streamed to a csv or xlsx file by a task of the platform's queue",
  access: { anyOf: ['router_spt_sap_session_task'] },
  body: sessionTaskBody,
  data: created,
});

const taskRowSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  /** The card set in words: '1,000 cards pasted', a client's, a group's. */
  cards: z.string(),
  period: z.string(),
  total: z.number().int(),
  status: z.enum(TASK_STATUS_KEYS),
  progress: z.number().int(),
  username: z.string(),
  created_at: z.string(),
  finished_at: z.string(),
});
export type SapAnalysisTaskRow = z.infer<typeof taskRowSchema>;

const taskFilters = {
  client_id: filter.client('support.clientSearch'),
  status: filter.enum(TASK_STATUSES, FIELDS.taskStatus),
  created: filter.dateRange(FIELDS.createdAt),
};
const taskColumns = [
  { prop: 'id', label: FIELDS.taskId, type: 'text' },
  { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
  { prop: 'cards', label: 'supportAnalysis.cards', type: 'text', width: 200 },
  { prop: 'period', label: 'supportAnalysis.period', type: 'text', width: 200 },
  { prop: 'status', label: FIELDS.taskStatus, type: 'status', options: TASK_STATUSES },
  { prop: 'progress', label: FIELDS.progress, type: 'progress', scale: 'task' },
  { prop: 'username', label: FIELDS.operator, type: 'text' },
  { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
  { prop: 'finished_at', label: FIELDS.finishedAt, type: 'text' },
] as const;

export const sapChartTaskList = defineList({
  path: '/support/_list/sap_chart_task/',
  summary:
    'Every traffic-analysis task, newest first: its client, card set, period, cards analysed, progress and operator',
  access: { anyOf: ['router_spt_sap_chart_task'] },
  row: taskRowSchema,
  filters: taskFilters,
  sorts: ['created_at'],
  columns: [
    ...taskColumns.slice(0, 4),
    { prop: 'total', label: 'report.chart.cardCount', type: 'text' },
    ...taskColumns.slice(4),
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'chart',
          label: 'supportAnalysis.openChart',
          perm: 'router_spt_sap_chart_task',
          when: { prop: 'status', values: ['done', 'partial'] },
        },
      ],
    },
  ],
});

export const sapSessionTaskRowSchema = taskRowSchema.extend({
  format: z.enum(['csv', 'xlsx']),
  /** The file, once written: a signed link. */
  download: z.string().nullable(),
});

export const sapSessionTaskList = defineList({
  path: '/support/_list/sap_session_task/',
  summary:
    'Every session extraction, newest first: its client, card set, period, sessions, progress, operator and file',
  access: { anyOf: ['router_spt_sap_session_task'] },
  row: sapSessionTaskRowSchema,
  filters: taskFilters,
  sorts: ['created_at'],
  columns: [
    ...taskColumns.slice(0, 4),
    { prop: 'total', label: 'supportAnalysis.sessionCount', type: 'text' },
    { prop: 'format', label: 'supportAnalysis.formatLabel', type: 'tag', options: SAP_SESSION_FORMATS },
    ...taskColumns.slice(4),
    { prop: 'download', label: 'supportAnalysis.file', type: 'download' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'rows', label: 'actions.details', perm: 'router_spt_sap_session_task' }],
    },
  ],
});

/** A task as its details page heads it. */
const taskHeadSchema = taskRowSchema.extend({ failed: z.number().int() });

export const sapChartTaskDetails = defineEndpoint({
  method: 'GET',
  path: '/support/sap_chart_task/details/',
  summary:
    "A traffic-analysis task and, once done, its chart: the customer's /sap_sim_chart figures (top destinations, allowed against blocked, trend per day) over the task's cards and days",
  access: { anyOf: ['router_spt_sap_chart_task'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    task: taskHeadSchema,
    /** Null until the task is done. */
    chart: sapSimChart.data.nullable(),
  }),
});

export const sapSessionTaskDetails = defineEndpoint({
  method: 'GET',
  path: '/support/sap_session_task/details/',
  summary: 'A session extraction: its card set, period, progress and file',
  access: { anyOf: ['router_spt_sap_session_task'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    task: taskHeadSchema.extend(sapSessionTaskRowSchema.pick({ format: true, download: true }).shape),
  }),
});

export const sapSessionTaskRows = defineList({
  path: '/support/_list/sap_session_task/rows/',
  summary: "A session extraction's rows: the sessions of its cards that started in its days, card by card",
  access: { anyOf: ['router_spt_sap_session_task'] },
  row: sapSessionRowSchema.extend({ client_name: z.string() }),
  filters: { task_id: filter.exact(FIELDS.taskId) },
  sorts: [],
  columns: [
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'imsi', label: FIELDS.imsi, type: 'text' },
    { prop: 'imei', label: FIELDS.imei, type: 'text', hidden: true },
    { prop: 'apn', label: FIELDS.apn, type: 'text' },
    { prop: 'ip', label: 'security.session.ip', type: 'text' },
    { prop: 'started_at', label: 'card.detail.session.started', type: 'text' },
    { prop: 'ended_at', label: 'card.detail.session.ended', type: 'text' },
    { prop: 'up_kb', label: 'security.session.upKb', type: 'text' },
    { prop: 'down_kb', label: 'security.session.downKb', type: 'text' },
    { prop: 'rat', label: 'security.session.rat', type: 'tag', options: SAP_RATS },
    { prop: 'province', label: FIELDS.province, type: 'text' },
  ],
});

/** Every directed group, with its client: the choices of a task's optional group. */
export const sapAnalysisGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/support/sap_chart_task/groups/',
  summary: "Every client's directed groups (id, client, name): a task's optional group",
  access: { anyOf: ['router_spt_sap_chart_task', 'router_spt_sap_session_task'] },
  data: z.array(z.object({ id: z.number().int(), client_id: z.number().int(), name: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// IPS events of every client

export const supportIpsRowSchema = sapIpsRowSchema.extend({ client_name: z.string() });
export type SupportIpsRow = z.infer<typeof supportIpsRowSchema>;

export const supportIpsList = defineList({
  path: '/support/_list/sap_ips_event_log/',
  summary:
    "Every client's IPS events, newest first: client, time, card, source and destination, category, severity, action and status",
  access: { anyOf: ['router_spt_sap_ips_event_log'] },
  row: supportIpsRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    at: filter.dateRange('security.ips.at'),
    category: filter.enum(SAP_IPS_CATEGORIES, 'security.ips.categoryLabel'),
    severity: filter.enum(SAP_IPS_SEVERITIES, 'security.ips.severityLabel'),
    action: filter.enum(SAP_IPS_ACTIONS, 'security.ips.actionLabel'),
    status: filter.enum(SAP_IPS_STATUSES, FIELDS.status),
  },
  sorts: ['at'],
  columns: [
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 180 },
    { prop: 'at', label: 'security.ips.at', type: 'text', sortable: true },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'source', label: 'security.ips.source', type: 'text' },
    { prop: 'destination', label: 'widgets.trafficChart.destination', type: 'text' },
    { prop: 'category', label: 'security.ips.categoryLabel', type: 'tag', options: SAP_IPS_CATEGORIES },
    { prop: 'severity', label: 'security.ips.severityLabel', type: 'tag', options: SAP_IPS_SEVERITIES },
    { prop: 'action', label: 'security.ips.actionLabel', type: 'tag', options: SAP_IPS_ACTIONS },
    { prop: 'status', label: FIELDS.status, type: 'tag', options: SAP_IPS_STATUSES },
    { prop: 'group_name', label: 'security.group.label', type: 'text' },
    { prop: 'handled_by', label: 'security.ips.handledBy', type: 'text' },
    { prop: 'remark', label: 'common.remark', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'handle',
          label: 'warning.record.handle',
          perm: 'router_spt_sap_ips_event_log',
          when: { prop: 'status', values: ['pending'] },
        },
        {
          key: 'block',
          label: 'security.ips.blockDestination',
          perm: 'router_spt_sap_ips_event_log',
          when: { prop: 'action', values: ['alert'] },
        },
      ],
    },
  ],
});

export const handleSupportIps = defineEndpoint({
  method: 'POST',
  path: '/support/sap_ips_event_log/handle/',
  summary:
    "Closes any client's pending IPS event (handled, or a false positive) as the customer's /sap_ips does, recorded as handled by the support user",
  access: { anyOf: ['router_spt_sap_ips_event_log'] },
  body: handleSapIps.body,
  data: sapIpsRowSchema,
});

export const supportIpsHandleForm = defineForm({
  create: handleSupportIps,
  update: handleSupportIps,
  key: 'id',
  fields: {
    status: {
      kind: 'enum',
      values: SAP_IPS_OUTCOMES,
      as: 'radio',
      label: 'security.ips.outcome',
      initial: 'handled',
    },
    remark: { kind: 'textarea', rows: 2, label: 'common.remark' },
  },
  texts: {
    create: 'security.ips.handleTitle',
    update: 'security.ips.handleTitle',
    created: 'security.ips.handled',
    updated: 'security.ips.handled',
  },
});

export const blockSupportIps = defineEndpoint({
  method: 'POST',
  path: '/support/sap_ips_event_log/block/',
  summary:
    "Blocks any client's IPS event destination in the card's block-list group, as the customer's /sap_ips does; the event is marked handled by the support user",
  access: { anyOf: ['router_spt_sap_ips_event_log'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ event: sapIpsRowSchema, host_id: z.number().int(), group_name: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// The task forms

const cardFields = {
  source: {
    kind: 'enum',
    values: SAP_ANALYSIS_SOURCES,
    label: 'supportAnalysis.cards',
    as: 'radio',
    initial: 'list',
  },
  numbers: {
    kind: 'cards',
    label: 'common.batch.numbers',
    help: 'supportAnalysis.numbersHelp',
    showWhen: { field: 'source', values: ['list'] },
  },
  file_url: {
    kind: 'upload',
    accept: BATCH_FILE_EXTENSIONS,
    maxBytes: UPLOAD_MAX_BYTES,
    label: 'common.batch.fromFile',
    help: 'supportAnalysis.fileHelp',
    showWhen: { field: 'source', values: ['file'] },
  },
  client_id: {
    kind: 'client',
    label: 'support.clientSearch',
    placeholder: 'support.clientSearchPlaceholder',
    showWhen: { field: 'source', values: ['client'] },
  },
  group_id: {
    kind: 'option',
    value: 'id',
    label: 'security.group.label',
    empty: 'supportAnalysis.allCards',
    showWhen: { field: 'source', values: ['client'] },
  },
  date: { kind: 'date_range', label: 'supportAnalysis.period', help: 'supportAnalysis.periodHelp' },
} as const;

export const sapChartTaskForm = defineForm({
  create: createSapChartTask,
  fields: cardFields,
  texts: {
    create: 'supportAnalysis.chart.add',
    notice: 'supportAnalysis.chart.notice',
    submit: 'supportAnalysis.start',
    created: 'supportAnalysis.started',
  },
});

export const sapSessionTaskForm = defineForm({
  create: createSapSessionTask,
  fields: {
    ...cardFields,
    format: {
      kind: 'enum',
      values: SAP_SESSION_FORMATS,
      label: 'supportAnalysis.formatLabel',
      as: 'radio',
      initial: 'csv',
      help: 'supportAnalysis.formatHelp',
    },
  },
  texts: {
    create: 'supportAnalysis.session.add',
    notice: 'supportAnalysis.session.notice',
    submit: 'supportAnalysis.start',
    created: 'supportAnalysis.started',
  },
});
