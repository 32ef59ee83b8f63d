import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter, type ListColumn } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';

/**
 * Security awareness, flexible directed access (灵活定向, issue 44): a main client's allow or block
 * groups enforced at the platform's own gateway (/sap_flex_direct_group), their hosts
 * (/sap_flex_direct_host: an IP, a CIDR or a domain, `*.` wildcard allowed on domains only, with a
 * port and protocol, 下发中 until the gateway applies it SAP_HOST_EFFECT_MINUTES later on the
 * emulator clock, then 生效 or 失败) and their cards (/sap_group_card: a card is in at most one
 * group; moving it from another group is asked for explicitly).
 */

/** Minutes the gateway takes to apply a host: minutes, unlike the carrier's directed traffic. */
export const SAP_HOST_EFFECT_MINUTES = 3;
/** The widest CIDR a host may name: /8. */
export const SAP_CIDR_MIN_PREFIX = 8;
export const SAP_GROUP_NAME_MAX = 30;
export const SAP_GROUP_REMARK_MAX = 100;
/** Cards one request may put into a group. */
export const SAP_GROUP_CARDS_MAX = 500;

export const SAP_GROUP_MODES = labelled({
  allow: { label: 'security.mode.allow', tone: 'success' },
  block: { label: 'security.mode.block', tone: 'danger' },
});
export type SapGroupMode = keyof typeof SAP_GROUP_MODES;

export const SAP_HOST_STATUSES = labelled({
  pending: { label: 'security.hostStatus.pending', tone: 'warning' },
  active: { label: 'security.hostStatus.active', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});
export type SapHostStatus = keyof typeof SAP_HOST_STATUSES;

export const SAP_HOST_KINDS = labelled({
  ip: { label: 'security.hostKind.ip', tone: 'default' },
  cidr: { label: 'security.hostKind.cidr', tone: 'default' },
  domain: { label: 'common.domain', tone: 'default' },
});
export type SapHostKind = keyof typeof SAP_HOST_KINDS;

export const SAP_PROTOCOLS = labelled({
  any: { label: 'common.all', tone: 'default' },
  tcp: { label: 'template.hostList.protocol.choices.tcp', tone: 'default' },
  udp: { label: 'template.hostList.protocol.choices.udp', tone: 'default' },
  icmp: { label: 'security.protocol.icmp', tone: 'default' },
});
export type SapProtocol = keyof typeof SAP_PROTOCOLS;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/;
const DOMAIN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Something IP-like with a wildcard in it: `10.*.0.1`, `*.1.2.3`, `192.168.1.*`, `10.0.0.0/*`. */
const WILDCARD_IP = /^[\d*]{1,3}(\.[\d*]{1,3}){3}(\/[\d*]{1,2})?$/;

/**
 * What a typed host address is, or why it is refused (a validation message key): an IPv4 address,
 * a CIDR no wider than /8, or a domain (a leading `*.` for every subdomain); a wildcard on an
 * address is refused, and so is a CIDR whose address has bits beyond its prefix.
 */
export function classifyHost(address: string): { kind: SapHostKind } | { issue: SapHostIssue } {
  const text = address.trim().toLowerCase();
  const ip = IPV4.exec(text);
  if (ip) {
    const octets = ip.slice(1, 5).map(Number);
    if (octets.some((o) => o > 255)) return { issue: 'sap_host_invalid' };
    if (ip[5] === undefined) return { kind: 'ip' };
    const prefix = Number(ip[5]);
    if (prefix > 32) return { issue: 'sap_host_invalid' };
    if (prefix < SAP_CIDR_MIN_PREFIX) return { issue: 'sap_cidr_too_wide' };
    const value = octets.reduce((n, o) => n * 256 + o, 0);
    const size = 2 ** (32 - prefix);
    if (value % size !== 0) return { issue: 'sap_cidr_not_network' };
    return { kind: 'cidr' };
  }
  if (text.includes('*') && WILDCARD_IP.test(text)) return { issue: 'sap_wildcard_on_ip' };
  if (DOMAIN.test(text) && text.length <= 253) return { kind: 'domain' };
  return { issue: 'sap_host_invalid' };
}
export type SapHostIssue =
  | 'sap_host_invalid'
  | 'sap_cidr_too_wide'
  | 'sap_cidr_not_network'
  | 'sap_wildcard_on_ip';

const groupId = positiveId('sap_group_required');

// ---------------------------------------------------------------------------------------------
// Groups

const groupName = z
  .string()
  .trim()
  .min(1, 'sap_group_name_required')
  .max(SAP_GROUP_NAME_MAX, 'sap_group_name_too_long');
const groupFields = {
  name: groupName,
  mode: z.enum(keysOf(SAP_GROUP_MODES)),
  remark: z.string().trim().max(SAP_GROUP_REMARK_MAX, 'transfer_remark_too_long').default(''),
};

export const sapGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(keysOf(SAP_GROUP_MODES)),
  remark: z.string(),
  host_count: z.number().int(),
  pending_hosts: z.number().int(),
  card_count: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
});
export type SapGroupRow = z.infer<typeof sapGroupRowSchema>;

