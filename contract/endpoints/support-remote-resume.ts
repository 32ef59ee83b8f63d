import { z } from 'zod';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';

/** Where a resume sent to the carrier came from (carrier_resumes.source). */
export const RESUME_SOURCES = labelled({
  batch: { label: 'support.remoteResume.sources.batch', tone: 'default' },
  card_list: { label: 'support.remoteResume.sources.card_list', tone: 'default' },
  support: { label: 'support.remoteResume.sources.support', tone: 'info' },
  speed_limit: { label: 'support.remoteResume.sources.speed_limit', tone: 'warning' },
  speccard: { label: 'support.remoteResume.sources.speccard', tone: 'info' },
  work_order: { label: 'support.remoteResume.sources.work_order', tone: 'info' },
});
export const RESUME_SOURCE_KEYS = Object.keys(RESUME_SOURCES) as [
  keyof typeof RESUME_SOURCES,
  ...(keyof typeof RESUME_SOURCES)[],
];

/** Where the carrier is with a resume: sent and not answered yet, resumed, or refused. */
export const RESUME_STATUSES = labelled({
  sent: { label: 'support.remoteResume.statuses.sent', tone: 'info' },
  done: { label: 'support.remoteResume.statuses.done', tone: 'success' },
  failed: { label: 'support.remoteResume.statuses.failed', tone: 'danger' },
});
export const RESUME_STATUS_KEYS = Object.keys(RESUME_STATUSES) as [
  keyof typeof RESUME_STATUSES,
  ...(keyof typeof RESUME_STATUSES)[],
];

export const remoteResumeRowSchema = z.object({
  id: z.number().int(),
  requested_at: z.string(),
  requester: z.string(),
  source: z.enum(RESUME_SOURCE_KEYS),
  client_name: z.string(),
  iccid: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(RESUME_STATUS_KEYS),
  /** The carrier's answer in the caller's language; empty while it has not answered. */
  answer: z.string(),
  answered_at: z.string().nullable(),
});
export type RemoteResumeRow = z.infer<typeof remoteResumeRowSchema>;

export const remoteResumeList = defineList({
  path: '/support/_list/remote_reroot/',
  summary:
    "Every resume (复机) the platform sent to a card's carrier, every client, newest first: who asked, from where, and the carrier's answer",
  access: { anyOf: ['router_remote_reroot'] },
  row: remoteResumeRowSchema,
  filters: {
    /** A main client: its whole tree; a sub-client: its own cards. */
    client_id: filter.client('support.clientSearch'),
    iccid: filter.exact(FIELDS.iccid),
    status: filter.enum(RESUME_STATUSES, 'support.remoteResume.column.status'),
    source: filter.enum(RESUME_SOURCES, 'support.remoteResume.column.source'),
    /** Sent on these days (UTC+8), both included. */
    requested_at: filter.dateRange(FIELDS.date),
  },
  sorts: ['requested_at'],
  columns: [
    { prop: 'requested_at', label: 'support.remoteResume.column.requested_at', type: 'text', sortable: true },
    { prop: 'requester', label: 'support.remoteResume.column.requester', type: 'text' },
    { prop: 'source', label: 'support.remoteResume.column.source', type: 'tag', options: RESUME_SOURCES },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text' },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'status', label: 'support.remoteResume.column.status', type: 'status', options: RESUME_STATUSES },
    { prop: 'answer', label: 'support.remoteResume.column.answer', type: 'text', width: 240 },
    { prop: 'answered_at', label: 'support.remoteResume.column.answered_at', type: 'text' },
  ],
});
