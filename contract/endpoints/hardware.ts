import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { isPlausibleName, isValidIdNumber } from '../id-number.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { PHONE_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARD_STATUSES } from './card.ts';
import { REAL_NAME_SOURCES, REAL_NAME_STATUS_KEYS, REAL_NAME_STATUSES } from './card-detail.ts';
import { cardNumberField } from './voice-whitelist.ts';

/**
 * Hardware (硬件管理): the devices (modules, trackers, meters) a main client registered, each with
 * at most one card in it, and the real-name submission (实名认证) for that card. The carrier
 * reviews a submission 24 hours after it was made; a card it suspended for the missing real name
 * is resumed once verified.
 */
export const REAL_NAME_REVIEW_HOURS = 24;

/** Why the carrier refused a submission (real_name_requests.reject_reason). */
export const REAL_NAME_REJECT_REASONS = labelled({
  id_mismatch: { label: 'hardware.realNameRejectReasons.id_mismatch', tone: 'danger' },
  name_invalid: { label: 'hardware.realNameRejectReasons.name_invalid', tone: 'danger' },
});
export type RealNameRejectReason = keyof typeof REAL_NAME_REJECT_REASONS;

/** SN: letters, digits and hyphens, as printed on the device's label. */
export const SN_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
export const IMEI_PATTERN = /^\d{15}$/;

const sn = z.string({ error: 'sn_invalid' }).trim().regex(SN_PATTERN, 'sn_invalid');
const imei = z.string({ error: 'imei_invalid' }).trim().regex(IMEI_PATTERN, 'imei_invalid');
const model = z.string({ error: 'model_required' }).trim().min(1, 'model_required').max(40, 'model_too_long');
const deviceId = positiveId('hardware_id_invalid');

export const hardwareRowSchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  model: z.string(),
  imei: z.string(),
  card_id: z.number().int().nullable(),
  iccid: z.string().nullable(),
  msisdn: z.string().nullable(),
  bound_at: z.string().nullable(),
  card_status: z.enum(CARD_STATUS_KEYS).nullable(),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS).nullable(),
  created_at: z.string(),
  /** What the row's buttons offer: bind a card, or unbind it and submit its real name. */
  bound: z.enum(['1', '0']),
});
export type HardwareRow = z.infer<typeof hardwareRowSchema>;

/** Devices holding a card ('1') or spare ('0'). */
const BOUND_STATES = {
  '1': 'hardware.boundYes',
  '0': 'hardware.boundNo',
} as const;

export const hardwareList = defineList({
  path: '/hardware_card/',
  summary:
    "The main client's devices and the card in each (a sub-client sees the spare ones and those holding its cards)",
  access: { anyOf: ['router_hardware_manage'] },
  row: hardwareRowSchema,
  filters: {
    /** The SN, IMEI or model, or the start of it. */
    sn: filter.prefix('hardware.sn', 'hardware.snPlaceholder'),
    imei: filter.prefix(FIELDS.imei),
    model: filter.prefix('hardware.model'),
    bound: filter.enum(BOUND_STATES, 'hardware.bound'),
  },
  sorts: ['created_at', 'bound_at'],
  columns: [
    { prop: 'sn', label: 'hardware.sn', type: 'text' },
    { prop: 'model', label: 'hardware.model', type: 'text' },
    { prop: 'imei', label: FIELDS.imei, type: 'text' },
    {
      prop: 'iccid',
      label: 'hardware.list.column.iccid',
      type: 'link',
      path: '/card/detail',
      param: 'card_id',
    },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'bound_at', label: 'hardware.list.column.bound_at', type: 'text', sortable: true },
    {
      prop: 'card_status',
      label: 'hardware.list.column.card_status',
      type: 'status',
      options: CARD_STATUSES,
    },
    {
      prop: 'real_name_status',
      label: FIELDS.realName,
      type: 'tag',
      options: REAL_NAME_STATUSES,
    },
    {
      prop: 'created_at',
      label: 'common.added',
      type: 'text',
      sortable: true,
      hidden: true,
    },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'bind',
          label: 'hardware.list.column.actions.bind',
          when: { prop: 'bound', values: ['0'] },
        },
        { key: 'unbind', label: 'actions.unbind', when: { prop: 'bound', values: ['1'] } },
        {
          key: 'real_name',
          label: 'hardware.list.column.actions.real_name',
          when: { prop: 'real_name_status', values: ['unverified', 'rejected'] },
        },
      ],
    },
  ],
});

export const HARDWARE_ACTIONS = ['add', 'bind', 'unbind'] as const;

export const hardwareSave = defineEndpoint({
  method: 'POST',
  path: '/hardware_card/',
  summary:
    'Adds a device (SN unique, IMEI of 15 digits; optionally with its card), binds a card to a spare device, ' +
    'or unbinds it (one card per device, the card in scope and in no other device)',
  access: { anyOf: ['router_hardware_manage'] },
  body: z.discriminatedUnion('action', [
    z.object({ action: z.literal('add'), sn, model, imei, card_number: cardNumberField.optional() }),
    z.object({ action: z.literal('bind'), id: deviceId, card_number: cardNumberField }),
    z.object({ action: z.literal('unbind'), id: deviceId }),
  ]),
  data: hardwareRowSchema,
});