/** A group's columns, the customer's and support's (support's with the client before them). */
export const sapGroupColumns: ListColumn<keyof SapGroupRow & string>[] = [
  { prop: 'name', label: 'security.group.name', type: 'text' },
  { prop: 'mode', label: 'security.group.mode', type: 'tag', options: SAP_GROUP_MODES },
  { prop: 'host_count', label: 'security.group.hosts', type: 'text' },
  { prop: 'pending_hosts', label: 'security.group.pendingHosts', type: 'text' },
  { prop: 'card_count', label: 'common.cards', type: 'text' },
  { prop: 'remark', label: 'common.remark', type: 'text', width: 200 },
  { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
  { prop: 'created_by', label: FIELDS.operator, type: 'text' },
];

export const sapGroupList = defineList({
  path: '/sap_flex_direct_group/list/',
  summary: "The caller's main client's flexible directed access groups, with their hosts and cards counted",
  access: { anyOf: ['router_sap_flex_direct_group'] },
  row: sapGroupRowSchema,
  filters: {
    name: filter.text('security.group.name', 'common.searchByName'),
    mode: filter.enum(SAP_GROUP_MODES, 'security.group.mode'),
  },
  sorts: ['created_at'],
  columns: [
    ...sapGroupColumns,
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'hosts', label: 'security.group.openHosts' },
        { key: 'cards', label: 'security.group.openCards' },
        { key: 'edit', label: 'actions.edit' },
        { key: 'delete', label: 'actions.delete' },
      ],
    },
  ],
});

export const sapGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/sap_flex_direct_group/options/',
  summary: "Every flexible directed access group of the caller's main client, for filters and pickers",
  access: { anyOf: ['router_sap_flex_direct_group', 'router_sap_flex_direct_host', 'router_sap_group_card'] },
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      mode: z.enum(keysOf(SAP_GROUP_MODES)),
      card_count: z.number().int(),
    }),
  ),
});

export const createSapGroup = defineEndpoint({
  method: 'POST',
  path: '/sap_flex_direct_group/',
  summary: 'Creates an allow or block group (names are unique per main client)',
  access: { anyOf: ['router_sap_flex_direct_group'] },
  body: z.object(groupFields),
  data: sapGroupRowSchema,
});

export const updateSapGroup = defineEndpoint({
  method: 'PUT',
  path: '/sap_flex_direct_group/',
  summary: 'Renames a group or changes its mode or remark',
  access: { anyOf: ['router_sap_flex_direct_group'] },
  body: z.object({ id: groupId, ...groupFields }),
  data: sapGroupRowSchema,
});

export const deleteSapGroup = defineEndpoint({
  method: 'DELETE',
  path: '/sap_flex_direct_group/',
  summary: 'Deletes a group holding no cards, with its hosts',
  access: { anyOf: ['router_sap_flex_direct_group'] },
  query: z.object({ id: groupId }),
  data: z.object({ id: z.number().int() }),
});

