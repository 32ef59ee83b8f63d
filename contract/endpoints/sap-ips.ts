import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { SAP_PROTOCOLS } from './sap-flex.ts';

/**
 * /sap_ips (入侵防护事件, issue 44): the intrusion events the platform's gateway raised for the
 * caller's cards, newest first. The clock writes them with each day's traffic, one per card,
 * suspicious destination and day (db/sap-traffic.ts). A user handles an event (已处理), marks it a
 * false positive (误报), or blocks its destination: a block host of the card's block-list group,
 * in effect minutes later at the gateway, so the card's later traffic to it is counted blocked.
 */

export const SAP_IPS_CATEGORIES = labelled({
  scan: { label: 'security.ips.category.scan', tone: 'warning' },
  brute_force: { label: 'security.ips.category.bruteForce', tone: 'danger' },
  malicious_ip: { label: 'security.ips.category.maliciousIp', tone: 'danger' },
  abnormal_outbound: { label: 'security.ips.category.abnormalOutbound', tone: 'warning' },
});
export const SAP_IPS_SEVERITIES = labelled({
  high: { label: 'security.ips.severity.high', tone: 'danger' },
  medium: { label: 'security.ips.severity.medium', tone: 'warning' },
  low: { label: 'security.ips.severity.low', tone: 'default' },
});
export const SAP_IPS_ACTIONS = labelled({
  alert: { label: 'security.ips.action.alert', tone: 'warning' },
  block: { label: 'security.ips.action.block', tone: 'success' },
});
export const SAP_IPS_STATUSES = labelled({
  pending: { label: 'warning.recordStatuses.pending', tone: 'warning' },
  handled: { label: 'warning.recordStatuses.handled', tone: 'success' },
  false_positive: { label: 'security.ips.status.falsePositive', tone: 'default' },
});
export type SapIpsCategory = keyof typeof SAP_IPS_CATEGORIES;
export type SapIpsSeverity = keyof typeof SAP_IPS_SEVERITIES;
export type SapIpsStatus = keyof typeof SAP_IPS_STATUSES;

export const SAP_IPS_REMARK_MAX = 100;

export const sapIpsRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  at: z.string(),
  /** The card's address and port, `ip:port`. */
  source: z.string(),
  /** Where it went, `address:port`. */
  destination: z.string(),
  protocol: z.enum(keysOf(SAP_PROTOCOLS)),
  category: z.enum(keysOf(SAP_IPS_CATEGORIES)),
  severity: z.enum(keysOf(SAP_IPS_SEVERITIES)),
  action: z.enum(keysOf(SAP_IPS_ACTIONS)),
  status: z.enum(keysOf(SAP_IPS_STATUSES)),
  /** The card's directed group, empty when it is in none. */
  group_name: z.string(),
  handled_by: z.string(),
  handled_at: z.string(),
  remark: z.string(),
});
export type SapIpsRow = z.infer<typeof sapIpsRowSchema>;

export const sapIpsList = defineList({
  path: '/sap_ips/list/',
  summary:
    "The gateway's intrusion events on the caller's cards, newest first: time, card, source and destination, protocol, category, severity, action and status",
  access: { anyOf: ['router_sap_ips'] },
  row: sapIpsRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    at: filter.dateRange('security.ips.at'),
    category: filter.enum(SAP_IPS_CATEGORIES, 'security.ips.categoryLabel'),
    severity: filter.enum(SAP_IPS_SEVERITIES, 'security.ips.severityLabel'),
    action: filter.enum(SAP_IPS_ACTIONS, 'security.ips.actionLabel'),
    status: filter.enum(SAP_IPS_STATUSES, FIELDS.status),
  },
  sorts: ['at'],
  columns: [
    { prop: 'at', label: 'security.ips.at', type: 'text', sortable: true },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'source', label: 'security.ips.source', type: 'text' },
    { prop: 'destination', label: 'widgets.trafficChart.destination', type: 'text' },
    { prop: 'protocol', label: 'template.hostList.protocol.header', type: 'tag', options: SAP_PROTOCOLS },
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
        { key: 'handle', label: 'warning.record.handle', when: { prop: 'status', values: ['pending'] } },
        { key: 'block', label: 'security.ips.blockDestination', when: { prop: 'action', values: ['alert'] } },
      ],
    },
  ],
});

export const SAP_IPS_OUTCOMES = labelled({
  handled: { label: 'warning.recordStatuses.handled', tone: 'success' },
  false_positive: { label: 'security.ips.status.falsePositive', tone: 'default' },
});

export const handleSapIps = defineEndpoint({
  method: 'POST',
  path: '/sap_ips/handle/',
  summary: 'Closes a pending event: handled, or a false positive, with an optional remark',
  access: { anyOf: ['router_sap_ips'] },
  body: z.object({
    id: positiveId(),
    status: z.enum(keysOf(SAP_IPS_OUTCOMES)),
    remark: z.string().trim().max(SAP_IPS_REMARK_MAX).default(''),
  }),
  data: sapIpsRowSchema,
});

export const sapIpsHandleForm = defineForm({
  create: handleSapIps,
  update: handleSapIps,
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

export const blockSapIpsDestination = defineEndpoint({
  method: 'POST',
  path: '/sap_ips/block/',
  summary:
    "Blocks an event's destination: a block host (address, port, protocol) of the card's block-list group, sent to the gateway; the event is marked handled",
  access: { anyOf: ['router_sap_ips'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ event: sapIpsRowSchema, host_id: z.number().int(), group_name: z.string() }),
});
