import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';

/**
 * Machine-card binding (机卡绑定, /work/tac): a main client binds cards to their devices at the
 * carrier, to the first device the card is seen in (首话单) or to an IMEI segment named by its TAC
 * (the IMEI's first 8 digits; 8 to 14 accepted). Binding and unbinding are work orders (机卡绑定,
 * 解绑) settled within the carrier's SLA; a bound card found in another device is 已分离 and the
 * carrier stops it (机卡分离停机). The page lists the bindings with their separation state and the
 * history of device changes the carrier saw.
 */

export const TAC_MODES = labelled({
  first_cdr: { label: 'tacBinding.modes.first_cdr', tone: 'info' },
  tac: { label: 'tacBinding.modes.tac', tone: 'default' },
});
export type TacMode = keyof typeof TAC_MODES;
const TAC_MODE_KEYS = Object.keys(TAC_MODES) as [TacMode, ...TacMode[]];

export const TAC_BINDING_STATUSES = labelled({
  binding: { label: 'tacBinding.statuses.binding', tone: 'warning' },
  bound: { label: 'tacBinding.statuses.bound', tone: 'success' },
  bind_failed: { label: 'tacBinding.statuses.bind_failed', tone: 'danger' },
  unbinding: { label: 'tacBinding.statuses.unbinding', tone: 'warning' },
});
export type TacBindingStatus = keyof typeof TAC_BINDING_STATUSES;
export const TAC_BINDING_STATUS_KEYS = Object.keys(TAC_BINDING_STATUSES) as [
  TacBindingStatus,
  ...TacBindingStatus[],
];

/** Whether a bound card is in a device its binding allows (未分离) or not (已分离). */
export const TAC_SEPARATION = labelled({
  no: { label: 'tacBinding.separation.no', tone: 'success' },
  yes: { label: 'tacBinding.separation.yes', tone: 'danger' },
});

/** What the carrier did about a device change: nothing, or stop the card (机卡分离停机). */
export const TAC_EVENT_ACTIONS = labelled({
  none: { label: 'tacBinding.eventActions.none', tone: 'default' },
  stopped: { label: 'card.statusReasons.imei_mismatch', tone: 'danger' },
});

/** The most cards one request (one work order) binds. */
export const TAC_BIND_CARDS_MAX = 1000;
/** A TAC segment: the IMEI's first 8 digits, up to 14. */
export const TAC_PATTERN = /^\d{8,14}$/;

export const tacBindingRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  mode: z.enum(TAC_MODE_KEYS),
  /** The TAC segment ('' for 首话单). */
  tac: z.string(),
  /** 首话单: the device the card was first seen in ('' until seen). */
  bound_imei: z.string(),
  /** The device the carrier sees the card in now ('' when none). */
  imei: z.string(),
  status: z.enum(TAC_BINDING_STATUS_KEYS),
  /** Whether the card is in a device its binding does not allow ('' while not bound). */
  separated: z.enum(['', 'no', 'yes']),
  order_id: z.number().int(),
  order_no: z.string(),
  /** The carrier's or the reviewer's answer when binding failed ('' otherwise). */
  answer: z.string(),
  created_at: z.string(),
});
export type TacBindingRow = z.infer<typeof tacBindingRowSchema>;

export const tacBindingList = defineList({
  path: '/work/tac/list/',
  summary:
    "The caller's machine-card bindings with their state, read off the 机卡绑定 and 解绑 work orders, and whether each bound card is now in another device (已分离)",
  access: { anyOf: ['router_work_tac'] },
  row: tacBindingRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    mode: filter.enum(TAC_MODES, 'tacBinding.mode'),
    status: filter.enum(TAC_BINDING_STATUSES, FIELDS.status),
    separated: filter.enum(TAC_SEPARATION, 'tacBinding.separated'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'mode', label: 'tacBinding.mode', type: 'tag', options: TAC_MODES },
    { prop: 'tac', label: 'tacBinding.tac', type: 'text' },
    { prop: 'bound_imei', label: 'tacBinding.boundImei', type: 'text', width: 160 },
    { prop: 'imei', label: 'tacBinding.currentImei', type: 'text', width: 160 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: TAC_BINDING_STATUSES },
    { prop: 'separated', label: 'tacBinding.separated', type: 'status', options: TAC_SEPARATION },
    { prop: 'order_no', label: 'workOrder.orderNo', type: 'text', hidden: true },
    { prop: 'answer', label: 'workOrder.detail.answer', type: 'text', width: 180 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'order', label: 'netGroup.orderButton', perm: 'router_work_order_detail' },
        {
          key: 'unbind',
          label: 'actions.unbind',
          perm: 'router_work_tac',
          when: { prop: 'status', values: ['bound', 'bind_failed'] },
        },
      ],
    },
  ],
});

