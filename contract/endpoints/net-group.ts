import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';

/**
 * Directed-traffic network groups (定向, /net_group, /net_group/host): a main client's groups of
 * one carrier and the addresses (IP or domain) its cards may reach. Every address added or removed
 * is a work order of type 定向配置, settled by the carrier within its SLA; the address's state is
 * read off its orders.
 */

export const NET_HOST_STATUSES = labelled({
  adding: { label: 'netGroup.hostStatuses.adding', tone: 'warning' },
  added: { label: 'netGroup.hostStatuses.added', tone: 'success' },
  add_failed: { label: 'netGroup.hostStatuses.add_failed', tone: 'danger' },
  deleting: { label: 'netGroup.hostStatuses.deleting', tone: 'warning' },
});
export type NetHostStatus = keyof typeof NET_HOST_STATUSES;
const NET_HOST_STATUS_KEYS = Object.keys(NET_HOST_STATUSES) as [NetHostStatus, ...NetHostStatus[]];

export const NET_HOST_KINDS = labelled({
  ip: { label: 'netGroup.kinds.ip', tone: 'info' },
  domain: { label: 'common.domain', tone: 'default' },
});

export const NET_PROTOCOLS = labelled({
  tcp: { label: 'netGroup.protocols.tcp', tone: 'default' },
  udp: { label: 'netGroup.protocols.udp', tone: 'default' },
  any: { label: 'netGroup.protocols.any', tone: 'default' },
});

/**
 * The carriers' limits on one group's addresses (GSL: 电信 at most 5 IPs and 10 domains, 10 in
 * all); 联通's and 移动's are the platform's own. Failed addresses do not count.
 */
export const NET_HOST_LIMITS: Record<
  (typeof CARRIER_KEYS)[number],
  { ip: number; domain: number; total: number }
> = {
  ctcc: { ip: 5, domain: 10, total: 10 },
  cucc: { ip: 10, domain: 20, total: 20 },
  cmcc: { ip: 20, domain: 20, total: 30 },
};

/** The most characters of a group's name. */
export const NET_GROUP_NAME_MAX = 30;

export const netGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  /** Addresses in service or on their way, and the limit in all. */
  host_count: z.number().int(),
  host_limit: z.number().int(),
  /** Cards in the group or on their way (a group with cards is not deleted). */
  card_count: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
});
export type NetGroupRow = z.infer<typeof netGroupRowSchema>;

export const netGroupList = defineList({
  path: '/net_group/list/',
  summary: "The caller's directed-traffic groups: name, carrier, addresses against the carrier's limit",
  access: { anyOf: ['router_net_group'] },
  row: netGroupRowSchema,
  filters: {
    name: filter.text('netGroup.name'),
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'name', label: 'netGroup.name', type: 'text', width: 200 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'host_count', label: 'netGroup.hostCount', type: 'text' },
    { prop: 'host_limit', label: 'netGroup.hostLimit', type: 'text' },
    { prop: 'card_count', label: 'netGroup.cardCount', type: 'text' },
    { prop: 'created_by', label: FIELDS.operator, type: 'text' },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'hosts', label: 'netGroup.hostsButton', perm: 'router_net_group_host' },
        { key: 'cards', label: 'netGroup.cardsButton', perm: 'router_net_group_card' },
        { key: 'delete', label: 'actions.delete', perm: 'router_net_group' },
      ],
    },
  ],
});

export const addNetGroup = defineEndpoint({
  method: 'POST',
  path: '/net_group/add/',
  summary:
    'Creates a directed-traffic group of one carrier (its name at most 30 characters, unique for the client)',
  access: { anyOf: ['router_net_group'] },
  body: z.object({
    name: z
      .string({ error: 'net_group_name_required' })
      .trim()
      .min(1, { message: 'net_group_name_required' })
      .max(NET_GROUP_NAME_MAX, { message: 'net_group_name_too_long' }),
    carrier: z.enum(CARRIER_KEYS, { error: 'net_group_carrier_required' }),
  }),
  data: z.object({ id: z.number().int() }),
});

export const netGroupForm = defineForm({
  create: addNetGroup,
  fields: {
    name: { kind: 'text', label: 'netGroup.name', help: 'netGroup.form.nameHelp' },
    carrier: { kind: 'enum', values: CARRIERS, label: FIELDS.carrier, as: 'radio', initial: 'ctcc' },
  },
  texts: { create: 'netGroup.form.title', created: 'netGroup.form.created' },
});

export const deleteNetGroup = defineEndpoint({
  method: 'POST',
  path: '/net_group/delete/',
  summary:
    'Deletes a directed-traffic group that holds no address and no card in service or on its way (refused otherwise, nothing changes)',
  access: { anyOf: ['router_net_group'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int() }),
});

