import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';

/**
 * Warning rules (预警, issue 43): a customer's rules over its cards, evaluated by the emulator on
 * its clock (server/services/warning-rules.ts), each firing once per card, level and cycle; the
 * records of those triggers, the notices they sent, and the log of who changed which rule. The
 * billing groups' own pool warnings (/vbg/early/warning/) appear in the same records and notices.
 */

export const WARNING_RULE_TYPES = labelled({
  usage: { label: 'warning.types.usage', tone: 'warning' },
  remaining_data: { label: 'warning.types.remaining_data', tone: 'warning' },
  pool_usage: { label: 'warning.types.pool_usage', tone: 'warning' },
  expiry: { label: 'warning.types.expiry', tone: 'danger' },
  low_balance: { label: 'warning.types.low_balance', tone: 'danger' },
  status_change: { label: 'warning.types.status_change', tone: 'info' },
  imei_change: { label: 'warning.types.imei_change', tone: 'danger' },
  offline: { label: 'warning.types.offline', tone: 'info' },
  sms_included: { label: 'warning.types.sms_included', tone: 'warning' },
});
export type WarningRuleType = keyof typeof WARNING_RULE_TYPES;

export const WARNING_SCOPES = labelled({
  all: { label: 'warning.scopes.all', tone: 'default' },
  billing_group: { label: FIELDS.billingGroup, tone: 'info' },
  project_group: { label: FIELDS.projectGroup, tone: 'info' },
  tag: { label: 'common.tags', tone: 'info' },
  cards: { label: 'warning.scopes.cards', tone: 'info' },
});

export const WARNING_ACTIONS = labelled({
  notify: { label: 'warning.actions.notify', tone: 'info' },
  stop: { label: 'warning.actions.stop', tone: 'danger' },
  cut_network: { label: 'warning.actions.cut_network', tone: 'warning' },
});
export type WarningAction = keyof typeof WARNING_ACTIONS;

export const WARNING_RESTORES = labelled({
  none: { label: 'warning.restores.none', tone: 'default' },
  next_day: { label: 'warning.restores.next_day', tone: 'info' },
  next_month: { label: 'warning.restores.next_month', tone: 'info' },
});

export const WARNING_CHANNELS = labelled({
  portal: { label: 'warning.channels.portal', tone: 'default' },
  sms: { label: 'common.sms', tone: 'default' },
  email: { label: 'warning.channels.email', tone: 'default' },
  webhook: { label: 'warning.channels.webhook', tone: 'default' },
});

export const WARNING_RULE_STATUSES = labelled({
  enabled: { label: 'common.enabled', tone: 'success' },
  disabled: { label: 'common.disabled', tone: 'default' },
});

export const WARNING_RECORD_STATUSES = labelled({
  pending: { label: 'warning.recordStatuses.pending', tone: 'warning' },
  handled: { label: 'warning.recordStatuses.handled', tone: 'success' },
  ignored: { label: 'warning.recordStatuses.ignored', tone: 'default' },
});

export const WARNING_RESULTS = labelled({
  notified: { label: 'warning.results.notified', tone: 'info' },
  stopped: { label: 'warning.results.stopped', tone: 'danger' },
  network_cut: { label: 'warning.results.network_cut', tone: 'warning' },
  skipped: { label: 'warning.results.skipped', tone: 'default' },
  restored: { label: 'warning.results.restored', tone: 'success' },
});

export const WARNING_SOURCES = labelled({
  rule: { label: 'card.statusReasons.warning_rule', tone: 'info' },
  vbg: { label: 'warning.vbgSource', tone: 'warning' },
});

export const WARNING_NOTICE_STATUSES = labelled({
  sent: { label: 'common.delivered', tone: 'success' },
  failed: { label: 'common.sendFailed', tone: 'danger' },
});

export const WARNING_LOG_ACTIONS = labelled({
  create: { label: 'warning.logActions.create', tone: 'success' },
  update: { label: 'warning.logActions.update', tone: 'info' },
  enable: { label: 'common.enabled', tone: 'success' },
  disable: { label: 'common.disabled', tone: 'default' },
  delete: { label: 'warning.logActions.delete', tone: 'danger' },
});

/** At most this many thresholds a rule. */
export const WARNING_THRESHOLDS_MAX = 10;
export const WARNING_RULE_NAME_MAX = 30;
export const WARNING_RECIPIENTS_MAX = 10;
export const WARNING_CARDS_MAX = 200;

