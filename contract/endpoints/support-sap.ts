import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import {
  SAP_GROUP_MODES,
  SAP_HOST_STATUSES,
  sapGroupCardColumns,
  sapGroupCardRowSchema,
  sapGroupColumns,
  sapGroupRowSchema,
  sapHostColumns,
  sapHostRowSchema,
} from './sap-flex.ts';

/**
 * Security awareness, support side (issue 50 part A): every client's flexible directed access
 * groups, hosts and cards (/sap_flex_direct_group, /sap_flex_direct_host, /sap_group_card), with
 * the client filter of the other support lists. Support pushes a failed host again (back to 下发中,
 * applied by the gateway on the clock as a customer's is) and, for a customer, takes a host or a
 * card out of its group; each with a reason, in the operation log. /sap_host_ip: what each domain
 * host resolved to at the gateway, run by run. /sap_api_log: every call to the gateway's API.
 */

const CLIENT_COLUMN = 'support.exportLogList.column.client_name' as const;
const REASON_MAX = 200;

const reason = z
  .string({ error: 'support_reason_required' })
  .trim()
  .min(1, { message: 'support_reason_required' })
  .max(REASON_MAX, { message: 'support_reason_too_long' });

const reasonField = {
  reason: {
    kind: 'textarea',
    label: 'common.reason',
    placeholder: 'supportSecurity.reasonPlaceholder',
    rows: 3,
  },
} as const;

const withClient = { client_id: z.number().int(), client_name: z.string() };

// ---------------------------------------------------------------------------------------------
// Groups

export const supportSapGroupRowSchema = sapGroupRowSchema.extend(withClient);
export type SupportSapGroupRow = z.infer<typeof supportSapGroupRowSchema>;

export const supportSapGroupList = defineList({
  path: '/support/_list/sap_flex_direct_group/',
  summary:
    "Every client's flexible directed access groups (allow or block at the platform's gateway), with their hosts and cards counted",
  access: { anyOf: ['router_spt_sap_flex_group'] },
  row: supportSapGroupRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    name: filter.text('security.group.name', 'common.searchByName'),
    mode: filter.enum(SAP_GROUP_MODES, 'security.group.mode'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'client_name', label: CLIENT_COLUMN, type: 'text', width: 200 },
    ...sapGroupColumns,
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'hosts', label: 'security.group.openHosts', perm: 'router_spt_sap_flex_host' },
        { key: 'cards', label: 'security.group.openCards', perm: 'router_spt_sap_group_card' },
      ],
    },
  ],
});

export const supportSapGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/support/sap_flex_direct_group/options/',
  summary: "Every client's flexible directed access groups, for the hosts' and cards' group filter",
  access: { anyOf: ['router_spt_sap_flex_group', 'router_spt_sap_flex_host', 'router_spt_sap_group_card'] },
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      client_id: z.number().int(),
      client_name: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Hosts

export const supportSapHostRowSchema = sapHostRowSchema.extend({
  ...withClient,
  /** When support last pushed it again ('' when never). */
  pushed_at: z.string(),
});
export type SupportSapHostRow = z.infer<typeof supportSapHostRowSchema>;

export const supportSapHostList = defineList({
  path: '/support/_list/sap_flex_direct_host/',
  summary:
    "Every client's directed hosts: address, port, protocol, hits, and 下发中 / 生效 / 失败 at the gateway (a failed one may be pushed again)",
  access: { anyOf: ['router_spt_sap_flex_host'] },
  row: supportSapHostRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    group_id: filter.option('id', 'security.group.label'),
    address: filter.prefix(FIELDS.address, 'security.host.addressPlaceholder'),
    status: filter.enum(SAP_HOST_STATUSES, FIELDS.status),
  },
  sorts: ['created_at', 'hits'],
  columns: [
    { prop: 'client_name', label: CLIENT_COLUMN, type: 'text', width: 200 },
    ...sapHostColumns,
    { prop: 'pushed_at', label: 'supportSecurity.pushedAt', type: 'text' },
    { prop: 'applied_at', label: 'security.host.appliedAt', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'repush',
          label: 'supportSecurity.repush',
          perm: 'router_spt_sap_flex_host',
          when: { prop: 'status', values: ['failed'] },
        },
        { key: 'delete', label: 'actions.delete', perm: 'router_spt_sap_flex_host' },
      ],
    },
  ],
});