const realName = z
  .string({ error: 'real_name_invalid' })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().refine(isPlausibleName, 'real_name_invalid'));
const idNumber = z
  .string({ error: 'id_number_invalid' })
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().refine((v) => isValidIdNumber(v), 'id_number_invalid'));
const phone = z.string({ error: 'phone_invalid' }).trim().regex(PHONE_PATTERN, { message: 'phone_invalid' });

/** The person a card is registered to, as submitted. */
export const realNameFields = { name: realName, id_number: idNumber, phone };

export const realNameRequestSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  /** Masked on the public page (张*); in full for the portal. */
  name: z.string(),
  /** Always masked: the first 6 and last 4 characters. */
  id_number: z.string(),
  phone: z.string(),
  source: z.enum(Object.keys(REAL_NAME_SOURCES) as [keyof typeof REAL_NAME_SOURCES]),
  status: z.enum(['reviewing', 'verified', 'rejected']),
  /** A REAL_NAME_REJECT_REASONS key, and its text in the caller's language. */
  reject_reason: z.string().nullable(),
  reject_reason_text: z.string().nullable(),
  submitted_at: z.string(),
  /** When the carrier decided, or (while reviewing) when it will. */
  reviewed_at: z.string().nullable(),
  review_due_at: z.string(),
});
export type RealNameRequest = z.infer<typeof realNameRequestSchema>;

export const cardRealNameOperation = defineEndpoint({
  method: 'POST',
  path: '/card_real_name_operation/',
  summary: 'Submits the real name for the card in a device; the carrier reviews it 24 hours later',
  access: { anyOf: ['router_hardware_manage'] },
  body: z.object({ id: deviceId, ...realNameFields }),
  data: realNameRequestSchema,
});

/** Registers a device (SN, model, IMEI), optionally with the card in it (a blank card is none). */
export const hardwareAddForm = defineForm({
  create: hardwareSave,
  createWith: { action: 'add' },
  fields: {
    sn: { kind: 'text', label: 'hardware.sn' },
    model: { kind: 'text', label: 'hardware.model' },
    imei: { kind: 'text', label: FIELDS.imei },
    card_number: {
      kind: 'text',
      label: 'hardware.cardNumber',
      placeholder: 'common.iccidOrMsisdn',
      omitBlank: true,
    },
  },
  textParams: { card: 'card_number' },
  texts: {
    create: 'hardware.addTitle',
    description: 'hardware.addHint',
    submit: 'common.submit',
    confirmCreate: 'hardware.confirmAdd',
    confirmCreateWith: { field: 'card_number', text: 'hardware.confirmAddWithCard' },
    created: 'hardware.added',
  },
});

/** Puts one of the caller's cards (in no other device) into a spare device: the row's `id`. */
export const hardwareBindForm = defineForm({
  create: hardwareSave,
  update: hardwareSave,
  updateWith: { action: 'bind' },
  fields: { card_number: { kind: 'text', label: FIELDS.cardNumber, placeholder: 'common.iccidOrMsisdn' } },
  textParams: { card: 'card_number' },
  texts: {
    create: 'hardware.bindTitle',
    description: 'hardware.bindOf',
    submit: 'common.submit',
    confirmUpdate: 'hardware.confirmBind',
    created: 'hardware.bound_ok',
  },
});

/** The real name (实名认证) of the card in a device, the row's `id`; the carrier decides 24 hours later. */
export const hardwareRealNameForm = defineForm({
  create: cardRealNameOperation,
  update: cardRealNameOperation,
  fields: {
    name: { kind: 'text', label: FIELDS.personName, placeholder: 'common.realName.namePlaceholder' },
    id_number: { kind: 'text', label: FIELDS.idNumber, placeholder: 'common.realName.idNumberPlaceholder' },
    phone: { kind: 'text', label: 'common.contactPhone', placeholder: 'common.realName.phonePlaceholder' },
  },
  textParams: { card: 'iccid', due: 'review_due_at' },
  texts: {
    create: 'common.realName.dialogTitle',
    description: 'common.realName.dialogOf',
    notice: 'common.realName.intro',
    submit: 'common.realName.submit',
    confirmUpdate: 'common.realName.confirm',
    created: 'common.realName.submitted',
  },
});

export const realNameH5Submit = defineEndpoint({
  method: 'POST',
  path: '/real_name/h5/',
  summary:
    "The end user's real-name submission for a card by its ICCID or MSISDN (public /realName page); " +
    'refused while one is under review or once verified',
  access: 'public',
  body: z.object({ card_number: cardNumberField, ...realNameFields }),
  data: realNameRequestSchema,
});

export const realNameH5Status = defineEndpoint({
  method: 'GET',
  path: '/real_name/h5/',
  summary: "Where a card's real name stands, and its latest submission masked (public /realName page)",
  access: 'public',
  query: z.object({ card_number: cardNumberField }),
  data: z.object({
    /** Masked card numbers. */
    iccid: z.string(),
    msisdn: z.string(),
    real_name_status: z.enum(REAL_NAME_STATUS_KEYS),
    request: realNameRequestSchema.nullable(),
  }),
});