export const netGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/net_group/options/',
  summary:
    "The caller's directed-traffic groups, for the address and card pages' filters and forms, and the tags on its cards",
  access: { anyOf: ['router_net_group_host', 'router_net_group_card'] },
  data: z.object({
    groups: z.array(z.object({ id: z.number().int(), name: z.string(), carrier: z.enum(CARRIER_KEYS) })),
    tags: z.array(z.string()),
  }),
});

export const netHostRowSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  kind: z.enum(['ip', 'domain']),
  address: z.string(),
  protocol: z.enum(['tcp', 'udp', 'any']),
  status: z.enum(NET_HOST_STATUS_KEYS),
  /** The work order now carrying it (the add, or the delete), to open from the row. */
  order_id: z.number().int(),
  order_no: z.string(),
  /** The carrier's answer to its add order, when failed ('' otherwise). */
  answer: z.string(),
  created_at: z.string(),
});
export type NetHostRow = z.infer<typeof netHostRowSchema>;

export const netHostList = defineList({
  path: '/net_group/host/list/',
  summary:
    "The addresses of the caller's directed-traffic groups with their state, read off their work orders",
  access: { anyOf: ['router_net_group_host'] },
  row: netHostRowSchema,
  filters: {
    group_id: filter.option('id', 'netGroup.group'),
    address: filter.text(FIELDS.address),
    status: filter.enum(NET_HOST_STATUSES, FIELDS.status),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'address', label: FIELDS.address, type: 'text', width: 200 },
    { prop: 'kind', label: 'common.addressKind', type: 'tag', options: NET_HOST_KINDS },
    { prop: 'protocol', label: 'template.hostList.protocol.header', type: 'tag', options: NET_PROTOCOLS },
    { prop: 'group_name', label: 'netGroup.group', type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'status', label: FIELDS.status, type: 'status', options: NET_HOST_STATUSES },
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text' },
    { prop: 'answer', label: 'workOrder.detail.answer', type: 'text', width: 180 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'order', label: 'netGroup.orderButton', perm: 'router_work_order_detail' },
        {
          key: 'delete',
          label: 'actions.delete',
          perm: 'router_net_group_host',
          when: { prop: 'status', values: ['added', 'add_failed'] },
        },
      ],
    },
  ],
});

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A domain name, optionally starting with one wildcard label (`*.example.com`). */
const DOMAIN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const addNetHost = defineEndpoint({
  method: 'POST',
  path: '/net_group/host/add/',
  summary:
    "Adds an address to a directed-traffic group as a 定向配置 work order: an IPv4 address (no wildcard) or a domain (a leading *. allowed), within the carrier's limits",
  access: { anyOf: ['router_net_group_host'] },
  body: z
    .object({
      group_id: positiveId('net_group_required'),
      kind: z.enum(['ip', 'domain']),
      address: z
        .string({ error: 'net_host_address_required' })
        .trim()
        .min(1, { message: 'net_host_address_required' })
        .max(253, { message: 'net_host_domain_invalid' }),
      protocol: z.enum(['tcp', 'udp', 'any']),
    })
    .superRefine((b, ctx) => {
      if (b.kind === 'ip' && !IPV4.test(b.address)) {
        ctx.addIssue({
          code: 'custom',
          path: ['address'],
          message: b.address.includes('*') ? 'net_host_ip_wildcard' : 'net_host_ip_invalid',
        });
      }
      if (b.kind === 'domain' && !DOMAIN.test(b.address)) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'net_host_domain_invalid' });
      }
    }),
  data: z.object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_no: z.string(),
    due_at: z.string(),
  }),
});

export const netHostForm = defineForm({
  create: addNetHost,
  fields: {
    group_id: {
      kind: 'option',
      value: 'id',
      label: 'netGroup.group',
      placeholder: 'validation.net_group_required',
    },
    kind: { kind: 'enum', values: NET_HOST_KINDS, label: 'common.addressKind', as: 'radio', initial: 'ip' },
    address: { kind: 'text', label: FIELDS.address, help: 'netGroup.form.addressHelp' },
    protocol: {
      kind: 'enum',
      values: NET_PROTOCOLS,
      label: 'template.hostList.protocol.header',
      as: 'radio',
      initial: 'any',
    },
  },
  texts: {
    create: 'netGroup.form.hostTitle',
    notice: 'netGroup.form.hostNotice',
    created: 'netGroup.form.hostCreated',
  },
});

