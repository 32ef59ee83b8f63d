import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARD_STATUSES } from './card.ts';

/**
 * /report_data (报表, router_spt_reports, issue 46): the cards on a small plan (a monthly quota under
 * 1 GB) whose month's usage passed 1 GB and which the platform stopped for it (小包超1G停机), every
 * client, one row per card and month, newest stop first; and their export, a task of the engine.
 * The clock writes a row as it stops the card (db/small-plan-stops.ts), so the report reads its own
 * rows by month and client and never the cards.
 */
export const smallPlanStopRowSchema = z.object({
  id: z.number().int(),
  /** 'YYYY-MM' (UTC+8). */
  month: z.string(),
  client_name: z.string(),
  iccid: z.string(),
  msisdn: z.string(),
  /** The plan at the stop, in the caller's language. */
  plan: z.string(),
  /** The month's usage when the card was stopped. */
  usage_mb: z.number(),
  stopped_at: z.string(),
  /** The card's status now (resumed by the platform once its month ended). */
  status: z.enum(CARD_STATUS_KEYS),
});
export type SmallPlanStopRow = z.infer<typeof smallPlanStopRowSchema>;

export const smallPlanStopList = defineList({
  path: '/support/_list/report_data/',
  summary:
    'Cards on a plan under 1 GB whose month usage passed 1 GB and that the platform stopped, every client, newest stop first',
  access: { anyOf: ['router_spt_reports'] },
  row: smallPlanStopRowSchema,
  filters: {
    /** A main client: its whole tree; a sub-client: its own cards. */
    client_id: filter.client('support.clientSearch'),
    /** The months the cards were stopped in (UTC+8), both included. */
    month: filter.monthRange(FIELDS.month),
  },
  sorts: ['stopped_at', 'usage_mb'],
  columns: [
    { prop: 'month', label: FIELDS.month, type: 'text' },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text' },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'plan', label: FIELDS.plan, type: 'text', width: 180 },
    { prop: 'usage_mb', label: 'support.smallPlanStops.column.usage_mb', type: 'text', sortable: true },
    { prop: 'stopped_at', label: 'support.smallPlanStops.column.stopped_at', type: 'text', sortable: true },
    { prop: 'status', label: FIELDS.cardStatus, type: 'status', options: CARD_STATUSES },
  ],
});

/** The report's export, a task of the platform's queue listed in support's export log. */
export const SMALL_PLAN_STOP_EXPORT_KIND = 'small_plan_stop_export';

export const startSmallPlanStopExport = defineEndpoint({
  method: 'POST',
  path: '/support/report_data/export/',
  summary:
    "Starts an export of the over-1 GB stops under the given filters (an xlsx built by a task of the platform's queue, listed in support's export log)",
  access: { anyOf: ['router_spt_reports'] },
  body: filtersSchemaOf(smallPlanStopList.list),
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});
