import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import type { Words } from '../text.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARRIER_KEYS, CARRIERS, type Carrier } from './card.ts';
import { cardFilterSchema } from './card-list.ts';

/**
 * Multi-carrier (OC, 一卡三网) cards and their switching policies (策略管理). A multi-carrier card
 * is a container (its EID, or the physical card's ICCID) holding one profile per carrier, each
 * with its own ICCID and IMSI; the card's O-ICCID and oc_imsi are those of the profile online now.
 * A policy says how the card picks its network: a carrier priority order, the best signal, or a
 * switch when the signal falls below a threshold or the latency to a probe address rises above
 * one; carriers on its blacklist are never used. Cards without a policy of their own follow the
 * system default. A policy reaches cards by distribution (a batch): each card takes it at its
 * next attach to the network (待生效 → 已生效) or fails with the reason.
 */

export const OC_POLICY_NAME_MAX = 32;
/** The weak-signal threshold's range, dBm (GSL's default is −107). */
export const OC_DBM_MIN = -130;
export const OC_DBM_MAX = -70;
export const OC_DBM_DEFAULT = -107;
/** The latency threshold's range, milliseconds. */
export const OC_LATENCY_MIN = 20;
export const OC_LATENCY_MAX = 5000;

export const OC_MODES = labelled({
  priority: { label: 'ocCard.ocModes.priority', tone: 'info' },
  best_signal: { label: 'ocCard.ocModes.best_signal', tone: 'success' },
  weak_signal: { label: 'ocCard.ocModes.weak_signal', tone: 'warning' },
  latency: { label: 'ocCard.ocModes.latency', tone: 'warning' },
});
export type OcMode = keyof typeof OC_MODES;
export const OC_MODE_KEYS = Object.keys(OC_MODES) as [OcMode, ...OcMode[]];

export const OC_POLICY_STATES = labelled({
  enabled: { label: 'common.enabled', tone: 'success' },
  disabled: { label: 'ocCard.ocPolicyStates.disabled', tone: 'default' },
});
export const OC_POLICY_STATE_KEYS = Object.keys(OC_POLICY_STATES) as ['enabled', 'disabled'];

export const OC_POLICY_OWNERS = labelled({
  system: { label: 'ocCard.ocPolicyOwners.system', tone: 'info' },
  own: { label: 'ocCard.ocPolicyOwners.own', tone: 'default' },
});

/** Where a card's distribution stands. */
export const OC_APPLY_STATES = labelled({
  pending: { label: 'common.pending', tone: 'warning' },
  applied: { label: 'ocCard.ocApplyStates.applied', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
});
export type OcApplyState = keyof typeof OC_APPLY_STATES;
export const OC_APPLY_STATE_KEYS = Object.keys(OC_APPLY_STATES) as [OcApplyState, ...OcApplyState[]];

/** Why a card changed carrier. */
export const OC_SWITCH_REASONS = labelled({
  weak_signal: { label: 'ocCard.ocSwitchReasons.weak_signal', tone: 'warning' },
  latency: { label: 'ocCard.ocSwitchReasons.latency', tone: 'warning' },
  policy: { label: 'ocCard.ocSwitchReasons.policy', tone: 'info' },
  carrier_change: { label: 'ocCard.ocSwitchReasons.carrier_change', tone: 'default' },
});
export type OcSwitchReason = keyof typeof OC_SWITCH_REASONS;
export const OC_SWITCH_REASON_KEYS = Object.keys(OC_SWITCH_REASONS) as [OcSwitchReason, ...OcSwitchReason[]];

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** A probe address: a plain IPv4 address. */
export const OC_PROBE_IP = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);

/** Whether a list of carriers holds each carrier exactly once. */
export const isCarrierPermutation = (order: readonly string[]) =>
  order.length === CARRIER_KEYS.length && CARRIER_KEYS.every((c) => order.includes(c));