export const repushSapHost = defineEndpoint({
  method: 'POST',
  path: '/support/sap_flex_direct_host/repush/',
  summary:
    'Pushes a failed host to the gateway again with a reason: 下发中, then in effect or refused minutes later on the emulator clock, as a new host is; refused when the host is not 失败',
  access: { anyOf: ['router_spt_sap_flex_host'] },
  body: z.object({ id: positiveId(), reason }),
  data: supportSapHostRowSchema,
});

export const supportDeleteSapHost = defineEndpoint({
  method: 'POST',
  path: '/support/sap_flex_direct_host/delete/',
  summary:
    "Takes a host out of a client's group for the client, with a reason (the gateway stops matching it)",
  access: { anyOf: ['router_spt_sap_flex_host'] },
  body: z.object({ id: positiveId(), reason }),
  data: z.object({ id: z.number().int() }),
});

export const repushSapHostForm = defineForm({
  create: repushSapHost,
  update: repushSapHost,
  key: 'id',
  fields: reasonField,
  texts: {
    create: 'supportSecurity.repushTitle',
    update: 'supportSecurity.repushTitle',
    description: 'supportSecurity.repushDescription',
    created: 'supportSecurity.repushed',
    updated: 'supportSecurity.repushed',
  },
});

export const supportDeleteSapHostForm = defineForm({
  create: supportDeleteSapHost,
  update: supportDeleteSapHost,
  key: 'id',
  fields: reasonField,
  texts: {
    create: 'supportSecurity.deleteHostTitle',
    update: 'supportSecurity.deleteHostTitle',
    description: 'supportSecurity.deleteHostDescription',
    created: 'supportSecurity.hostDeleted',
    updated: 'supportSecurity.hostDeleted',
  },
});

// ---------------------------------------------------------------------------------------------
// Cards

export const supportSapGroupCardRowSchema = sapGroupCardRowSchema.extend(withClient);
export type SupportSapGroupCardRow = z.infer<typeof supportSapGroupCardRowSchema>;

export const supportSapGroupCardList = defineList({
  path: '/support/_list/sap_group_card/',
  summary: "Every client's cards in flexible directed access groups, with the group each is in",
  access: { anyOf: ['router_spt_sap_group_card'] },
  row: supportSapGroupCardRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    group_id: filter.option('id', 'security.group.label'),
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
  },
  sorts: ['added_at'],
  columns: [
    { prop: 'client_name', label: CLIENT_COLUMN, type: 'text', width: 200 },
    ...sapGroupCardColumns,
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'remove', label: 'common.remove', perm: 'router_spt_sap_group_card' }],
    },
  ],
});

export const supportRemoveSapGroupCard = defineEndpoint({
  method: 'POST',
  path: '/support/sap_group_card/remove/',
  summary:
    "Takes a card out of its client's group for the client, with a reason (its traffic is no longer directed)",
  access: { anyOf: ['router_spt_sap_group_card'] },
  body: z.object({ card_id: positiveId(), reason }),
  data: z.object({ card_id: z.number().int() }),
});

export const supportRemoveSapGroupCardForm = defineForm({
  create: supportRemoveSapGroupCard,
  update: supportRemoveSapGroupCard,
  key: 'card_id',
  fields: reasonField,
  texts: {
    create: 'supportSecurity.removeCardTitle',
    update: 'supportSecurity.removeCardTitle',
    description: 'supportSecurity.removeCardDescription',
    created: 'supportSecurity.cardRemoved',
    updated: 'supportSecurity.cardRemoved',
  },
});

// ---------------------------------------------------------------------------------------------
// Domain resolutions

export const SAP_RESOLUTION_STATES = labelled({
  current: { label: 'supportSecurity.resolution.current', tone: 'success' },
  past: { label: 'supportSecurity.resolution.past', tone: 'default' },
});

