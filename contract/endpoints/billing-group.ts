import { z } from 'zod';
import type { TextKey } from '../catalogue/index.ts';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { decimal, positiveId } from '../numbers.ts';
import { PHONE_PATTERN } from '../validators.ts';
import { VBG_COMMENT_MAX_LENGTH, VBG_MAX_PHONES, VBG_WARNING_THRESHOLDS } from '../vbg-warning.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS } from './card.ts';

/**
 * Billing groups (计费组, "vbg"): a main client's cards that share their data as one pool. Every
 * customer of the tree may list the groups its cards are in; the members, the early-warning settings
 * and the comment need func_view_vbg.
 */
export const VBG_SORT_KEYS = ['code', 'card_count', 'pool_mb', 'used_mb', 'usage_percent'] as const;

export const billingGroupRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  carrier: z.enum(CARRIER_KEYS),
  /** Every card of the group, whatever its status (the card list filtered by the group shows as many). */
  card_count: z.number().int(),
  /** The members' plan quotas plus this month's add-ons, in MB. */
  pool_mb: z.number(),
  /** The members' use this month, in MB. */
  used_mb: z.number(),
  usage_percent: z.number(),
  /** 'true' / 'false', as the tag column reads it. */
  warn_enabled: z.enum(['true', 'false']),
  /** The chosen thresholds as shown, e.g. '80%, 100%'; '' when none. */
  warn_thresholds: z.string(),
  comment: z.string(),
});
export type BillingGroupRow = z.infer<typeof billingGroupRowSchema>;

const WARN_STATES = labelled({
  true: { label: 'common.on', tone: 'success' },
  false: { label: 'common.off', tone: 'default' },
});

export const billingGroupList = defineList({
  path: '/vbg/list/',
  summary: "The billing groups of the caller's cards, with each pool's size and use this month",
  access: { anyOf: ['router_billing_group'] },
  row: billingGroupRowSchema,
  filters: {
    q: filter.text(FIELDS.billingGroup, 'billingGroup.searchPlaceholder'),
    carrier: filter.enum(CARRIERS, FIELDS.carrier),
  },
  sorts: VBG_SORT_KEYS,
  columns: [
    { prop: 'code', label: 'billingGroup.list.column.code', type: 'text', sortable: true },
    { prop: 'name', label: 'billingGroup.list.column.name', type: 'text' },
    { prop: 'carrier', label: FIELDS.carrier, type: 'tag', options: CARRIERS },
    { prop: 'card_count', label: 'billingGroup.list.column.card_count', type: 'text', sortable: true },
    { prop: 'pool_mb', label: 'billingGroup.list.column.pool_mb', type: 'text', sortable: true },
    { prop: 'used_mb', label: 'billingGroup.list.column.used_mb', type: 'text', sortable: true },
    {
      prop: 'usage_percent',
      label: 'billingGroup.list.column.usage_percent',
      type: 'progress',
      sortable: true,
    },
    {
      prop: 'warn_enabled',
      label: 'billingGroup.list.column.warn_enabled',
      type: 'tag',
      options: WARN_STATES,
    },
    { prop: 'warn_thresholds', label: 'billingGroup.thresholds', type: 'text', hidden: true },
    { prop: 'comment', label: 'billingGroup.comment', type: 'text' },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        // Opens the card list filtered by the group, so it needs that page too.
        { key: 'members', label: 'billingGroup.list.column.actions.members', perm: 'router_card_list' },
        { key: 'warning', label: 'billingGroup.list.column.actions.warning', perm: 'func_view_vbg' },
        { key: 'comment', label: 'billingGroup.list.column.actions.comment', perm: 'func_view_vbg' },
      ],
    },
  ],
});

const vbgId = positiveId();

export const vbgWarningConfig = defineEndpoint({
  method: 'GET',
  path: '/vbg/early/warning_config/',
  summary:
    'What the early-warning settings may hold: the thresholds offered, how many phones, the comment length',
  access: { anyOf: ['func_view_vbg'] },
  data: z.object({
    thresholds: z.array(z.number().int()),
    max_phones: z.number().int(),
    comment_max_length: z.number().int(),
  }),
});

export const vbgWarningSettingsSchema = z.object({
  vbg_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  thresholds: z.array(z.number().int()),
  phones: z.array(z.string()),
  /** The highest threshold already warned this month (0: none yet). */
  warned_percent: z.number().int(),
  usage_percent: z.number(),
});
export type VbgWarningSettings = z.infer<typeof vbgWarningSettingsSchema>;

export const vbgWarning = defineEndpoint({
  method: 'GET',
  path: '/vbg/early/warning/',
  summary: "A billing group's early-warning settings and where its pool stands",
  access: { anyOf: ['func_view_vbg'] },
  query: z.object({ vbg_id: vbgId }),
  data: vbgWarningSettingsSchema,
});