const policyFields = z.object({
  name: z
    .string({ error: 'oc_policy_name_required' })
    .trim()
    .min(1, 'oc_policy_name_required')
    .max(OC_POLICY_NAME_MAX, 'oc_policy_name_too_long'),
  mode: z.enum(OC_MODE_KEYS, { error: 'oc_mode_required' }),
  /** Every carrier once, the preferred first. */
  priority: z.array(z.enum(CARRIER_KEYS)).max(CARRIER_KEYS.length),
  /** Carriers the card never uses; at least one carrier must stay allowed. */
  blacklist: z.array(z.enum(CARRIER_KEYS)).max(CARRIER_KEYS.length).default([]),
  /** Weak-signal mode: switch below this signal strength (dBm). */
  threshold_dbm: z
    .number({ error: 'oc_threshold_dbm_range' })
    .int('oc_threshold_dbm_range')
    .min(OC_DBM_MIN, 'oc_threshold_dbm_range')
    .max(OC_DBM_MAX, 'oc_threshold_dbm_range')
    .nullable()
    .default(null),
  /** Latency mode: the address probed and the latency above which the card switches (ms). */
  probe_ip: z.string().trim().max(15, 'oc_probe_ip_invalid').nullable().default(null),
  latency_ms: z
    .number({ error: 'oc_latency_range' })
    .int('oc_latency_range')
    .min(OC_LATENCY_MIN, 'oc_latency_range')
    .max(OC_LATENCY_MAX, 'oc_latency_range')
    .nullable()
    .default(null),
  enabled: z.boolean().default(true),
});

type PolicyFields = z.infer<typeof policyFields>;

/** The rules between fields: an order that is a permutation, a threshold for the modes that need one. */
function checkPolicy(p: PolicyFields, ctx: z.RefinementCtx) {
  if (!isCarrierPermutation(p.priority)) {
    ctx.addIssue({ code: 'custom', message: 'oc_priority_permutation', path: ['priority'] });
  }
  if (new Set(p.blacklist).size !== p.blacklist.length || p.blacklist.length >= CARRIER_KEYS.length) {
    ctx.addIssue({ code: 'custom', message: 'oc_blacklist_all', path: ['blacklist'] });
  }
  if (p.mode === 'weak_signal' && p.threshold_dbm === null) {
    ctx.addIssue({ code: 'custom', message: 'oc_threshold_dbm_range', path: ['threshold_dbm'] });
  }
  if (p.mode === 'latency') {
    if (!p.probe_ip || !OC_PROBE_IP.test(p.probe_ip)) {
      ctx.addIssue({ code: 'custom', message: 'oc_probe_ip_invalid', path: ['probe_ip'] });
    }
    if (p.latency_ms === null) {
      ctx.addIssue({ code: 'custom', message: 'oc_latency_range', path: ['latency_ms'] });
    }
  }
}

export const ocPolicyBody = policyFields.superRefine(checkPolicy);
export type OcPolicyBody = z.infer<typeof ocPolicyBody>;

export const ocPolicyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(OC_MODE_KEYS),
  /** The priority order worded in the caller's language (中国电信 > 中国移动 > 中国联通). */
  priority_text: z.string(),
  blacklist_text: z.string(),
  /** The mode's threshold worded (−107 dBm; 8.8.8.8 > 200 ms), or ''. */
  threshold_text: z.string(),
  state: z.enum(OC_POLICY_STATE_KEYS),
  owner: z.enum(['system', 'own']),
  /** What the row's buttons depend on: the system default is read-only. */
  manage: z.enum(['system', 'enabled', 'disabled']),
  /** The caller's cards that follow the policy. */
  card_count: z.number().int(),
  created_at: z.string(),
  // The policy as the edit form takes it.
  priority: z.array(z.enum(CARRIER_KEYS)),
  blacklist: z.array(z.enum(CARRIER_KEYS)),
  threshold_dbm: z.number().int().nullable(),
  probe_ip: z.string().nullable(),
  latency_ms: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type OcPolicyRow = z.infer<typeof ocPolicyRowSchema>;

const OWN_ROWS = ['enabled', 'disabled'];