/** A rule's recipients as typed: separated by commas, semicolons, spaces or lines. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[\s,;，；]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const RECIPIENT = /^(1\d{10}|[^@\s]+@[^@\s]+\.[^@\s]+|https?:\/\/\S+)$/;

const ruleFields = {
  name: z
    .string()
    .trim()
    .min(1, 'warning_rule_name_required')
    .max(WARNING_RULE_NAME_MAX, 'warning_rule_name_too_long'),
  type: z.enum(keysOf(WARNING_RULE_TYPES)),
  scope: z.enum(keysOf(WARNING_SCOPES)),
  billing_group_id: positiveId('warning_scope_required').optional(),
  project_group_id: positiveId('warning_scope_required').optional(),
  tag: z.string().trim().max(30).optional(),
  cards: z.array(z.string().trim().min(1).max(40)).max(WARNING_CARDS_MAX, 'card_ids_too_many').optional(),
  thresholds: z
    .array(
      z.object({
        value: z.number({ message: 'warning_threshold_invalid' }).positive('warning_threshold_invalid'),
      }),
    )
    .min(1, 'warning_thresholds_required')
    .max(WARNING_THRESHOLDS_MAX, 'warning_thresholds_too_many'),
  action: z.enum(keysOf(WARNING_ACTIONS)),
  restore: z.enum(keysOf(WARNING_RESTORES)).default('none'),
  channels: z.array(z.enum(keysOf(WARNING_CHANNELS))).min(1, 'warning_channels_required'),
  recipients: z.string().trim().max(400).default(''),
  status: z.enum(keysOf(WARNING_RULE_STATUSES)).default('enabled'),
};

type RuleDraft = {
  scope: keyof typeof WARNING_SCOPES;
  billing_group_id?: number;
  project_group_id?: number;
  tag?: string;
  cards?: string[];
  thresholds: { value: number }[];
  action: WarningAction;
  restore: keyof typeof WARNING_RESTORES;
  channels: string[];
  recipients: string;
};

/** What no single field says: thresholds ascending, a scope named, restore only after a stop, recipients. */
function checkRule(rule: RuleDraft, ctx: z.RefinementCtx) {
  const values = rule.thresholds.map((t) => t.value);
  if (values.some((v, i) => i > 0 && v <= values[i - 1]!))
    ctx.addIssue({ code: 'custom', path: ['thresholds'], message: 'warning_thresholds_not_ascending' });
  const missing =
    (rule.scope === 'billing_group' && rule.billing_group_id === undefined && 'billing_group_id') ||
    (rule.scope === 'project_group' && rule.project_group_id === undefined && 'project_group_id') ||
    (rule.scope === 'tag' && !rule.tag && 'tag') ||
    (rule.scope === 'cards' && (rule.cards ?? []).length === 0 && 'cards');
  if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: 'warning_scope_required' });
  if (rule.restore !== 'none' && rule.action === 'notify')
    ctx.addIssue({ code: 'custom', path: ['restore'], message: 'warning_restore_needs_stop' });
  const recipients = splitRecipients(rule.recipients);
  const needsRecipients = rule.channels.some((c) => c !== 'portal');
  if (needsRecipients && recipients.length === 0)
    ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'warning_recipients_required' });
  else if (recipients.length > WARNING_RECIPIENTS_MAX)
    ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'warning_recipients_too_many' });
  else if (recipients.some((r) => !RECIPIENT.test(r)))
    ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'warning_recipient_invalid' });
}

export const warningRuleBody = z.object(ruleFields).superRefine(checkRule);

export const warningRuleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(keysOf(WARNING_RULE_TYPES)),
  scope: z.enum(keysOf(WARNING_SCOPES)),
  /** The scope in words: the group's or tag's name, or the count of listed cards. */
  scope_text: z.string(),
  billing_group_id: z.number().int().optional(),
  project_group_id: z.number().int().optional(),
  tag: z.string().optional(),
  cards: z.array(z.string()),
  thresholds: z.array(z.object({ value: z.number() })),
  /** The thresholds with their unit ('50% / 70% / 90%'). */
  threshold_text: z.string(),
  action: z.enum(keysOf(WARNING_ACTIONS)),
  restore: z.enum(keysOf(WARNING_RESTORES)),
  channels: z.array(z.enum(keysOf(WARNING_CHANNELS))),
  recipients: z.string(),
  status: z.enum(keysOf(WARNING_RULE_STATUSES)),
  hits: z.number().int(),
  last_triggered_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
});
export type WarningRuleRow = z.infer<typeof warningRuleRowSchema>;