export const addTacBinding = defineEndpoint({
  method: 'POST',
  path: '/work/tac/add/',
  summary:
    "Binds cards to their devices as one 机卡绑定 work order: the listed numbers, all or none (each the caller's, not cancelled, and not bound or being bound), by 首话单 or by a TAC segment of 8 to 14 digits; at most 1,000",
  access: { anyOf: ['router_work_tac'] },
  body: z
    .object({
      mode: z.enum(TAC_MODE_KEYS),
      tac: z.string().trim().max(14).optional(),
      numbers: z
        .array(z.string().trim().min(1).max(40))
        .min(1, { message: 'card_ids_required' })
        .max(TAC_BIND_CARDS_MAX, { message: 'tac_too_many' }),
    })
    .superRefine((b, ctx) => {
      if (b.mode === 'tac' && !TAC_PATTERN.test(b.tac ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['tac'], message: 'tac_digits' });
      }
    }),
  data: z.object({
    order_id: z.number().int(),
    order_no: z.string(),
    due_at: z.string(),
    added: z.number().int(),
  }),
});

export const tacBindingForm = defineForm({
  create: addTacBinding,
  fields: {
    mode: { kind: 'enum', values: TAC_MODES, label: 'tacBinding.mode', as: 'radio', initial: 'first_cdr' },
    tac: {
      kind: 'text',
      label: 'tacBinding.tac',
      placeholder: 'tacBinding.form.tacPlaceholder',
      help: 'tacBinding.form.tacHelp',
      showWhen: { field: 'mode', values: ['tac'] },
    },
    numbers: { kind: 'cards', label: 'common.batch.numbers', help: 'netGroup.form.numbersHelp' },
  },
  texts: {
    create: 'tacBinding.form.title',
    notice: 'tacBinding.form.notice',
    created: 'tacBinding.form.created',
  },
});

export const unbindTac = defineEndpoint({
  method: 'POST',
  path: '/work/tac/unbind/',
  summary:
    'Unbinds a card from its device: a bound card through a 解绑 work order (解绑处理中 until the carrier is done), one whose binding failed at once',
  access: { anyOf: ['router_work_tac'] },
  body: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int(), status: z.enum(['unbinding', 'removed']) }),
});

export const tacEventRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  at: z.string(),
  old_imei: z.string(),
  new_imei: z.string(),
  separated: z.enum(['no', 'yes']),
  /** Whether the carrier stopped the card for it (机卡分离停机). */
  action: z.enum(['none', 'stopped']),
});
export type TacEventRow = z.infer<typeof tacEventRowSchema>;

export const tacEventList = defineList({
  path: '/work/tac/history/',
  summary:
    "The device changes the carrier saw for the caller's cards, newest first: the IMEI before and after, whether it broke the card's binding (已分离), and whether the card was stopped for it",
  access: { anyOf: ['router_work_tac'] },
  row: tacEventRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    separated: filter.enum(TAC_SEPARATION, 'tacBinding.separated'),
    date: filter.dateRange('tacBinding.seenAt'),
  },
  sorts: ['at'],
  columns: [
    { prop: 'at', label: 'tacBinding.seenAt', type: 'text', sortable: true },
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'old_imei', label: 'tacBinding.oldImei', type: 'text', width: 160 },
    { prop: 'new_imei', label: 'tacBinding.newImei', type: 'text', width: 160 },
    { prop: 'separated', label: 'tacBinding.separated', type: 'status', options: TAC_SEPARATION },
    { prop: 'action', label: 'tacBinding.eventAction', type: 'status', options: TAC_EVENT_ACTIONS },
  ],
});