export const ocPolicyList = defineList({
  path: '/oc_card/policy/',
  summary: "The system default switching policy and the caller's own, with the cards following each",
  access: { anyOf: ['router_oc_config'] },
  row: ocPolicyRowSchema,
  filters: {
    name: filter.text('ocCard.ocPolicyList.filter.name', 'common.searchByName'),
    mode: filter.enum(OC_MODES, 'ocCard.ocPolicyList.filter.mode.placeholder'),
    state: filter.enum(OC_POLICY_STATES, FIELDS.status),
  },
  sorts: ['created_at', 'card_count'],
  columns: [
    { prop: 'name', label: 'ocCard.ocPolicyList.filter.name', type: 'text', width: 180 },
    { prop: 'owner', label: 'common.type', type: 'tag', options: OC_POLICY_OWNERS },
    { prop: 'mode', label: 'ocCard.ocPolicyList.filter.mode.placeholder', type: 'tag', options: OC_MODES },
    { prop: 'priority_text', label: 'ocCard.ocPolicyList.column.priority_text', type: 'text', width: 220 },
    { prop: 'threshold_text', label: 'ocCard.ocPolicyList.column.threshold_text', type: 'text' },
    { prop: 'blacklist_text', label: 'ocCard.ocPolicyList.column.blacklist_text', type: 'text' },
    { prop: 'state', label: FIELDS.status, type: 'status', options: OC_POLICY_STATES },
    { prop: 'card_count', label: 'ocCard.ocPolicyList.column.card_count', type: 'text', sortable: true },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'copy', label: 'actions.copy', perm: 'router_oc_config' },
        {
          key: 'edit',
          label: 'actions.edit',
          perm: 'router_oc_config',
          when: { prop: 'manage', values: OWN_ROWS },
        },
        {
          key: 'enable',
          label: 'actions.enable',
          perm: 'router_oc_config',
          when: { prop: 'manage', values: ['disabled'] },
        },
        {
          key: 'disable',
          label: 'ocCard.ocPolicyList.column.actions.disable',
          perm: 'router_oc_config',
          when: { prop: 'manage', values: ['enabled'] },
        },
        {
          key: 'delete',
          label: 'actions.delete',
          perm: 'router_oc_config',
          when: { prop: 'manage', values: OWN_ROWS },
        },
      ],
    },
  ],
});

const policyId = positiveId();

export const createOcPolicy = defineEndpoint({
  method: 'POST',
  path: '/oc_card/policy/',
  summary: 'Creates a switching policy of the caller (names are unique per client)',
  access: { anyOf: ['router_oc_config'] },
  body: ocPolicyBody,
  data: ocPolicyRowSchema,
});

export const updateOcPolicy = defineEndpoint({
  method: 'PUT',
  path: '/oc_card/policy/',
  summary: "Changes one of the caller's switching policies (the system default is read-only)",
  access: { anyOf: ['router_oc_config'] },
  body: policyFields.extend({ id: policyId }).superRefine(checkPolicy),
  data: ocPolicyRowSchema,
});

const whenMode = (...values: OcMode[]) => ({ field: 'mode', values });

/** The policy dialog: new and edit. */
export const ocPolicyForm = defineForm({
  create: createOcPolicy,
  update: updateOcPolicy,
  fields: {
    name: { kind: 'text', label: 'ocCard.ocPolicyForm.fields.name' },
    mode: { kind: 'enum', values: OC_MODES, label: 'ocCard.ocPolicyForm.fields.mode' },
    priority: {
      kind: 'ranking',
      values: CARRIERS,
      label: 'ocCard.ocModes.priority',
    },
    blacklist: {
      kind: 'multi',
      values: CARRIERS,
      label: 'ocCard.ocPolicyList.column.blacklist_text',
    },
    threshold_dbm: {
      kind: 'number',
      label: 'ocCard.ocPolicyForm.fields.threshold_dbm',
      initial: OC_DBM_DEFAULT,
      showWhen: whenMode('weak_signal'),
    },
    probe_ip: {
      kind: 'text',
      label: 'ocCard.ocPolicyForm.fields.probe_ip',
      placeholder: 'ocCard.ocPolicyForm_fields_probe_ip_placeholder',
      showWhen: whenMode('latency'),
    },
    latency_ms: {
      kind: 'number',
      label: 'ocCard.ocPolicyForm.fields.latency_ms',
      showWhen: whenMode('latency'),
    },
    enabled: { kind: 'switch', label: 'common.enabled', initial: true },
  },
  texts: {
    create: 'ocCard.ocPolicyForm.texts.create',
    update: 'ocCard.ocPolicyForm.texts.update',
    description: 'ocCard.ocPolicyForm.texts.description',
    confirmCreate: 'ocCard.ocPolicyForm.texts.confirmCreate',
    confirmUpdate: 'ocCard.ocPolicyForm.texts.confirmUpdate',
    created: 'ocCard.ocPolicyForm.texts.created',
    updated: 'ocCard.ocPolicyForm.texts.updated',
  },
});