export const sapHostIpRowSchema = z.object({
  id: z.number().int(),
  ...withClient,
  host_id: z.number().int(),
  group_name: z.string(),
  address: z.string(),
  ip: z.string(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** The host's latest resolution, or an earlier one. */
  state: z.enum(keysOf(SAP_RESOLUTION_STATES)),
});

export const sapHostIpList = defineList({
  path: '/support/_list/sap_host_ip/',
  summary:
    "What every client's domain hosts resolved to at the gateway, newest first: one row per address a domain kept, first and last seen",
  access: { anyOf: ['router_spt_sap_host_ip'] },
  row: sapHostIpRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    address: filter.prefix('common.domain', 'supportSecurity.domainPlaceholder'),
    ip: filter.prefix('supportSecurity.ip', 'supportSecurity.ipPlaceholder'),
    first_seen: filter.dateRange('supportSecurity.firstSeen'),
  },
  sorts: ['first_seen', 'last_seen'],
  columns: [
    { prop: 'client_name', label: CLIENT_COLUMN, type: 'text', width: 200 },
    { prop: 'address', label: 'common.domain', type: 'text', width: 180 },
    { prop: 'group_name', label: 'security.group.label', type: 'text' },
    { prop: 'ip', label: 'supportSecurity.ip', type: 'text' },
    { prop: 'state', label: FIELDS.status, type: 'tag', options: SAP_RESOLUTION_STATES },
    { prop: 'first_seen', label: 'supportSecurity.firstSeen', type: 'text', sortable: true },
    { prop: 'last_seen', label: 'supportSecurity.lastSeen', type: 'text', sortable: true },
  ],
});

// ---------------------------------------------------------------------------------------------
// The gateway's API log

export const SAP_APIS = labelled({
  'group.create': { label: 'supportSecurity.api.groupCreate', tone: 'info' },
  'group.update': { label: 'supportSecurity.api.groupUpdate', tone: 'info' },
  'group.delete': { label: 'supportSecurity.api.groupDelete', tone: 'warning' },
  'host.push': { label: 'supportSecurity.api.hostPush', tone: 'info' },
  'host.delete': { label: 'supportSecurity.api.hostDelete', tone: 'warning' },
  'host.apply': { label: 'supportSecurity.api.hostApply', tone: 'default' },
  'card.bind': { label: 'supportSecurity.api.cardBind', tone: 'info' },
  'card.unbind': { label: 'supportSecurity.api.cardUnbind', tone: 'warning' },
});
export type SapApi = keyof typeof SAP_APIS;

export const SAP_API_ACTORS = labelled({
  client: { label: 'supportSecurity.actor.client', tone: 'default' },
  support: { label: 'supportSecurity.actor.support', tone: 'info' },
  gateway: { label: 'supportSecurity.actor.gateway', tone: 'warning' },
});

export const SAP_API_RESULTS = labelled({
  ok: { label: 'common.succeeded', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});

export const sapApiLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  ...withClient,
  api: z.enum(keysOf(SAP_APIS)),
  /** The call's parameters as `name=value` pairs (the API log keeps them as JSON). */
  params: z.string(),
  result: z.enum(keysOf(SAP_API_RESULTS)),
  /** Why it failed, in the reader's language ('' when it succeeded). */
  message: z.string(),
  latency_ms: z.number().int(),
  actor: z.enum(keysOf(SAP_API_ACTORS)),
  username: z.string(),
});
export type SapApiLogRow = z.infer<typeof sapApiLogRowSchema>;

export const sapApiLogList = defineList({
  path: '/support/_list/sap_api_log/',
  summary:
    "Every call to the security gateway's API, newest first: client, API, parameters, result, latency, and who called (a customer's user, a support user, or the gateway applying a host)",
  access: { anyOf: ['router_spt_sap_api_log'] },
  row: sapApiLogRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    api: filter.enum(SAP_APIS, 'supportSecurity.apiColumn'),
    actor: filter.enum(SAP_API_ACTORS, 'supportSecurity.actorColumn'),
    result: filter.enum(SAP_API_RESULTS, 'common.result'),
    at: filter.dateRange(FIELDS.date),
  },
  sorts: ['at', 'latency_ms'],
  columns: [
    { prop: 'at', label: 'support.operationLogList.column.at', type: 'text', sortable: true },
    { prop: 'client_name', label: CLIENT_COLUMN, type: 'text', width: 200 },
    { prop: 'api', label: 'supportSecurity.apiColumn', type: 'tag', options: SAP_APIS },
    { prop: 'params', label: 'supportSecurity.params', type: 'text', width: 280 },
    { prop: 'result', label: 'common.result', type: 'status', options: SAP_API_RESULTS },
    { prop: 'message', label: 'support.operationLogList.column.message', type: 'text', width: 180 },
    { prop: 'latency_ms', label: 'supportSecurity.latency', type: 'text', sortable: true },
    { prop: 'actor', label: 'supportSecurity.actorColumn', type: 'tag', options: SAP_API_ACTORS },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
  ],
});
