import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, type ListColumn } from '../list.ts';
import { positiveId } from '../numbers.ts';
import type { TextKey } from '../text.ts';
import { MONTH_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import {
  CARD_FUNCTION_KEYS,
  CARD_STATUS_KEYS,
  CARD_STATUSES,
  CARRIER_KEYS,
  type CardFunction,
} from './card.ts';
import { SAP_RATS } from './sap-session.ts';

/**
 * Why a card's status changed (card_status_events.reason). The stop reasons answer a user's most
 * common question, "why was my card suspended?"; the seeder and every action that changes a
 * card's status write these keys.
 */
export const STATUS_REASONS = labelled({
  activated: { label: 'card.statusReasons.activated', tone: 'success' },
  test_started: { label: 'card.statusReasons.test_started', tone: 'info' },
  arrears: { label: 'card.statusReasons.arrears', tone: 'danger' },
  over_quota: { label: 'card.statusReasons.over_quota', tone: 'danger' },
  expired: { label: 'card.statusReasons.expired', tone: 'danger' },
  user_request: { label: 'card.statusReasons.user_request', tone: 'warning' },
  imei_mismatch: { label: 'card.statusReasons.imei_mismatch', tone: 'danger' },
  real_name: { label: 'card.statusReasons.real_name', tone: 'danger' },
  resumed: { label: 'card.statusReasons.resumed', tone: 'success' },
  cancelled: { label: 'card.statusReasons.cancelled', tone: 'default' },
  carrier_changed: { label: 'card.statusReasons.carrier_changed', tone: 'info' },
  imported: { label: 'card.statusReasons.imported', tone: 'default' },
  /** Support changed it, with the reason typed beside it (the history's `note`). */
  support: { label: 'card.statusReasons.support', tone: 'warning' },
  /** A warning rule stopped it (issue 43); the rule's name is the history's `note`. */
  warning_rule: { label: 'card.statusReasons.warning_rule', tone: 'danger' },
  /** The carrier stopped it for a violation of its terms (违规, issue 40): resumed by a special-card resume. */
  violation: { label: 'card.statusReasons.violation', tone: 'danger' },
  /** The platform stopped it: on a plan under 1 GB, its month's usage passed 1 GB (issue 46, /report_data). */
  over_1g: { label: 'card.statusReasons.over_1g', tone: 'danger' },
});
export type StatusReason = keyof typeof STATUS_REASONS;
export const STATUS_REASON_KEYS = Object.keys(STATUS_REASONS) as [StatusReason, ...StatusReason[]];
/** The reasons a card is stopped for (to status `suspended`). */
export const STOP_REASONS = [
  'arrears',
  'over_quota',
  'expired',
  'user_request',
  'imei_mismatch',
  'real_name',
  'warning_rule',
  'violation',
  'over_1g',
] as const satisfies readonly StatusReason[];
export type StopReason = (typeof STOP_REASONS)[number];
export const isStopReason = (reason: string): reason is StopReason =>
  (STOP_REASONS as readonly string[]).includes(reason);

/** Who changed a status, when not a user of the portal (card_status_events.operator). */
export const STATUS_OPERATORS = labelled({
  carrier: { label: 'field.carrier', tone: 'default' },
  platform: { label: 'card.statusOperators.platform', tone: 'default' },
});

/** What a user did to a card through the portal (card_operations.action). */
export const CARD_OPERATION_ACTIONS = labelled({
  activate: { label: 'card.list.actions.activate', tone: 'success' },
  stop: { label: 'card.list.actions.stop', tone: 'danger' },
  resume: { label: 'card.list.actions.resume', tone: 'success' },
  change_carrier: { label: 'perm.func_change_carrier', tone: 'info' },
  add_on: { label: 'perm.func_llc_add_on', tone: 'info' },
  net_off: { label: 'card.operationActions.net_off', tone: 'danger' },
  net_on: { label: 'card.operationActions.net_on', tone: 'success' },
  voice_whitelist_add: { label: 'card.operationActions.voice_whitelist_add', tone: 'info' },
  voice_whitelist_remove: { label: 'card.operationActions.voice_whitelist_remove', tone: 'warning' },
  real_name: { label: 'common.realNameVerification', tone: 'info' },
  project_assign: { label: 'card.operationActions.project_assign', tone: 'info' },
  hardware_bind: { label: 'card.operationActions.hardware_bind', tone: 'info' },
  hardware_unbind: { label: 'card.operationActions.hardware_unbind', tone: 'warning' },
  /** The carrier cleared its real name (a 实名清除 work order). */
  real_name_clear: { label: 'workOrder.types.realname_clear', tone: 'warning' },
  export: { label: 'card.list.actions.export', tone: 'default' },
  sms_reveal: { label: 'card.operationActions.sms_reveal', tone: 'warning' },
  speed_limit_lift: { label: 'card.operationActions.speed_limit_lift', tone: 'success' },
  /** The carrier ended the card's machine-card binding (a 解绑 work order, issue 48). */
  tac_unbind: { label: 'card.operationActions.tac_unbind', tone: 'warning' },
});
export type CardOperationAction = keyof typeof CARD_OPERATION_ACTIONS;
/**
 * The names of the parameters an operation records (card_operations.detail, a JSON object); a
 * value that is a carrier, status or reason key is shown by its label.
 */
export const CARD_OPERATION_FIELDS = {
  package: 'card.operationFields.package',
  mb: 'card.operationFields.mb',
  months: 'card.operationFields.months',
  from: 'card.operationFields.from',
  to: 'card.operationFields.to',
  carrier: FIELDS.carrier,
  reason: 'common.reason',
  phone: 'card.operationFields.phone',
  project: FIELDS.projectGroup,
  sn: 'card.operationFields.sn',
  imei: FIELDS.imei,
  name: FIELDS.personName,
  task_id: 'card.operationFields.task_id',
  functions: FIELDS.networkFunctions,
  message_id: 'common.messageId',
  order_no: 'workOrder.orderNo',
  tac: 'tacBinding.tac',
} as const;
export const CARD_OPERATION_ACTION_KEYS = Object.keys(CARD_OPERATION_ACTIONS) as [
  CardOperationAction,
  ...CardOperationAction[],
];

/** 实名认证 state of a card (cards.real_name_status) and of a submission (real_name_requests.status). */
export const REAL_NAME_STATUSES = labelled({
  unverified: { label: 'card.realNameStatuses.unverified', tone: 'warning' },
  reviewing: { label: 'common.underReview', tone: 'info' },
  verified: { label: 'card.realNameStatuses.verified', tone: 'success' },
  rejected: { label: 'common.rejected', tone: 'danger' },
});
export type RealNameStatus = keyof typeof REAL_NAME_STATUSES;
export const REAL_NAME_STATUS_KEYS = Object.keys(REAL_NAME_STATUSES) as [RealNameStatus, ...RealNameStatus[]];

export const REAL_NAME_SOURCES = labelled({
  h5: { label: 'card.realNameSources.h5', tone: 'default' },
  hardware: { label: 'perm.router_hardware_manage', tone: 'default' },
  portal: { label: 'card.realNameSources.portal', tone: 'default' },
});

/** Whether a data session is still open. */
export const SESSION_STATES = labelled({
  online: { label: 'card.detail.session.online', tone: 'success' },
  offline: { label: 'card.detail.session.offline', tone: 'default' },
});

/** mt: to the card (下行); mo: from the card (上行). */
export const SMS_DIRECTIONS = labelled({
  mt: { label: 'card.smsDirections.mt', tone: 'info' },
  mo: { label: 'card.smsDirections.mo', tone: 'default' },
});
export const SMS_STATUSES = labelled({
  delivered: { label: 'common.delivered', tone: 'success' },
  failed: { label: 'common.sendFailed', tone: 'danger' },
  pending: { label: 'common.sending', tone: 'warning' },
});

export const RECHARGE_KINDS = labelled({
  renewal: { label: 'card.rechargeKinds.renewal', tone: 'info' },
  addon: { label: 'perm.func_llc_add_on', tone: 'warning' },
});
export const PAY_METHODS = labelled({
  balance: { label: 'card.payMethods.balance', tone: 'default' },
  wechat: { label: 'card.payMethods.wechat', tone: 'success' },
});
export const RECHARGE_STATUSES = labelled({
  success: { label: 'common.succeeded', tone: 'success' },
  failed: { label: 'common.failed', tone: 'danger' },
  refunded: { label: 'common.refunded', tone: 'default' },
});

export const WHITELIST_STATUSES = labelled({
  pending: { label: 'common.pending', tone: 'warning' },
  active: { label: 'card.whitelistStatuses.active', tone: 'success' },
  failed: { label: 'card.whitelistStatuses.failed', tone: 'danger' },
});
export const WHITELIST_SOURCES = labelled({
  portal: { label: 'card.realNameSources.portal', tone: 'default' },
  batch: { label: 'card.whitelistSources.batch', tone: 'default' },
  h5: { label: 'card.realNameSources.h5', tone: 'default' },
});

/** Every detail endpoint names the card by its id; another client's card is "not found". */
const cardIdQuery = z.object({ card_id: positiveId() });
/** The paged sections of a card: no filters, the card fixed. */
const cardSection = { filters: {}, fixedQuery: { card_id: positiveId() } } as const;

/** A date-time as the portal shows it: 'YYYY-MM-DD HH:mm:ss' in UTC+8. */
const dateTime = z.string();

/** A base station, named in the caller's language: where the card was last seen. */
export const cardLocationSchema = z.object({
  lac: z.number().int(),
  ci: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
});

export const cardDetailSchema = z.object({
  id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  eid: z.string().nullable(),
  imei: z.string().nullable(),
  oc_imsi: z.string().nullable(),
  o_iccid: z.string().nullable(),
  carrier: z.enum(CARRIER_KEYS),
  status: z.enum(CARD_STATUS_KEYS),
  plan_name: z.string(),
  quota_mb: z.number(),
  /** Add-on data bought for this month, on top of the plan's quota. */
  addon_mb: z.number(),
  usage_mb: z.number(),
  /** This month's use as a share of quota + add-on, in percent with one decimal. */
  usage_percent: z.number(),
  activated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  client_name: z.string(),
  billing_group: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  project_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  real_name_status: z.enum(REAL_NAME_STATUS_KEYS),
  /** The network functions, each on (true) or off at the carrier (批量断网 / 复网). */
  functions: z.object(
    Object.fromEntries(CARD_FUNCTION_KEYS.map((k) => [k, z.boolean()])) as Record<CardFunction, z.ZodBoolean>,
  ),
  /** The latest real-name submission for the card. */
  real_name: z
    .object({
      name: z.string(),
      /** Masked: the first 6 and last 4 digits. */
      id_number: z.string(),
      phone: z.string(),
      source: z.enum(keysOf(REAL_NAME_SOURCES)),
      status: z.enum(['reviewing', 'verified', 'rejected']),
      reject_reason: z.string().nullable(),
      submitted_at: dateTime,
      reviewed_at: dateTime.nullable(),
    })
    .nullable(),
  /** The status change that brought the card to its current status (why it is suspended). */
  status_change: z
    .object({
      at: dateTime,
      from_status: z.enum(CARD_STATUS_KEYS).nullable(),
      reason: z.enum(STATUS_REASON_KEYS),
      operator: z.string(),
    })
    .nullable(),
  /** Since when the carrier slows the card down (达量限速: its plan's quota is used), or null at full speed. */
  speed_limited_since: dateTime.nullable(),
  /** The card's latest data session and the cell it was in; `online` while it is open. */
  session: z
    .object({
      started_at: dateTime,
      ended_at: dateTime.nullable(),
      online: z.boolean(),
      ip: z.string(),
      apn: z.string(),
      location: cardLocationSchema,
    })
    .nullable(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

export const cardDetail = defineEndpoint({
  method: 'GET',
  path: '/card/detail/',
  summary:
    "One card of the caller's clients: identity, plan and groups, status and why, this month's usage, real name, last session",
  access: 'login',
  query: cardIdQuery,
  data: cardDetailSchema,
});

/** A month of usage, `YYYY-MM`. */
export const monthSchema = z.string().regex(MONTH_PATTERN, { message: 'month_invalid' });

export const cardUsage = defineEndpoint({
  method: 'GET',
  path: '/card/usage/',
  summary:
    "A card's daily usage in a month (default this month) and its monthly usage over the last 6 months",
  access: 'login',
  query: cardIdQuery.extend({ month: monthSchema.optional() }),
  data: z.object({
    /** The month of `daily`. */
    month: z.string(),
    /** The months that can be asked for, oldest first (the last 6, this one included). */
    months: z.array(z.string()),
    /** Days of `month` the card was in service (from its activation day, up to today), in MB. */
    daily: z.array(z.object({ date: z.string(), usage_mb: z.number() })),
    /** One entry per month of `months`, in MB (0 when the card was not in service). */
    monthly: z.array(z.object({ month: z.string(), usage_mb: z.number() })),
  }),
});

export const cardStatusEventRowSchema = z.object({
  id: z.number().int(),
  at: dateTime,
  from_status: z.enum(CARD_STATUS_KEYS).nullable(),
  to_status: z.enum(CARD_STATUS_KEYS),
  reason: z.enum(STATUS_REASON_KEYS),
  /** 'carrier', 'platform' or the username who did it. */
  operator: z.string(),
  /** What support wrote as the reason of its change ('' for any other change). */
  note: z.string(),
});
export type CardStatusEventRow = z.infer<typeof cardStatusEventRowSchema>;

const TIME: TextKey = 'card.time';

export const cardStatusHistory = defineList({
  path: '/card/status_history/',
  summary: "A card's status changes with their reasons, latest first",
  access: 'login',
  row: cardStatusEventRowSchema,
  ...cardSection,
  // The reason right after the time: on a phone those two fit without scrolling the table.
  columns: [
    { prop: 'at', label: TIME, type: 'text' },
    { prop: 'reason', label: 'common.reason', type: 'tag', options: STATUS_REASONS },
    {
      prop: 'to_status',
      label: 'card.statusHistory.column.to_status',
      type: 'status',
      options: CARD_STATUSES,
    },
    {
      prop: 'from_status',
      label: 'card.statusHistory.column.from_status',
      type: 'status',
      options: CARD_STATUSES,
    },
    // Usernames have no option: they show as they are.
    { prop: 'operator', label: 'card.statusHistory.column.operator', type: 'tag', options: STATUS_OPERATORS },
    { prop: 'note', label: 'common.note', type: 'text', width: 220 },
  ],
});

export const cardSessionRowSchema = z.object({
  id: z.number().int(),
  started_at: dateTime,
  ended_at: dateTime.nullable(),
  online: z.enum(keysOf(SESSION_STATES)),
  /** Minutes, up to now for an open session. */
  duration_min: z.number().int(),
  ip: z.string(),
  apn: z.string(),
  /** The cell's province, city and address in the caller's language. */
  location: z.string(),
  usage_kb: z.number().int(),
  /** Of usage_kb, what the card sent and received (issue 44: the sessions of /sap_sim_session). */
  up_kb: z.number().int(),
  down_kb: z.number().int(),
  rat: z.enum(keysOf(SAP_RATS)),
});
export type CardSessionRow = z.infer<typeof cardSessionRowSchema>;

export const cardSessions = defineList({
  path: '/card/sessions/',
  summary: "A card's data sessions, latest first",
  access: 'login',
  row: cardSessionRowSchema,
  ...cardSection,
  columns: [
    { prop: 'started_at', label: 'card.detail.session.started', type: 'text' },
    { prop: 'ended_at', label: 'card.detail.session.ended', type: 'text' },
    { prop: 'online', label: 'card.sessions.column.online', type: 'status', options: SESSION_STATES },
    { prop: 'duration_min', label: 'card.sessions.column.duration_min', type: 'text' },
    { prop: 'usage_kb', label: 'card.sessions.column.usage_kb', type: 'text' },
    { prop: 'up_kb', label: 'security.session.upKb', type: 'text' },
    { prop: 'down_kb', label: 'security.session.downKb', type: 'text' },
    { prop: 'rat', label: 'security.session.rat', type: 'tag', options: SAP_RATS },
    { prop: 'ip', label: 'card.detail.session.ip', type: 'text' },
    { prop: 'apn', label: FIELDS.apn, type: 'text' },
    { prop: 'location', label: 'common.cellLocation', type: 'text' },
  ],
});

export const cardSmsRowSchema = z.object({
  id: z.number().int(),
  at: dateTime,
  direction: z.enum(keysOf(SMS_DIRECTIONS)),
  content: z.string(),
  status: z.enum(keysOf(SMS_STATUSES)),
});
export type CardSmsRow = z.infer<typeof cardSmsRowSchema>;

export const cardSms = defineList({
  path: '/card/sms/',
  summary: 'SMS sent to and from a card, latest first',
  access: 'login',
  row: cardSmsRowSchema,
  ...cardSection,
  columns: [
    { prop: 'at', label: TIME, type: 'text' },
    { prop: 'direction', label: 'common.direction', type: 'tag', options: SMS_DIRECTIONS },
    { prop: 'content', label: 'common.content', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: SMS_STATUSES },
  ],
});

export const cardRechargeRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  at: dateTime,
  kind: z.enum(keysOf(RECHARGE_KINDS)),
  package_name: z.string(),
  mb: z.number(),
  months: z.number().int(),
  /** In yuan. */
  amount: z.number(),
  pay_method: z.enum(keysOf(PAY_METHODS)),
  status: z.enum(keysOf(RECHARGE_STATUSES)),
  operator: z.string(),
});
export type CardRechargeRow = z.infer<typeof cardRechargeRowSchema>;

/**
 * The columns every recharge table shows, from the kind to the status: the card detail's recharge
 * tab and the recharge records of the card query share them, so both read the same.
 */
export const RECHARGE_COLUMNS = [
  { prop: 'kind', label: 'common.rechargeType', type: 'tag', options: RECHARGE_KINDS },
  { prop: 'package_name', label: 'card.rechargeColumns.package_name', type: 'text' },
  { prop: 'mb', label: 'card.operationFields.mb', type: 'text' },
  { prop: 'months', label: 'common.months', type: 'text' },
  { prop: 'amount', label: 'card.rechargeColumns.amount', type: 'text' },
  { prop: 'pay_method', label: 'card.rechargeColumns.pay_method', type: 'tag', options: PAY_METHODS },
  { prop: 'status', label: FIELDS.status, type: 'status', options: RECHARGE_STATUSES },
] as const satisfies ListColumn<
  'kind' | 'package_name' | 'mb' | 'months' | 'amount' | 'pay_method' | 'status'
>[];

export const cardRecharges = defineList({
  path: '/card/recharges/',
  summary: 'Renewals and add-on packages bought for a card, latest first',
  access: 'login',
  row: cardRechargeRowSchema,
  ...cardSection,
  columns: [
    { prop: 'order_no', label: 'common.orderNo', type: 'text' },
    { prop: 'at', label: 'common.time', type: 'text' },
    ...RECHARGE_COLUMNS,
    { prop: 'operator', label: FIELDS.operator, type: 'text' },
  ],
});

export const cardWhitelistRowSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: z.enum(keysOf(WHITELIST_STATUSES)),
  source: z.enum(keysOf(WHITELIST_SOURCES)),
  created_at: dateTime,
});
export type CardWhitelistRow = z.infer<typeof cardWhitelistRowSchema>;