export const copyOcPolicy = defineEndpoint({
  method: 'POST',
  path: '/oc_card/policy/copy/',
  summary: 'Copies a policy (the system default too) as a new, disabled policy of the caller',
  access: { anyOf: ['router_oc_config'] },
  body: z.object({ id: policyId }),
  data: ocPolicyRowSchema,
});

export const setOcPolicyEnabled = defineEndpoint({
  method: 'POST',
  path: '/oc_card/policy/enabled/',
  summary: "Enables or disables one of the caller's policies (a disabled policy cannot be distributed)",
  access: { anyOf: ['router_oc_config'] },
  body: z.object({ id: policyId, enabled: z.boolean() }),
  data: ocPolicyRowSchema,
});

export const deleteOcPolicy = defineEndpoint({
  method: 'DELETE',
  path: '/oc_card/policy/',
  summary: "Deletes one of the caller's policies that no card uses or waits for",
  access: { anyOf: ['router_oc_config'] },
  query: z.object({ id: policyId }),
  data: z.object({ id: z.number().int() }),
});

export const ocPolicyOptions = defineEndpoint({
  method: 'GET',
  path: '/oc_card/policy/options/',
  summary: 'The policies the caller may distribute or filter by (system default first)',
  access: { anyOf: ['router_oc_config', 'router_oc_distribute', 'router_oc_switch_record'] },
  data: z.array(z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() })),
});

export const ocDistributionRowSchema = z.object({
  /** The batch row: `<task>-<row>`. */
  id: z.string(),
  task_id: z.number().int(),
  /** The number as the user gave it (EID, O-ICCID or ICCID). */
  number: z.string(),
  card_id: z.number().int().nullable(),
  policy_name: z.string(),
  state: z.enum(OC_APPLY_STATE_KEYS),
  /** Why it failed, in the caller's language, or ''. */
  reason: z.string(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  username: z.string(),
});
export type OcDistributionRow = z.infer<typeof ocDistributionRowSchema>;

export const ocDistributionList = defineList({
  path: '/oc_card/distribute/log/',
  summary: "The distribution log: each card of the caller's policy distributions and where it stands",
  access: { anyOf: ['router_oc_distribute'] },
  row: ocDistributionRowSchema,
  filters: {
    task_id: filter.exact(FIELDS.taskId),
    number: filter.prefix(FIELDS.cardNumber, 'common.eidOIccidIccid'),
    state: filter.enum(OC_APPLY_STATES, 'ocCard.ocDistributionList.filter.state.placeholder'),
  },
  sorts: ['created_at'],
  columns: [
    { prop: 'task_id', label: FIELDS.taskId, type: 'text' },
    { prop: 'number', label: FIELDS.cardNumber, type: 'text', width: 240 },
    { prop: 'policy_name', label: 'ocCard.ocPolicyList.filter.name', type: 'text' },
    {
      prop: 'state',
      label: 'ocCard.ocDistributionList.filter.state.placeholder',
      type: 'status',
      options: OC_APPLY_STATES,
    },
    { prop: 'reason', label: 'ocCard.ocDistributionList.column.reason', type: 'text', width: 220 },
    { prop: 'created_at', label: FIELDS.createdAt, type: 'text', sortable: true },
    { prop: 'applied_at', label: 'ocCard.ocDistributionList.column.applied_at', type: 'text' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
  ],
});

export const ocSwitchRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  at: z.string(),
  from_carrier: z.enum(CARRIER_KEYS),
  to_carrier: z.enum(CARRIER_KEYS),
  reason: z.enum(OC_SWITCH_REASON_KEYS),
  /** The measurement behind it (−112 dBm, 640 ms) or the policy's name. */
  detail: z.string(),
});
export type OcSwitchRow = z.infer<typeof ocSwitchRowSchema>;

