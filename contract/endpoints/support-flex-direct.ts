import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';
import { NET_HOST_KINDS, NET_HOST_STATUSES, NET_PROTOCOLS } from './net-group.ts';
import { WORK_ORDER_STATUS_KEYS, WORK_ORDER_STATUSES } from './work-order.ts';

/**
 * Directed-traffic address orders, support side (issue 48, router_ipconfig_worklist): every
 * client's 定向配置 orders adding or removing an address of a directed group (/net_group/host).
 * Support marks one done or failed with the carrier's answer before the emulator's carrier does;
 * whoever acts first decides, the other is told it was already handled. /flex_direct_search
 * (router_card_ip_group_query) finds which group a card or an address is in, across clients.
 */

/** What an address order asks: to add the address to its group, or to remove it. */
export const FLEX_ORDER_ACTIONS = labelled({
  add: { label: 'supportWork.flex.actions.add', tone: 'info' },
  delete: { label: 'supportWork.flex.actions.delete', tone: 'warning' },
});
type FlexOrderAction = keyof typeof FLEX_ORDER_ACTIONS;
const FLEX_ORDER_ACTION_KEYS = Object.keys(FLEX_ORDER_ACTIONS) as [FlexOrderAction, ...FlexOrderAction[]];

/** The carrier's answer support records: done (新增/删除成功) or failed. */
export const FLEX_MARK_RESULTS = labelled({
  done: { label: 'supportWork.flex.results.done', tone: 'success' },
  failed: { label: 'supportWork.flex.results.failed', tone: 'danger' },
});
type FlexMarkResult = keyof typeof FLEX_MARK_RESULTS;
const FLEX_MARK_RESULT_KEYS = Object.keys(FLEX_MARK_RESULTS) as [FlexMarkResult, ...FlexMarkResult[]];

/** The statuses an order may still be answered in. */
export const FLEX_OPEN_STATUSES = ['pending', 'processing', 'carrier'] as const;

export const flexDirectOrderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  client_name: z.string(),
  group_name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  action: z.enum(FLEX_ORDER_ACTION_KEYS),
  address: z.string(),
  kind: z.enum(['ip', 'domain']),
  protocol: z.enum(['tcp', 'udp', 'any']),
  status: z.enum(WORK_ORDER_STATUS_KEYS),
  handler: z.string(),
  /** The carrier's answer, in the reader's language ('' while open). */
  answer: z.string(),
  submitter: z.string(),
  created_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  finished_at: z.string(),
});
export type FlexDirectOrderRow = z.infer<typeof flexDirectOrderRowSchema>;

export const flexDirectOrderList = defineList({
  path: '/support/_list/flex_direct_order/',
  summary:
    "Every client's directed-address orders (定向配置: an address added to or removed from a directed group), newest first: client, group, address, the order's status and the carrier's answer",
  access: { anyOf: ['router_ipconfig_worklist'] },
  row: flexDirectOrderRowSchema,
  filters: {
    client_id: filter.client('support.clientSearch'),
    address: filter.prefix(FIELDS.address, 'supportWork.flex.addressPlaceholder'),
    status: filter.enum(WORK_ORDER_STATUSES, FIELDS.status),
    created_at: filter.dateRange(FIELDS.createdAt),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text', width: 190 },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 200 },
    { prop: 'group_name', label: 'netGroup.group', type: 'text', width: 150 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'action', label: 'supportWork.flex.action', type: 'tag', options: FLEX_ORDER_ACTIONS },
    { prop: 'address', label: FIELDS.address, type: 'text', width: 200 },
    { prop: 'kind', label: 'common.addressKind', type: 'tag', options: NET_HOST_KINDS, hidden: true },
    { prop: 'protocol', label: 'template.hostList.protocol.header', type: 'tag', options: NET_PROTOCOLS },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WORK_ORDER_STATUSES },
    { prop: 'answer', label: 'workOrder.detail.answer', type: 'text', width: 220 },
    { prop: 'handler', label: 'workOrder.handler', type: 'text' },
    { prop: 'submitter', label: 'workOrder.submitter', type: 'text', hidden: true },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'due_at', label: 'workOrder.dueAt', type: 'text' },
    { prop: 'finished_at', label: 'field.finishedAt', type: 'text', hidden: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'done',
          label: 'supportWork.flex.markDone',
          perm: 'router_ipconfig_worklist',
          when: { prop: 'status', values: [...FLEX_OPEN_STATUSES] },
        },
        {
          key: 'failed',
          label: 'supportWork.flex.markFailed',
          perm: 'router_ipconfig_worklist',
          when: { prop: 'status', values: [...FLEX_OPEN_STATUSES] },
        },
        { key: 'detail', label: 'actions.details', perm: 'router_ipconfig_worklist' },
      ],
    },
  ],
});