export const sapGroupForm = defineForm({
  create: createSapGroup,
  update: updateSapGroup,
  fields: {
    name: { kind: 'text', label: 'security.group.name' },
    mode: {
      kind: 'enum',
      as: 'radio',
      values: SAP_GROUP_MODES,
      label: 'security.group.mode',
      initial: 'allow',
    },
    remark: { kind: 'textarea', rows: 2, label: 'common.remark' },
  },
  texts: {
    create: 'security.group.create',
    update: 'security.group.editTitle',
    description: 'security.group.rule',
    created: 'security.group.created',
    updated: 'security.group.updated',
  },
});

// ---------------------------------------------------------------------------------------------
// Hosts

export const sapHostRowSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  mode: z.enum(keysOf(SAP_GROUP_MODES)),
  address: z.string(),
  kind: z.enum(keysOf(SAP_HOST_KINDS)),
  /** Empty: every port. */
  port: z.string(),
  protocol: z.enum(keysOf(SAP_PROTOCOLS)),
  hits: z.number().int(),
  status: z.enum(keysOf(SAP_HOST_STATUSES)),
  /** Why the gateway refused it, in the caller's language ('' unless failed). */
  reason: z.string(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type SapHostRow = z.infer<typeof sapHostRowSchema>;

/** A host's columns up to its creation, the customer's and support's. */
export const sapHostColumns: ListColumn<keyof SapHostRow & string>[] = [
  { prop: 'address', label: FIELDS.address, type: 'text' },
  { prop: 'kind', label: 'common.addressKind', type: 'tag', options: SAP_HOST_KINDS },
  { prop: 'port', label: 'template.hostList.port.header', type: 'text' },
  { prop: 'protocol', label: 'template.hostList.protocol.header', type: 'tag', options: SAP_PROTOCOLS },
  { prop: 'group_name', label: 'security.group.label', type: 'text' },
  { prop: 'mode', label: 'security.group.mode', type: 'tag', options: SAP_GROUP_MODES },
  { prop: 'hits', label: 'security.host.hits', type: 'text', sortable: true },
  { prop: 'status', label: FIELDS.status, type: 'status', options: SAP_HOST_STATUSES },
  { prop: 'reason', label: 'security.host.reason', type: 'text', width: 180 },
  { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
];

export const sapHostList = defineList({
  path: '/sap_flex_direct_host/list/',
  summary: "The hosts of the caller's main client's groups, with how often the gateway matched each",
  access: { anyOf: ['router_sap_flex_direct_host'] },
  row: sapHostRowSchema,
  filters: {
    group_id: filter.option('id', 'security.group.label'),
    address: filter.prefix(FIELDS.address, 'security.host.addressPlaceholder'),
    status: filter.enum(SAP_HOST_STATUSES, FIELDS.status),
  },
  sorts: ['created_at', 'hits'],
  columns: [
    ...sapHostColumns,
    { prop: 'applied_at', label: 'security.host.appliedAt', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'delete', label: 'actions.delete' }],
    },
  ],
});

export const createSapHost = defineEndpoint({
  method: 'POST',
  path: '/sap_flex_direct_host/',
  summary:
    'Adds a host to a group: sent to the gateway (下发中) and in effect or refused minutes later on the emulator clock',
  access: { anyOf: ['router_sap_flex_direct_host'] },
  body: z.object({
    group_id: groupId,
    address: z
      .string()
      .trim()
      .min(1, 'sap_host_required')
      .max(253, 'sap_host_invalid')
      .superRefine((value, ctx) => {
        const verdict = classifyHost(value);
        if ('issue' in verdict) ctx.addIssue({ code: 'custom', message: verdict.issue });
      })
      .transform((value) => value.toLowerCase()),
    port: z
      .number({ error: 'sap_port_range' })
      .int('sap_port_range')
      .min(1, 'sap_port_range')
      .max(65535, 'sap_port_range')
      .optional(),
    protocol: z.enum(keysOf(SAP_PROTOCOLS)).default('any'),
  }),
  data: sapHostRowSchema,
});

export const deleteSapHost = defineEndpoint({
  method: 'DELETE',
  path: '/sap_flex_direct_host/',
  summary: 'Takes a host out of its group (the gateway stops matching it)',
  access: { anyOf: ['router_sap_flex_direct_host'] },
  query: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int() }),
});