const SWITCH_COLUMNS = [
  { prop: 'at', label: 'ocCard.switchColumns.at', type: 'text' },
  { prop: 'from_carrier', label: 'ocCard.switchColumns.from_carrier', type: 'tag', options: CARRIERS },
  { prop: 'to_carrier', label: 'ocCard.switchColumns.to_carrier', type: 'tag', options: CARRIERS },
  { prop: 'reason', label: 'ocCard.switchColumns.reason', type: 'tag', options: OC_SWITCH_REASONS },
  { prop: 'detail', label: 'common.note', type: 'text' },
] as const;

export const ocSwitchList = defineList({
  path: '/oc_card/switch_record/',
  summary: "Every carrier switch of the caller's multi-carrier cards, newest first",
  access: { anyOf: ['router_oc_switch_record'] },
  row: ocSwitchRowSchema,
  filters: {
    iccid: filter.prefix(FIELDS.iccid, 'field.iccid'),
    reason: filter.enum(OC_SWITCH_REASONS, 'ocCard.switchColumns.reason'),
    to_carrier: filter.enum(CARRIERS, 'ocCard.switchColumns.to_carrier'),
    at: filter.dateRange('ocCard.ocSwitchList.filter.at'),
  },
  sorts: ['at'],
  columns: [
    {
      prop: 'iccid',
      label: FIELDS.iccid,
      type: 'link',
      path: '/card/detail',
      param: 'card_id',
      width: 200,
    },
    { ...SWITCH_COLUMNS[0], sortable: true },
    ...SWITCH_COLUMNS.slice(1),
  ],
});

/** One card's switches, for its detail page. */
export const ocCardSwitches = defineList({
  path: '/oc_card/card/switches/',
  summary: "One multi-carrier card's carrier switches, newest first",
  access: 'login',
  row: ocSwitchRowSchema,
  filters: {},
  fixedQuery: { card_id: positiveId() },
  columns: [...SWITCH_COLUMNS],
});

export const ocCardInfo = defineEndpoint({
  method: 'GET',
  path: '/oc_card/card/',
  summary: "A card's carrier profiles, which is online, and the policy it follows (or waits for)",
  access: 'login',
  query: z.object({ card_id: positiveId() }),
  data: z.object({
    multi: z.boolean(),
    /** The container: the EID, or the physical card's ICCID. */
    container: z.string(),
    profiles: z.array(
      z.object({ carrier: z.enum(CARRIER_KEYS), iccid: z.string(), imsi: z.string(), online: z.boolean() }),
    ),
    policy: z.object({ id: z.number().int(), name: z.string(), mode: z.enum(OC_MODE_KEYS) }).nullable(),
    /** A distributed policy the card takes at its next attach. */
    pending: z.object({ name: z.string(), applies_at: z.string() }).nullable(),
  }),
});

/** Carriers worded in a language, in the given order ('中国电信 > 中国移动'). */
export const carriersText = (carriers: readonly Carrier[], words: Words, separator: string) =>
  carriers.map((c) => words(CARRIERS[c].label)).join(separator);

export const ocDistributeCount = defineEndpoint({
  method: 'GET',
  path: '/oc_card/distribute/count/',
  summary:
    "How many of the caller's cards the card list's filter matches, and how many of them are multi-carrier, before a distribution",
  access: { anyOf: ['router_oc_distribute'] },
  query: cardFilterSchema,
  data: z.object({
    /** Cards under the filter, multi-carrier or not. */
    total: z.number().int(),
    /** Those of them that are multi-carrier cards; null above the most one distribution may hold. */
    multi_carrier: z.number().int().nullable(),
    /** The most one distribution by filter may hold (BATCH_FILTER_MAX). */
    max: z.number().int(),
  }),
});