const RULE_NAME = 'warning.rule.name';
const THRESHOLDS = 'warning.rule.thresholds';

export const warningRuleList = defineList({
  path: '/warning_rule/list/',
  summary: "The caller's main client's warning rules with their hits and last trigger",
  access: { anyOf: ['router_warning_rule'] },
  row: warningRuleRowSchema,
  filters: {
    name: filter.text(RULE_NAME, 'common.searchByName'),
    type: filter.enum(WARNING_RULE_TYPES, 'warning.rule.type'),
    status: filter.enum(WARNING_RULE_STATUSES, FIELDS.status),
  },
  sorts: ['created_at', 'hits'],
  columns: [
    { prop: 'name', label: RULE_NAME, type: 'text' },
    { prop: 'type', label: 'warning.rule.type', type: 'tag', options: WARNING_RULE_TYPES },
    { prop: 'scope', label: 'warning.rule.scope', type: 'tag', options: WARNING_SCOPES },
    { prop: 'scope_text', label: 'warning.rule.scopeText', type: 'text' },
    { prop: 'threshold_text', label: THRESHOLDS, type: 'text' },
    { prop: 'action', label: 'warning.rule.action', type: 'tag', options: WARNING_ACTIONS },
    { prop: 'restore', label: 'warning.rule.restore', type: 'tag', options: WARNING_RESTORES },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WARNING_RULE_STATUSES },
    { prop: 'hits', label: 'warning.rule.hits', type: 'text', sortable: true },
    { prop: 'last_triggered_at', label: 'warning.rule.lastTriggered', type: 'text' },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'details', label: 'actions.details', perm: 'router_warning_rule_details' },
        { key: 'edit', label: 'actions.edit', perm: 'router_add_warning_rule' },
        { key: 'toggle', label: 'warning.rule.toggle', perm: 'router_add_warning_rule' },
        { key: 'delete', label: 'actions.delete', perm: 'router_add_warning_rule' },
      ],
    },
  ],
});

export const createWarningRule = defineEndpoint({
  method: 'POST',
  path: '/warning_rule/',
  summary: 'Adds a warning rule (names are unique per main client); logged in /warning_rule_log',
  access: { anyOf: ['router_add_warning_rule'] },
  body: warningRuleBody,
  data: warningRuleRowSchema,
});

export const updateWarningRule = defineEndpoint({
  method: 'PUT',
  path: '/warning_rule/',
  summary: 'Changes a warning rule; the change is logged with the fields it changed',
  access: { anyOf: ['router_add_warning_rule'] },
  body: z.object({ id: positiveId(), ...ruleFields }).superRefine(checkRule),
  data: warningRuleRowSchema,
});

export const toggleWarningRule = defineEndpoint({
  method: 'POST',
  path: '/warning_rule/status/',
  summary: 'Enables or disables a warning rule (logged)',
  access: { anyOf: ['router_add_warning_rule'] },
  body: z.object({ id: positiveId(), status: z.enum(keysOf(WARNING_RULE_STATUSES)) }),
  data: warningRuleRowSchema,
});

export const deleteWarningRule = defineEndpoint({
  method: 'DELETE',
  path: '/warning_rule/',
  summary: 'Deletes a warning rule (logged); its records and notices stay, under its name',
  access: { anyOf: ['router_add_warning_rule'] },
  query: z.object({ id: positiveId() }),
  data: z.object({ id: z.number().int() }),
});

const choice = z.object({ id: z.number().int(), name: z.string() });

export const warningRuleOptions = defineEndpoint({
  method: 'GET',
  path: '/warning_rule/options/',
  summary: "The scopes a rule may name: the caller's billing groups, project groups and tags",
  access: { anyOf: ['router_add_warning_rule', 'router_warning_rule'] },
  data: z.object({
    billing_groups: z.array(choice),
    project_groups: z.array(choice),
    tags: z.array(z.string()),
  }),
});

