import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { CODE_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import { isWhitelistPhone, normalizeWhitelistPhone, WHITELIST_MAX_PER_CARD } from '../whitelist-phone.ts';
import { WHITELIST_SOURCES, WHITELIST_STATUSES } from './card-detail.ts';
import { UPLOAD_MAX_BYTES } from './common.ts';
import { PUBLIC_CARD_NUMBER } from './public-card.ts';

/**
 * Voice whitelists (语音白名单): the numbers a voice-enabled card may call and be called by. The
 * portal adds and removes them per card or in a batch; the card's user can add one and see the
 * list on the public H5 pages (/voiceWhite/add, /voiceWhite/search) with an SMS code sent to the
 * card. An added number is 'pending' until the carrier puts it into effect ('active') a few
 * minutes later, or refuses it ('failed': premium and service numbers).
 */
export const WHITELIST_STATUS_KEYS = keysOf(WHITELIST_STATUSES);
export const WHITELIST_SOURCE_KEYS = keysOf(WHITELIST_SOURCES);
export type WhitelistStatus = (typeof WHITELIST_STATUS_KEYS)[number];

/** The lines one batch may hold. */
export const WHITELIST_BATCH_MAX_LINES = 1000;
/** Files a batch reads: the import template (xlsx) or plain "card number,phone" lines. */
export const WHITELIST_BATCH_EXTENSIONS = ['xlsx', 'csv', 'txt'] as const;

/** ICCID or MSISDN, spaces dropped. */
export const cardNumberField = z
  .string({ error: 'card_number_required' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'card_number_required').regex(PUBLIC_CARD_NUMBER, 'card_number_invalid'));

export const whitelistPhoneField = z
  .string({ error: 'whitelist_phone_invalid' })
  .transform(normalizeWhitelistPhone)
  .pipe(z.string().refine(isWhitelistPhone, 'whitelist_phone_invalid'));

/** A list in JSON; comma-, space- or newline-separated when form-encoded. */
/** A list, or text with one number a line or comma-separated (a number may hold spaces: 0755 8600 1234). */
const phoneList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[,，;；\n\r]+/)
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : v,
  z
    .array(whitelistPhoneField, { error: 'whitelist_phones_required' })
    .min(1, 'whitelist_phones_required')
    .max(WHITELIST_MAX_PER_CARD, 'whitelist_phones_too_many'),
);

export const whitelistEntrySchema = z.object({
  phone: z.string(),
  status: z.enum(WHITELIST_STATUS_KEYS),
  source: z.enum(WHITELIST_SOURCE_KEYS),
  created_at: z.string(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;

/** One card's whitelist after a change or a lookup. */
export const cardWhitelistSchema = z.object({
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  entries: z.array(whitelistEntrySchema),
});
export type CardWhitelist = z.infer<typeof cardWhitelistSchema>;

export const whitelistRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  phone: z.string(),
  status: z.enum(WHITELIST_STATUS_KEYS),
  source: z.enum(WHITELIST_SOURCE_KEYS),
  created_at: z.string(),
});
export type WhitelistRow = z.infer<typeof whitelistRowSchema>;

export const voiceWhitelistList = defineList({
  path: '/voice/whitelist/',
  summary:
    "The whitelist numbers of the caller's cards, latest first (the spec names no path: /voice/whitelist/ is ours)",
  access: { anyOf: ['router_voice_whitelist'] },
  row: whitelistRowSchema,
  filters: {
    /** The card's ICCID or MSISDN, or the start of it. */
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidOrMsisdn'),
    /** The whitelist number, or the start of it (hyphens dropped, as the numbers are stored). */
    phone: filter.prefix(FIELDS.whitelistPhone, 'voiceWhitelist.phonePlaceholder'),
    status: filter.enum(WHITELIST_STATUSES, FIELDS.status),
  },
  sorts: ['created_at'],
  columns: [
    {
      prop: 'iccid',
      label: FIELDS.iccid,
      type: 'link',
      path: '/card/detail',
      param: 'card_id',
    },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'phone', label: FIELDS.whitelistPhone, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WHITELIST_STATUSES },
    { prop: 'source', label: 'common.source', type: 'tag', options: WHITELIST_SOURCES },
    { prop: 'created_at', label: 'common.added', type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [{ key: 'delete', label: 'common.remove' }],
    },
  ],
});

export const WHITELIST_ACTIONS = ['add', 'delete'] as const;

export const voiceCardAction = defineEndpoint({
  method: 'POST',
  path: '/voice/card/action/',
  summary: `Adds numbers to one card's whitelist (at most ${WHITELIST_MAX_PER_CARD} per card) or removes them; all or nothing`,
  access: { anyOf: ['router_voice_whitelist'] },
  body: z.object({
    card_number: cardNumberField,
    action: z.enum(WHITELIST_ACTIONS),
    phones: phoneList,
  }),
  data: cardWhitelistSchema,
});

