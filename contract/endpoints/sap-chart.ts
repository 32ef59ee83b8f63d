import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keysOf, labelled } from '../labels.ts';
import { positiveId } from '../numbers.ts';

/**
 * /sap_sim_chart (issue 44): a card's or a directed group's traffic at the platform's gateway over
 * the last 7 or 14 days: top destinations, allowed against blocked, trend per day.
 */

export const SAP_DEST_CATEGORIES = labelled({
  platform: { label: 'security.category.platform', tone: 'info' },
  ntp: { label: 'security.category.ntp', tone: 'default' },
  dns: { label: 'security.category.dns', tone: 'default' },
  firmware: { label: 'security.category.firmware', tone: 'default' },
  suspicious: { label: 'security.category.suspicious', tone: 'danger' },
});

export const SAP_CHART_SPANS = ['7', '14'] as const;

const destinationSchema = z.object({
  address: z.string(),
  port: z.number().int(),
  protocol: z.string(),
  category: z.enum(keysOf(SAP_DEST_CATEGORIES)),
  allowed_mb: z.number(),
  blocked_mb: z.number(),
  flows: z.number().int(),
  blocked_flows: z.number().int(),
});
export type SapChartDestination = z.infer<typeof destinationSchema>;

export const sapSimChart = defineEndpoint({
  method: 'GET',
  path: '/sap_sim_chart/',
  summary:
    "A directed group's (group_id) or one card's (number: ICCID or MSISDN) traffic over the last days: top destinations, allowed against blocked, per day",
  access: { anyOf: ['router_sap_sim_chart'] },
  query: z.object({
    group_id: positiveId().optional(),
    number: z.string().trim().max(40).optional(),
    days: z.enum(SAP_CHART_SPANS).default('7'),
  }),
  data: z.object({
    /** What the chart is of; null when neither a group nor a card was named. */
    target: z.object({ kind: z.enum(['group', 'card']), name: z.string() }).nullable(),
    allowed_mb: z.number(),
    blocked_mb: z.number(),
    top: z.array(destinationSchema),
    trend: z.array(z.object({ date: z.string(), allowed_mb: z.number(), blocked_mb: z.number() })),
  }),
});