export const flexDirectOrderDetail = defineEndpoint({
  method: 'GET',
  path: '/support/flex_direct_order/detail/',
  summary:
    "One directed-address order: the order with its steps and answer, and every address of its group with the state its own orders leave it in (the customer's /net_group/host)",
  access: { anyOf: ['router_ipconfig_worklist'] },
  query: z.object({ id: positiveId() }),
  data: z.object({
    order: flexDirectOrderRowSchema.extend({
      reviewed_at: z.string(),
      forwarded_at: z.string(),
      sla_days: z.number().int(),
    }),
    hosts: z.array(
      z.object({
        id: z.number().int(),
        address: z.string(),
        kind: z.enum(['ip', 'domain']),
        protocol: z.enum(['tcp', 'udp', 'any']),
        status: z.enum(Object.keys(NET_HOST_STATUSES) as [keyof typeof NET_HOST_STATUSES]),
        order_no: z.string(),
        answer: z.string(),
      }),
    ),
  }),
});

export const markFlexDirectOrder = defineEndpoint({
  method: 'POST',
  path: '/support/flex_direct_order/mark/',
  summary:
    "Records the carrier's answer to an open directed-address order: done (the address is in service, or removed) or failed, with the answer the customer sees; refused, changing nothing, when the order was already answered (by the emulator's carrier or another support user)",
  access: { anyOf: ['router_ipconfig_worklist'] },
  body: z.object({
    order_id: positiveId(),
    result: z.enum(FLEX_MARK_RESULT_KEYS, { error: 'flex_mark_result_required' }),
    answer: z
      .string({ error: 'flex_mark_answer_required' })
      .trim()
      .min(1, { message: 'flex_mark_answer_required' })
      .max(200, { message: 'flex_mark_answer_long' }),
  }),
  data: z.object({ id: z.number().int(), status: z.enum(WORK_ORDER_STATUS_KEYS) }),
});

export const flexDirectMarkForm = defineForm({
  create: markFlexDirectOrder,
  update: markFlexDirectOrder,
  key: 'order_id',
  fields: {
    result: { kind: 'enum', values: FLEX_MARK_RESULTS, label: 'supportWork.flex.result', as: 'radio' },
    answer: {
      kind: 'textarea',
      label: 'workOrder.detail.answer',
      placeholder: 'supportWork.flex.answerPlaceholder',
      rows: 3,
    },
  },
  texts: {
    create: 'supportWork.flex.markTitle',
    update: 'supportWork.flex.markTitle',
    description: 'supportWork.flex.markDescription',
    created: 'supportWork.flex.marked',
    updated: 'supportWork.flex.marked',
  },
});

/** What a directed-group search row found: a card in a group, or an address. */
export const FLEX_SEARCH_KINDS = labelled({
  card: { label: 'supportWork.search.kinds.card', tone: 'info' },
  address: { label: FIELDS.address, tone: 'default' },
});
type FlexSearchKind = keyof typeof FLEX_SEARCH_KINDS;

export const flexDirectSearchRowSchema = z.object({
  /** `card-<id>` or `host-<id>`: the row's key across both kinds. */
  key: z.string(),
  kind: z.enum(Object.keys(FLEX_SEARCH_KINDS) as [FlexSearchKind, ...FlexSearchKind[]]),
  /** The card's ICCID, or the address. */
  value: z.string(),
  msisdn: z.string(),
  client_name: z.string(),
  group_name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(Object.keys(NET_HOST_STATUSES) as [keyof typeof NET_HOST_STATUSES]),
  order_no: z.string(),
  created_at: z.string(),
});

export const flexDirectSearchList = defineList({
  path: '/support/_list/flex_direct_search/',
  summary:
    "Which directed group a card (ICCID or MSISDN) or an address (IP or domain) is in, across every client: the group, its client and carrier, and the member's state (新增处理中, 新增成功, 新增失败, 删除处理中); a removed one is not listed",
  access: { anyOf: ['router_card_ip_group_query'] },
  row: flexDirectSearchRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    address: filter.prefix(FIELDS.address, 'supportWork.flex.addressPlaceholder'),
    client_id: filter.client('support.clientSearch'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'kind', label: 'supportWork.search.kind', type: 'tag', options: FLEX_SEARCH_KINDS },
    { prop: 'value', label: 'supportWork.search.value', type: 'text', width: 210 },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'group_name', label: 'netGroup.group', type: 'text', width: 150 },
    { prop: 'client_name', label: 'support.exportLogList.column.client_name', type: 'text', width: 200 },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'status', label: FIELDS.status, type: 'status', options: NET_HOST_STATUSES },
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text', width: 190 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
  ],
});