/** Adds numbers to one card's whitelist (the numbers typed one a line or comma-separated). */
export const whitelistAddForm = defineForm({
  create: voiceCardAction,
  createWith: { action: 'add' },
  fields: {
    card_number: { kind: 'text', label: FIELDS.cardNumber, placeholder: 'common.iccidOrMsisdn' },
    phones: {
      kind: 'textarea',
      rows: 5,
      label: 'voiceWhitelist.phones',
      placeholder: 'voiceWhitelist.phonesPlaceholder',
    },
  },
  textParams: { card: 'card_number' },
  texts: {
    create: 'voiceWhitelist.addTitle',
    description: 'voiceWhitelist.addHint',
    submit: 'common.submit',
    confirmCreate: 'voiceWhitelist.confirmAdd',
    created: 'voiceWhitelist.added',
  },
});

export const whitelistBatchResultSchema = z.object({
  /** 1-based line of the pasted text or row of the sheet (after its header). */
  line: z.number().int(),
  card_number: z.string(),
  phone: z.string(),
  ok: z.boolean(),
  /** What happened, in the caller's language. */
  msg: z.string(),
});
export type WhitelistBatchResult = z.infer<typeof whitelistBatchResultSchema>;

export const voiceBatchAction = defineEndpoint({
  method: 'POST',
  path: '/voice/batch/action/',
  summary:
    'Adds or removes whitelist numbers for many cards, from an uploaded file (file_url of /upload/file/) ' +
    'or pasted "card number,phone" lines; each line succeeds or fails on its own',
  access: { anyOf: ['router_voice_whitelist'] },
  body: z
    .object({
      action: z.enum(WHITELIST_ACTIONS),
      file_url: z.string().trim().optional(),
      lines: z.string().optional(),
    })
    .refine((b) => Boolean(b.file_url) !== Boolean(b.lines?.trim()), 'whitelist_batch_source'),
  data: z.object({
    total: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    results: z.array(whitelistBatchResultSchema),
  }),
});

/** The batch dialog: add or remove, from the import file or from pasted lines (one of the two). */
export const voiceBatchForm = defineForm({
  create: voiceBatchAction,
  fields: {
    action: {
      kind: 'enum',
      as: 'radio',
      label: 'voiceWhitelist.action',
      values: { add: 'voiceWhitelist.actionAdd', delete: 'common.remove' },
    },
    file_url: {
      kind: 'upload',
      accept: WHITELIST_BATCH_EXTENSIONS,
      maxBytes: UPLOAD_MAX_BYTES,
      label: 'voiceWhitelist.fromFile',
    },
    lines: {
      kind: 'textarea',
      rows: 6,
      label: 'voiceWhitelist.lines',
      placeholder: 'voiceWhitelist.linesPlaceholder',
      omitBlank: true,
    },
  },
  tabs: [
    { label: 'voiceWhitelist.fromFile', fields: ['file_url'] },
    { label: 'voiceWhitelist.fromText', fields: ['lines'] },
  ],
  texts: {
    create: 'voiceWhitelist.batchTitle',
    description: 'voiceWhitelist.fileHint',
    submit: 'common.submit',
    confirmCreate: 'voiceWhitelist.confirmBatch',
    created: 'voiceWhitelist.batchDone',
    failures: 'failed',
  },
});

const code = z.string({ error: 'code_invalid' }).trim().regex(CODE_PATTERN, { message: 'code_invalid' });

export const voiceWhiteCaptcha = defineEndpoint({
  method: 'POST',
  path: '/voice/white/captcha/',
  summary:
    "Sends a verification code by SMS to the card's own number (MSISDN), for the public whitelist pages; " +
    'at most one a minute and ten an hour per card',
  access: 'public',
  body: z.object({ card_number: cardNumberField }),
  data: z.object({
    /** The card's MSISDN with its middle digits masked: where the code went. */
    sent_to: z.string(),
    expires_in: z.number().int(),
    resend_in: z.number().int(),
  }),
});

export const voiceWhiteH5Add = defineEndpoint({
  method: 'POST',
  path: '/voice/white/h5/add/',
  summary: "Adds a number to a card's whitelist from the public H5 page, with the code sent to the card",
  access: 'public',
  body: z.object({ card_number: cardNumberField, phone: whitelistPhoneField, code }),
  data: cardWhitelistSchema,
});

export const voiceWhiteH5Search = defineEndpoint({
  method: 'POST',
  path: '/voice/white/h5/search/',
  summary: "A card's whitelist for the public H5 page, with the code sent to the card",
  access: 'public',
  body: z.object({ card_number: cardNumberField, code }),
  data: cardWhitelistSchema,
});