export const deleteNetHost = defineEndpoint({
  method: 'POST',
  path: '/net_group/host/delete/',
  summary:
    'Removes an address: one in service through a 定向配置 work order (删除处理中 until the carrier is done), a failed one at once',
  access: { anyOf: ['router_net_group_host'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int(), status: z.enum(['deleting', 'removed']) }),
});

// ---------------------------------------------------------------------------------------------
// Cards (/net_group/card)

/** The most cards one request (one work order) puts into a group: a pasted list, a file or a tag. */
export const NET_GROUP_CARDS_MAX = 1000;

export const NET_CARD_SOURCES = labelled({
  list: { label: 'netGroup.sources.list', tone: 'default' },
  tag: { label: 'netGroup.sources.tag', tone: 'default' },
});

export const netCardRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  plan_name: z.string(),
  status: z.enum(NET_HOST_STATUS_KEYS),
  /** The work order now carrying it (the add, or the removal). */
  order_id: z.number().int(),
  order_no: z.string(),
  /** The carrier's answer for this card when it was not added ('' otherwise). */
  answer: z.string(),
  created_at: z.string(),
});
export type NetCardRow = z.infer<typeof netCardRowSchema>;

export const netCardList = defineList({
  path: '/net_group/card/list/',
  summary:
    "The cards of the caller's directed-traffic groups with their state, read off the 定向配置 work orders that add and remove them",
  access: { anyOf: ['router_net_group_card'] },
  row: netCardRowSchema,
  filters: {
    group_id: filter.option('id', 'netGroup.group'),
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    status: filter.enum(NET_HOST_STATUSES, FIELDS.status),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'group_name', label: 'netGroup.group', type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'plan_name', label: FIELDS.plan, type: 'text', width: 180 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: NET_HOST_STATUSES },
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text' },
    { prop: 'answer', label: 'workOrder.detail.answer', type: 'text', width: 180 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'order', label: 'netGroup.orderButton', perm: 'router_work_order_detail' },
        {
          key: 'delete',
          label: 'common.remove',
          perm: 'router_net_group_card',
          when: { prop: 'status', values: ['added', 'add_failed'] },
        },
      ],
    },
  ],
});

export const addNetCards = defineEndpoint({
  method: 'POST',
  path: '/net_group/card/add/',
  summary:
    "Puts cards into a directed-traffic group as one 定向配置 work order: listed numbers (pasted or read from a file; all or none: each of the caller's, of the group's carrier, on a directed plan and in no group) or the caller's cards with a tag that qualify, at most 1,000",
  access: { anyOf: ['router_net_group_card'] },
  body: z
    .object({
      group_id: positiveId('net_group_required'),
      source: z.enum(['list', 'tag']),
      numbers: z
        .array(z.string().trim().min(1).max(40))
        .max(NET_GROUP_CARDS_MAX, { message: 'net_card_too_many' })
        .optional(),
      tag: z.string().trim().max(40).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.source === 'list' && !b.numbers?.length) {
        ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'card_ids_required' });
      }
      if (b.source === 'tag' && !b.tag) {
        ctx.addIssue({ code: 'custom', path: ['tag'], message: 'net_card_tag_required' });
      }
    }),
  data: z.object({
    order_id: z.number().int(),
    order_no: z.string(),
    due_at: z.string(),
    added: z.number().int(),
    /** Cards with the tag left out: of another carrier, not on a directed plan, or in a group already. */
    skipped: z.number().int(),
  }),
});

export const netCardForm = defineForm({
  create: addNetCards,
  fields: {
    group_id: {
      kind: 'option',
      value: 'id',
      label: 'netGroup.group',
      placeholder: 'validation.net_group_required',
    },
    source: {
      kind: 'enum',
      values: NET_CARD_SOURCES,
      label: 'netGroup.source',
      as: 'radio',
      initial: 'list',
    },
    numbers: {
      kind: 'cards',
      label: 'common.batch.numbers',
      help: 'netGroup.form.numbersHelp',
      showWhen: { field: 'source', values: ['list'] },
    },
    tag: {
      kind: 'option',
      value: 'text',
      label: 'common.tags',
      placeholder: 'validation.net_card_tag_required',
      help: 'netGroup.form.tagHelp',
      showWhen: { field: 'source', values: ['tag'] },
    },
  },
  texts: {
    create: 'netGroup.form.cardTitle',
    notice: 'netGroup.form.cardNotice',
    created: 'netGroup.form.cardCreated',
  },
});

export const deleteNetCard = defineEndpoint({
  method: 'POST',
  path: '/net_group/card/delete/',
  summary:
    'Takes a card out of its directed-traffic group: one in the group through a 定向配置 work order (删除处理中 until the carrier is done), one not added at once',
  access: { anyOf: ['router_net_group_card'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int(), status: z.enum(['deleting', 'removed']) }),
});