export const sapHostForm = defineForm({
  create: createSapHost,
  fields: {
    group_id: {
      kind: 'option',
      value: 'id',
      label: 'security.group.label',
      placeholder: 'validation.sap_group_required',
    },
    address: {
      kind: 'text',
      label: FIELDS.address,
      placeholder: 'security.host.addressPlaceholder',
      help: 'security.host.addressHelp',
    },
    port: {
      kind: 'number',
      label: 'template.hostList.port.header',
      placeholder: 'security.host.portPlaceholder',
      width: 'half',
    },
    protocol: {
      kind: 'enum',
      values: SAP_PROTOCOLS,
      label: 'template.hostList.protocol.header',
      initial: 'any',
      width: 'half',
    },
  },
  texts: {
    create: 'security.host.create',
    description: 'security.host.rule',
    submit: 'common.submit',
    created: 'security.host.created',
  },
});

// ---------------------------------------------------------------------------------------------
// Cards

export const sapGroupCardRowSchema = z.object({
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  group_id: z.number().int(),
  group_name: z.string(),
  mode: z.enum(keysOf(SAP_GROUP_MODES)),
  added_at: z.string(),
  added_by: z.string(),
});
export type SapGroupCardRow = z.infer<typeof sapGroupCardRowSchema>;

/** A member card's columns, the customer's and support's. */
export const sapGroupCardColumns: ListColumn<keyof SapGroupCardRow & string>[] = [
  { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
  { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
  { prop: 'group_name', label: 'security.group.label', type: 'text' },
  { prop: 'mode', label: 'security.group.mode', type: 'tag', options: SAP_GROUP_MODES },
  { prop: 'added_at', label: 'security.card.addedAt', type: 'text', sortable: true },
  { prop: 'added_by', label: FIELDS.operator, type: 'text' },
];

export const sapGroupCardList = defineList({
  path: '/sap_group_card/list/',
  summary: "The caller's cards in flexible directed access groups, with the group each is in",
  access: { anyOf: ['router_sap_group_card'] },
  row: sapGroupCardRowSchema,
  filters: {
    group_id: filter.option('id', 'security.group.label'),
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
  },
  sorts: ['added_at'],
  columns: [
    ...sapGroupCardColumns,
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'remove', label: 'common.remove' }],
    },
  ],
});

export const addSapGroupCards = defineEndpoint({
  method: 'POST',
  path: '/sap_group_card/',
  summary:
    'Puts cards (by ICCID or MSISDN) into a group; a card in another group is refused unless `move` is set: all or none',
  access: { anyOf: ['router_sap_group_card'] },
  body: z.object({
    group_id: groupId,
    numbers: z
      .array(z.string().trim().min(1).max(40))
      .min(1, { message: 'card_ids_required' })
      .max(SAP_GROUP_CARDS_MAX, { message: 'card_ids_too_many' }),
    /** Move cards that are in another group (asked for explicitly, never by default). */
    move: z.boolean().default(false),
  }),
  data: z.object({
    added: z.number().int(),
    moved: z.number().int(),
    unchanged: z.number().int(),
  }),
});

export const removeSapGroupCard = defineEndpoint({
  method: 'DELETE',
  path: '/sap_group_card/',
  summary: 'Takes a card out of its group (its traffic is no longer directed)',
  access: { anyOf: ['router_sap_group_card'] },
  query: z.object({ card_id: positiveId() }),
  data: z.object({ card_id: z.number().int() }),
});

export const sapGroupCardForm = defineForm({
  create: addSapGroupCards,
  fields: {
    group_id: {
      kind: 'option',
      value: 'id',
      label: 'security.group.label',
      placeholder: 'validation.sap_group_required',
    },
    numbers: { kind: 'cards', label: 'common.batch.numbers', help: 'security.card.numbersHelp' },
    move: { kind: 'switch', label: 'security.card.move', help: 'security.card.moveHelp', initial: false },
  },
  texts: {
    create: 'security.card.add',
    description: 'security.card.rule',
    submit: 'common.submit',
    created: 'security.card.added',
  },
});