/** A list in JSON; a comma-separated string when form-encoded. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : v,
    z.array(item),
  );

const offered: readonly number[] = VBG_WARNING_THRESHOLDS;

/** An offered threshold; the list comes back ascending without repeats. */
const thresholds = listOf(
  decimal(
    z
      .number()
      .int()
      .superRefine((value, ctx) => {
        if (!offered.includes(value)) {
          ctx.addIssue({
            code: 'custom',
            message: 'vbg_threshold_invalid',
            params: { value, allowed: offered.join('/') },
          });
        }
      }),
  ),
).transform((list) => [...new Set(list)].sort((a, b) => a - b));

/** Mobile numbers, trimmed, blanks and repeats dropped, at most VBG_MAX_PHONES. */
const phones = listOf(z.string())
  .transform((list) => [...new Set(list.map((p) => p.trim()).filter(Boolean))])
  .pipe(
    z
      .array(
        z.string().superRefine((phone, ctx) => {
          if (!PHONE_PATTERN.test(phone)) {
            ctx.addIssue({ code: 'custom', message: 'vbg_phone_invalid', params: { phone } });
          }
        }),
      )
      .superRefine((list, ctx) => {
        if (list.length > VBG_MAX_PHONES) {
          ctx.addIssue({ code: 'custom', message: 'vbg_phones_too_many', params: { max: VBG_MAX_PHONES } });
        }
      }),
  );

export const saveVbgWarning = defineEndpoint({
  method: 'POST',
  path: '/vbg/early/warning/',
  summary:
    'Saves the early-warning settings; a pool already past a newly chosen threshold is warned at once (one SMS per phone)',
  access: { anyOf: ['func_view_vbg'] },
  /** Settings that are off may keep empty lists; warnings that are on need a threshold and a phone. */
  body: z
    .object({
      vbg_id: vbgId,
      /** A boolean in JSON; 'true'/'false' (or '1'/'0') when form-encoded. */
      enabled: z.union([z.boolean(), z.stringbool()]),
      thresholds,
      phones,
    })
    .superRefine((body, ctx) => {
      if (!body.enabled) return;
      if (body.thresholds.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'vbg_threshold_required', path: ['thresholds'] });
      }
      if (body.phones.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'vbg_phone_required', path: ['phones'] });
      }
    }),
  data: vbgWarningSettingsSchema.extend({
    /** Warning SMS sent on saving (a pool already past a threshold). */
    sent: z.number().int(),
  }),
});

/**
 * A group's early-warning settings (预警设置), edited from the saved ones: on/off, the offered
 * thresholds, up to VBG_MAX_PHONES phones. The page supplies `vbg_id` and words `{code}`.
 */
export const vbgWarningForm = defineForm({
  create: saveVbgWarning,
  fields: {
    enabled: { kind: 'switch', label: 'billingGroup.enabled' },
    thresholds: {
      kind: 'multi',
      values: {
        50: 'billingGroup.thresholdChoice.at50',
        80: 'billingGroup.thresholdChoice.at80',
        90: 'billingGroup.thresholdChoice.at90',
        100: 'billingGroup.thresholdChoice.at100',
      } satisfies Record<(typeof VBG_WARNING_THRESHOLDS)[number], TextKey>,
      label: 'billingGroup.thresholds',
      help: 'billingGroup.thresholdsHint',
    },
    phones: {
      kind: 'group',
      flat: true,
      fields: { phone: { kind: 'text', label: 'billingGroup.phone' } },
      min: 1,
      max: VBG_MAX_PHONES,
      label: 'billingGroup.phones',
      help: 'billingGroup.phonesHint',
      addLabel: 'billingGroup.addPhone',
    },
  },
  texts: {
    create: 'billingGroup.settingsTitle',
    description: 'billingGroup.settingsOf',
    confirmCreate: 'billingGroup.confirmSave',
    created: 'billingGroup.saved',
  },
});

export const editVbgComment = defineEndpoint({
  method: 'POST',
  path: '/vbg/edit/comment/',
  summary: "Changes a billing group's comment",
  access: { anyOf: ['func_view_vbg'] },
  body: z.object({
    vbg_id: vbgId,
    /** Trimmed; counted in characters as a person sees them (a Chinese character is one). */
    comment: z
      .string()
      .trim()
      .refine((comment) => [...comment].length <= VBG_COMMENT_MAX_LENGTH, {
        message: 'vbg_comment_too_long',
        params: { max: VBG_COMMENT_MAX_LENGTH },
      }),
  }),
  data: z.object({ vbg_id: z.number().int(), comment: z.string() }),
});

/** A billing group's comment: only edited (the row's `id` is sent as `vbg_id`). */
export const vbgCommentForm = defineForm({
  create: editVbgComment,
  update: editVbgComment,
  key: 'vbg_id',
  fields: { comment: { kind: 'textarea', rows: 3, label: 'billingGroup.comment' } },
  texts: {
    create: 'billingGroup.commentTitle',
    description: 'billingGroup.settingsOf',
    confirmUpdate: 'billingGroup.confirmComment',
    created: 'billingGroup.commentSaved',
  },
});
