import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import type { TextKey } from '../text.ts';
import { FIELDS } from '../vocabulary.ts';
import {
  CARD_STATUS_KEYS,
  CARD_STATUSES,
  CARRIER_KEYS,
  CARRIERS,
  NUM_TYPE_LABELS,
  NUM_TYPES,
  type NumType,
  SPEED_STATE_KEYS,
  SPEED_STATES,
} from './card.ts';
import { REAL_NAME_STATUS_KEYS, REAL_NAME_STATUSES } from './card-detail.ts';

export const CARD_SORT_KEYS = ['iccid', 'msisdn', 'activated_at', 'expires_at', 'usage_mb'] as const;

export const cardRowSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  eid: z.string().nullable(),
  /** A multi-carrier (eSIM) card, one with an EID: only those can change carrier. */
  esim: z.boolean(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  /** 达量限速: whether the carrier slows the card down now. */
  speed_state: z.enum(SPEED_STATE_KEYS),
  plan_name: z.string(),
  usage_mb: z.number(),
  quota_mb: z.number(),
  /** Add-on data bought this month, on top of the plan's quota. */
  addon_mb: z.number(),
  /** This month's use as a share of quota + add-on, in percent with one decimal. */
  usage_percent: z.number(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  client_name: z.string(),
  billing_group: z.string().nullable(),
  project_group: z.string().nullable(),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS),
  /** The card's tags, joined for display ('、' in Chinese, ', ' in English). */
  tags: z.string(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

const NUM_TYPE_OPTIONS = Object.fromEntries(NUM_TYPES.map((t) => [t, NUM_TYPE_LABELS[t]])) as Record<
  NumType,
  TextKey
>;

export const cardList = defineList({
  path: '/card/list/',
  summary: "The client's cards, filtered, sorted and paged",
  access: { anyOf: ['router_card_list'] },
  row: cardRowSchema,
  /**
   * Shared by the list and its export (an export lists exactly what the list shows). The date
   * ranges are whole days, both ends included; either end may be left open.
   */
  filters: {
    /** A full number or a prefix of it; searched in the type given, else in ICCID, MSISDN and IMSI. */
    number: filter.prefix('card.number', 'common.card.numberPlaceholder'),
    num_type: filter.enum(NUM_TYPE_OPTIONS, FIELDS.numType),
    status: filter.enum(CARD_STATUSES, FIELDS.cardStatus),
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
    plan_id: filter.option('id', FIELDS.plan),
    billing_group_id: filter.option('id', FIELDS.billingGroup),
    project_group_id: filter.option('id', FIELDS.projectGroup),
    tag: filter.option('text', 'card.list.filter.tag'),
    real_name_status: filter.enum(REAL_NAME_STATUSES, FIELDS.realName),
    /** Cards whose expiry falls in the current month. */
    expiring: filter.flag(FIELDS.expiringThisMonth),
    activated: filter.dateRange(FIELDS.activated),
    expires: filter.dateRange(FIELDS.expires),
  },
  sorts: CARD_SORT_KEYS,
  columns: [
    {
      prop: 'iccid',
      label: FIELDS.iccid,
      type: 'link',
      path: '/card/detail',
      param: 'id',
      sortable: true,
    },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text', sortable: true },
    { prop: 'imsi', label: FIELDS.imsi, type: 'text', hidden: true },
    { prop: 'eid', label: FIELDS.eid, type: 'text', hidden: true },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'status', label: FIELDS.cardStatus, type: 'status', options: CARD_STATUSES },
    { prop: 'speed_state', label: 'card.list.column.speed_state', type: 'tag', options: SPEED_STATES },
    {
      prop: 'real_name_status',
      label: FIELDS.realName,
      type: 'tag',
      options: REAL_NAME_STATUSES,
    },
    { prop: 'plan_name', label: FIELDS.plan, type: 'text' },
    { prop: 'usage_percent', label: 'card.list.column.usage_percent', type: 'progress' },
    { prop: 'usage_mb', label: 'card.list.column.usage_mb', type: 'text', sortable: true },
    { prop: 'addon_mb', label: 'card.list.column.addon_mb', type: 'text', hidden: true },
    { prop: 'activated_at', label: FIELDS.activated, type: 'text', sortable: true },
    { prop: 'expires_at', label: FIELDS.expires, type: 'text', sortable: true },
    { prop: 'billing_group', label: FIELDS.billingGroup, type: 'text' },
    { prop: 'project_group', label: FIELDS.projectGroup, type: 'text' },
    { prop: 'tags', label: 'common.tags', type: 'text' },
    { prop: 'client_name', label: 'common.client', type: 'text', hidden: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      // Each shows only where it applies and only to a user holding its function code.
      buttons: [
        {
          key: 'activate',
          label: 'card.list.actions.activate',
          perm: 'func_card_active',
          when: { prop: 'status', values: ['pending', 'testing'] },
        },
        {
          key: 'stop',
          label: 'card.list.actions.stop',
          perm: 'func_front_sor',
          when: { prop: 'status', values: ['active'] },
        },
        {
          key: 'resume',
          label: 'card.list.actions.resume',
          perm: 'func_front_sor',
          when: { prop: 'status', values: ['suspended'] },
        },
        {
          key: 'add_on',
          label: 'actions.addOn',
          perm: 'func_llc_add_on',
          when: { prop: 'status', values: ['active', 'suspended'] },
        },
        {
          key: 'change_carrier',
          label: 'perm.func_change_carrier',
          perm: 'func_change_carrier',
          when: { prop: 'esim', values: ['true'] },
        },
        {
          key: 'show_active',
          label: 'card.list.activation.title',
          perm: 'func_show_active',
          when: { prop: 'status', values: ['active', 'suspended', 'cancelled'] },
        },
        { key: 'used_detail', label: 'perm.func_used_detail', perm: 'func_used_detail' },
      ],
    },
  ],
});

/** The card list's filters, sort and order: the body of an export of what the list shows. */
export const cardFilterSchema = filtersSchemaOf(cardList.list);
export type CardFilters = z.output<typeof cardFilterSchema>;

const option = z.object({ id: z.number().int(), name: z.string() });

export const cardListOptions = defineEndpoint({
  method: 'GET',
  path: '/card/list/options/',
  summary:
    "The card list's filter choices: the plans the caller's cards are on, its billing groups, project groups and tags",
  access: { anyOf: ['router_card_list'] },
  data: z.object({
    plans: z.array(option.extend({ carrier: z.enum(CARRIER_KEYS) })),
    billing_groups: z.array(option),
    project_groups: z.array(option),
    tags: z.array(z.string()),
  }),
});