/** The rule dialog (/add_warning_rule, and editing a rule from /warning_rule). */
export const warningRuleForm = defineForm({
  create: createWarningRule,
  update: updateWarningRule,
  fields: {
    name: { kind: 'text', label: RULE_NAME, width: 'half' },
    type: {
      kind: 'enum',
      values: WARNING_RULE_TYPES,
      label: 'warning.rule.type',
      width: 'half',
      initial: 'usage',
    },
    thresholds: {
      kind: 'group',
      label: THRESHOLDS,
      help: 'warning.rule.thresholdsHelp',
      addLabel: 'warning.rule.addThreshold',
      min: 1,
      max: WARNING_THRESHOLDS_MAX,
      fields: { value: { kind: 'number', label: 'warning.rule.threshold' } },
    },
    scope: { kind: 'enum', as: 'radio', values: WARNING_SCOPES, label: 'warning.rule.scope', initial: 'all' },
    billing_group_id: {
      kind: 'option',
      value: 'id',
      label: FIELDS.billingGroup,
      showWhen: { field: 'scope', values: ['billing_group'] },
    },
    project_group_id: {
      kind: 'option',
      value: 'id',
      label: FIELDS.projectGroup,
      showWhen: { field: 'scope', values: ['project_group'] },
    },
    tag: {
      kind: 'option',
      value: 'text',
      label: 'common.tags',
      showWhen: { field: 'scope', values: ['tag'] },
    },
    cards: { kind: 'cards', label: 'warning.scopes.cards', showWhen: { field: 'scope', values: ['cards'] } },
    action: {
      kind: 'enum',
      as: 'radio',
      values: WARNING_ACTIONS,
      label: 'warning.rule.action',
      initial: 'notify',
    },
    restore: {
      kind: 'enum',
      as: 'radio',
      values: WARNING_RESTORES,
      label: 'warning.rule.restore',
      initial: 'none',
    },
    channels: { kind: 'multi', values: WARNING_CHANNELS, label: 'warning.rule.channels' },
    recipients: {
      kind: 'textarea',
      label: 'warning.rule.recipients',
      help: 'warning.rule.recipientsHelp',
      rows: 2,
    },
    status: {
      kind: 'enum',
      as: 'radio',
      values: WARNING_RULE_STATUSES,
      label: FIELDS.status,
      initial: 'enabled',
    },
  },
  texts: {
    create: 'perm.router_add_warning_rule',
    update: 'warning.form.update',
    description: 'warning.form.description',
    created: 'warning.form.created',
    updated: 'warning.form.updated',
  },
});

// ---------------------------------------------------------------------------------------------
// The rule log

export const warningRuleLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  rule_name: z.string(),
  action: z.enum(keysOf(WARNING_LOG_ACTIONS)),
  /** The fields changed, worded: '阈值: 50/80 → 50/80/90'. */
  detail: z.string(),
  username: z.string(),
});
export type WarningRuleLogRow = z.infer<typeof warningRuleLogRowSchema>;

export const warningRuleLogList = defineList({
  path: '/warning_rule_log/list/',
  summary: 'Who changed which warning rule, and how, newest first',
  access: { anyOf: ['router_warning_rule_log'] },
  row: warningRuleLogRowSchema,
  filters: {
    rule_name: filter.text(RULE_NAME, 'common.searchByName'),
    action: filter.enum(WARNING_LOG_ACTIONS, 'warning.log.action'),
    at: filter.dateRange('warning.log.at'),
  },
  sorts: ['at'],
  columns: [
    { prop: 'at', label: 'warning.log.at', type: 'text', sortable: true },
    { prop: 'rule_name', label: RULE_NAME, type: 'text' },
    { prop: 'action', label: 'warning.log.action', type: 'tag', options: WARNING_LOG_ACTIONS },
    { prop: 'detail', label: 'warning.log.detail', type: 'text', width: 360 },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
  ],
});

// ---------------------------------------------------------------------------------------------
// Records and notices

export const warningRecordRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  source: z.enum(keysOf(WARNING_SOURCES)),
  /** The rule's name, or the billing group's. */
  subject: z.string(),
  type: z.enum(keysOf(WARNING_RULE_TYPES)),
  rule_id: z.number().int().nullable(),
  /** The card's MSISDN, or the billing group's code. */
  target: z.string(),
  /** '92.5% ≥ 90%'. */
  value_text: z.string(),
  level: z.number().int(),
  action: z.enum(keysOf(WARNING_ACTIONS)),
  result: z.enum(keysOf(WARNING_RESULTS)),
  restore_at: z.string().nullable(),
  status: z.enum(keysOf(WARNING_RECORD_STATUSES)),
});
export type WarningRecordRow = z.infer<typeof warningRecordRowSchema>;

const recordFilters = {
  /** A card's MSISDN or ICCID, or a billing group's code. */
  target: filter.exact('warning.record.target', 'common.mobileNumber'),
  source: filter.enum(WARNING_SOURCES, 'common.source'),
  type: filter.enum(WARNING_RULE_TYPES, 'warning.rule.type'),
  status: filter.enum(WARNING_RECORD_STATUSES, FIELDS.status),
  at: filter.dateRange('warning.record.at'),
};