export const cardVoiceWhitelist = defineList({
  path: '/card/voice_whitelist/',
  summary: "The numbers on a card's voice whitelist, latest first",
  access: 'login',
  row: cardWhitelistRowSchema,
  ...cardSection,
  columns: [
    { prop: 'phone', label: 'card.voiceWhitelist.column.phone', type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WHITELIST_STATUSES },
    { prop: 'source', label: 'common.source', type: 'tag', options: WHITELIST_SOURCES },
    { prop: 'created_at', label: 'common.added', type: 'text' },
  ],
});

export const cardOperationRowSchema = z.object({
  id: z.number().int(),
  at: dateTime,
  username: z.string(),
  action: z.enum(CARD_OPERATION_ACTION_KEYS),
  /** The action's parameters, written out in the caller's language. */
  detail: z.string(),
});
export type CardOperationRow = z.infer<typeof cardOperationRowSchema>;

export const cardOperations = defineList({
  path: '/card/operations/',
  summary: 'What users did to a card through the portal, latest first',
  access: 'login',
  row: cardOperationRowSchema,
  ...cardSection,
  columns: [
    { prop: 'at', label: TIME, type: 'text' },
    {
      prop: 'action',
      label: 'common.action',
      type: 'tag',
      options: CARD_OPERATION_ACTIONS,
    },
    { prop: 'detail', label: 'actions.details', type: 'text' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
  ],
});