const recordColumns = [
  { prop: 'at', label: 'warning.record.at', type: 'text', sortable: true },
  { prop: 'source', label: 'common.source', type: 'tag', options: WARNING_SOURCES },
  { prop: 'subject', label: 'warning.record.subject', type: 'text' },
  { prop: 'type', label: 'warning.rule.type', type: 'tag', options: WARNING_RULE_TYPES },
  { prop: 'target', label: 'warning.record.target', type: 'text' },
  { prop: 'value_text', label: 'warning.record.value', type: 'text' },
  { prop: 'action', label: 'warning.rule.action', type: 'tag', options: WARNING_ACTIONS },
  { prop: 'result', label: 'warning.record.result', type: 'tag', options: WARNING_RESULTS },
  { prop: 'restore_at', label: 'warning.record.restoreAt', type: 'text' },
  { prop: 'status', label: FIELDS.status, type: 'status', options: WARNING_RECORD_STATUSES },
] as const;

export const warningRecordList = defineList({
  path: '/warning_record/list/',
  summary: "Each trigger of the caller's warning rules and billing-group warnings, newest first",
  access: { anyOf: ['router_warning_record'] },
  row: warningRecordRowSchema,
  filters: recordFilters,
  sorts: ['at'],
  columns: [
    ...recordColumns,
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        { key: 'handle', label: 'warning.record.handle' },
        { key: 'ignore', label: 'warning.record.ignore' },
      ],
    },
  ],
});

export const handleWarningRecord = defineEndpoint({
  method: 'POST',
  path: '/warning_record/status/',
  summary: 'Marks a warning record handled or ignored',
  access: { anyOf: ['router_warning_record'] },
  body: z.object({ id: positiveId(), status: z.enum(['handled', 'ignored']) }),
  data: z.object({ id: z.number().int(), status: z.enum(keysOf(WARNING_RECORD_STATUSES)) }),
});

export const warningNoticeRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  subject: z.string(),
  channel: z.enum(keysOf(WARNING_CHANNELS)),
  recipient: z.string(),
  content: z.string(),
  status: z.enum(keysOf(WARNING_NOTICE_STATUSES)),
  retries: z.number().int(),
});
export type WarningNoticeRow = z.infer<typeof warningNoticeRowSchema>;

export const warningNoticeList = defineList({
  path: '/warning_notice/list/',
  summary: 'Each delivery of a warning: channel, recipient, content, status, newest first',
  access: { anyOf: ['router_warning_notice'] },
  row: warningNoticeRowSchema,
  filters: {
    channel: filter.enum(WARNING_CHANNELS, 'warning.notice.channel'),
    status: filter.enum(WARNING_NOTICE_STATUSES, FIELDS.status),
    at: filter.dateRange('warning.notice.at'),
  },
  sorts: ['at'],
  columns: [
    { prop: 'at', label: 'warning.notice.at', type: 'text', sortable: true },
    { prop: 'subject', label: 'warning.record.subject', type: 'text' },
    { prop: 'channel', label: 'warning.notice.channel', type: 'tag', options: WARNING_CHANNELS },
    { prop: 'recipient', label: 'warning.notice.recipient', type: 'text' },
    { prop: 'content', label: 'common.message', type: 'text', width: 360 },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WARNING_NOTICE_STATUSES },
    { prop: 'retries', label: 'warning.notice.retries', type: 'text' },
  ],
});

// ---------------------------------------------------------------------------------------------
// A rule's details: its matched cards and its trigger history

export const warningRuleDetail = defineEndpoint({
  method: 'GET',
  path: '/warning_rule/detail/',
  summary: 'One warning rule with the count of cards its scope matches now',
  access: { anyOf: ['router_warning_rule_details'] },
  query: z.object({ id: positiveId() }),
  data: warningRuleRowSchema.extend({ matched_cards: z.number().int() }),
});

export const warningRuleHistory = defineList({
  path: '/warning_rule/history/',
  summary: "A rule's triggers, newest first",
  access: { anyOf: ['router_warning_rule_details'] },
  row: warningRecordRowSchema,
  fixedQuery: { rule_id: positiveId() },
  filters: { target: filter.exact('warning.record.target', 'common.mobileNumber') },
  sorts: ['at'],
  columns: [...recordColumns],
});
