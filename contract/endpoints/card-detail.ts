import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { type Bilingual, defineList, type ListColumn } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { MONTH_PATTERN } from '../validators.ts';
import { FIELDS } from '../vocabulary.ts';
import {
  CARD_FUNCTION_KEYS,
  CARD_STATUS_KEYS,
  CARD_STATUSES,
  CARRIER_KEYS,
  type CardFunction,
} from './card.ts';

/**
 * Why a card's status changed (card_status_events.reason). The stop reasons answer a user's most
 * common question, "why was my card suspended?"; the seeder and every action that changes a
 * card's status write these keys.
 */
export const STATUS_REASONS = labelled({
  activated: { 'zh-CN': '激活', en: 'Activated', tone: 'success' },
  test_started: { 'zh-CN': '进入测试期', en: 'Test period started', tone: 'info' },
  arrears: { 'zh-CN': '欠费停机', en: 'Arrears', tone: 'danger' },
  over_quota: { 'zh-CN': '超流量停机', en: 'Data quota used up', tone: 'danger' },
  expired: { 'zh-CN': '到期停机', en: 'Plan expired', tone: 'danger' },
  user_request: { 'zh-CN': '客户申请停机', en: 'Customer request', tone: 'warning' },
  imei_mismatch: { 'zh-CN': '机卡分离停机', en: 'Card in another device', tone: 'danger' },
  real_name: { 'zh-CN': '未实名停机', en: 'Real name not verified', tone: 'danger' },
  resumed: { 'zh-CN': '复机', en: 'Resumed', tone: 'success' },
  cancelled: { 'zh-CN': '销户', en: 'Cancelled', tone: 'default' },
  carrier_changed: { 'zh-CN': '切换运营商', en: 'Carrier changed', tone: 'info' },
  imported: { 'zh-CN': '入库', en: 'Imported', tone: 'default' },
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
] as const satisfies readonly StatusReason[];
export type StopReason = (typeof STOP_REASONS)[number];
export const isStopReason = (reason: string): reason is StopReason =>
  (STOP_REASONS as readonly string[]).includes(reason);

/** Who changed a status, when not a user of the portal (card_status_events.operator). */
export const STATUS_OPERATORS = labelled({
  carrier: { 'zh-CN': '运营商', en: 'Carrier', tone: 'default' },
  platform: { 'zh-CN': '平台', en: 'Platform', tone: 'default' },
});

/** What a user did to a card through the portal (card_operations.action). */
export const CARD_OPERATION_ACTIONS = labelled({
  activate: { 'zh-CN': '激活', en: 'Activate', tone: 'success' },
  stop: { 'zh-CN': '停机', en: 'Stop', tone: 'danger' },
  resume: { 'zh-CN': '复机', en: 'Resume', tone: 'success' },
  change_carrier: { 'zh-CN': '切换运营商', en: 'Change carrier', tone: 'info' },
  add_on: { 'zh-CN': '加油包', en: 'Add-on package', tone: 'info' },
  net_off: { 'zh-CN': '断网', en: 'Network off', tone: 'danger' },
  net_on: { 'zh-CN': '复网', en: 'Network on', tone: 'success' },
  voice_whitelist_add: { 'zh-CN': '添加语音白名单', en: 'Add voice whitelist number', tone: 'info' },
  voice_whitelist_remove: { 'zh-CN': '删除语音白名单', en: 'Remove voice whitelist number', tone: 'warning' },
  real_name: { 'zh-CN': '实名认证', en: 'Real-name verification', tone: 'info' },
  project_assign: { 'zh-CN': '分配项目组', en: 'Assign project group', tone: 'info' },
  hardware_bind: { 'zh-CN': '绑定设备', en: 'Bind device', tone: 'info' },
  hardware_unbind: { 'zh-CN': '解绑设备', en: 'Unbind device', tone: 'warning' },
  export: { 'zh-CN': '导出', en: 'Export', tone: 'default' },
  sms_reveal: { 'zh-CN': '查看加密短信内容', en: 'Encrypted SMS shown', tone: 'warning' },
});
export type CardOperationAction = keyof typeof CARD_OPERATION_ACTIONS;
/**
 * The names of the parameters an operation records (card_operations.detail, a JSON object); a
 * value that is a carrier, status or reason key is shown by its label.
 */
export const CARD_OPERATION_FIELDS = {
  package: { 'zh-CN': '套餐包', en: 'Package' },
  mb: { 'zh-CN': '流量(MB)', en: 'Data (MB)' },
  months: { 'zh-CN': '月数', en: 'Months' },
  from: { 'zh-CN': '原值', en: 'From' },
  to: { 'zh-CN': '新值', en: 'To' },
  carrier: FIELDS.carrier,
  reason: { 'zh-CN': '原因', en: 'Reason' },
  phone: { 'zh-CN': '号码', en: 'Number' },
  project: FIELDS.projectGroup,
  sn: { 'zh-CN': '设备序列号', en: 'Device SN' },
  imei: FIELDS.imei,
  name: FIELDS.personName,
  task_id: { 'zh-CN': '任务编号', en: 'Task no.' },
  functions: FIELDS.networkFunctions,
  message_id: { 'zh-CN': '消息ID', en: 'Message ID' },
} as const;
export const CARD_OPERATION_ACTION_KEYS = Object.keys(CARD_OPERATION_ACTIONS) as [
  CardOperationAction,
  ...CardOperationAction[],
];

/** 实名认证 state of a card (cards.real_name_status) and of a submission (real_name_requests.status). */
export const REAL_NAME_STATUSES = labelled({
  unverified: { 'zh-CN': '未实名', en: 'Not verified', tone: 'warning' },
  reviewing: { 'zh-CN': '审核中', en: 'Under review', tone: 'info' },
  verified: { 'zh-CN': '已实名', en: 'Verified', tone: 'success' },
  rejected: { 'zh-CN': '未通过', en: 'Rejected', tone: 'danger' },
});
export type RealNameStatus = keyof typeof REAL_NAME_STATUSES;
export const REAL_NAME_STATUS_KEYS = Object.keys(REAL_NAME_STATUSES) as [RealNameStatus, ...RealNameStatus[]];

export const REAL_NAME_SOURCES = labelled({
  h5: { 'zh-CN': 'H5页面', en: 'H5 page', tone: 'default' },
  hardware: { 'zh-CN': '硬件管理', en: 'Hardware management', tone: 'default' },
  portal: { 'zh-CN': '平台', en: 'Portal', tone: 'default' },
});

/** Whether a data session is still open. */
export const SESSION_STATES = labelled({
  online: { 'zh-CN': '在线', en: 'Online', tone: 'success' },
  offline: { 'zh-CN': '离线', en: 'Offline', tone: 'default' },
});

/** mt: to the card (下行); mo: from the card (上行). */
export const SMS_DIRECTIONS = labelled({
  mt: { 'zh-CN': '下行', en: 'To card', tone: 'info' },
  mo: { 'zh-CN': '上行', en: 'From card', tone: 'default' },
});
export const SMS_STATUSES = labelled({
  delivered: { 'zh-CN': '已送达', en: 'Delivered', tone: 'success' },
  failed: { 'zh-CN': '发送失败', en: 'Failed', tone: 'danger' },
  pending: { 'zh-CN': '发送中', en: 'Sending', tone: 'warning' },
});

export const RECHARGE_KINDS = labelled({
  renewal: { 'zh-CN': '续费', en: 'Renewal', tone: 'info' },
  addon: { 'zh-CN': '加油包', en: 'Add-on package', tone: 'warning' },
});
export const PAY_METHODS = labelled({
  balance: { 'zh-CN': '余额支付', en: 'Account balance', tone: 'default' },
  wechat: { 'zh-CN': '微信支付', en: 'WeChat Pay', tone: 'success' },
});
export const RECHARGE_STATUSES = labelled({
  success: { 'zh-CN': '成功', en: 'Succeeded', tone: 'success' },
  failed: { 'zh-CN': '失败', en: 'Failed', tone: 'danger' },
  refunded: { 'zh-CN': '已退款', en: 'Refunded', tone: 'default' },
});

export const WHITELIST_STATUSES = labelled({
  pending: { 'zh-CN': '待生效', en: 'Pending', tone: 'warning' },
  active: { 'zh-CN': '已生效', en: 'In effect', tone: 'success' },
  failed: { 'zh-CN': '添加失败', en: 'Refused', tone: 'danger' },
});
export const WHITELIST_SOURCES = labelled({
  portal: { 'zh-CN': '平台', en: 'Portal', tone: 'default' },
  batch: { 'zh-CN': '批量导入', en: 'Batch import', tone: 'default' },
  h5: { 'zh-CN': 'H5页面', en: 'H5 page', tone: 'default' },
});

const keysOf = <K extends string>(labels: Record<K, unknown>) => Object.keys(labels) as [K, ...K[]];

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
});
export type CardStatusEventRow = z.infer<typeof cardStatusEventRowSchema>;

const TIME: Bilingual = { 'zh-CN': '时间', en: 'Time' };

export const cardStatusHistory = defineList({
  path: '/card/status_history/',
  summary: "A card's status changes with their reasons, latest first",
  access: 'login',
  row: cardStatusEventRowSchema,
  ...cardSection,
  // The reason right after the time: on a phone those two fit without scrolling the table.
  columns: [
    { prop: 'at', label: TIME, type: 'text' },
    { prop: 'reason', label: { 'zh-CN': '原因', en: 'Reason' }, type: 'tag', options: STATUS_REASONS },
    { prop: 'to_status', label: { 'zh-CN': '新状态', en: 'To' }, type: 'status', options: CARD_STATUSES },
    { prop: 'from_status', label: { 'zh-CN': '原状态', en: 'From' }, type: 'status', options: CARD_STATUSES },
    // Usernames have no option: they show as they are.
    { prop: 'operator', label: { 'zh-CN': '操作方', en: 'By' }, type: 'tag', options: STATUS_OPERATORS },
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
});
export type CardSessionRow = z.infer<typeof cardSessionRowSchema>;

export const cardSessions = defineList({
  path: '/card/sessions/',
  summary: "A card's data sessions, latest first",
  access: 'login',
  row: cardSessionRowSchema,
  ...cardSection,
  columns: [
    { prop: 'started_at', label: { 'zh-CN': '开始时间', en: 'Started' }, type: 'text' },
    { prop: 'ended_at', label: { 'zh-CN': '结束时间', en: 'Ended' }, type: 'text' },
    { prop: 'online', label: { 'zh-CN': '在线状态', en: 'Online' }, type: 'status', options: SESSION_STATES },
    { prop: 'duration_min', label: { 'zh-CN': '时长(分钟)', en: 'Duration (min)' }, type: 'text' },
    { prop: 'usage_kb', label: { 'zh-CN': '流量(KB)', en: 'Data (KB)' }, type: 'text' },
    { prop: 'ip', label: { 'zh-CN': 'IP地址', en: 'IP address' }, type: 'text' },
    { prop: 'apn', label: FIELDS.apn, type: 'text' },
    { prop: 'location', label: { 'zh-CN': '基站位置', en: 'Cell location' }, type: 'text' },
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
    { prop: 'direction', label: { 'zh-CN': '方向', en: 'Direction' }, type: 'tag', options: SMS_DIRECTIONS },
    { prop: 'content', label: { 'zh-CN': '短信内容', en: 'Content' }, type: 'text' },
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
  { prop: 'kind', label: { 'zh-CN': '充值类型', en: 'Type' }, type: 'tag', options: RECHARGE_KINDS },
  { prop: 'package_name', label: { 'zh-CN': '套餐/流量包', en: 'Package' }, type: 'text' },
  { prop: 'mb', label: { 'zh-CN': '流量(MB)', en: 'Data (MB)' }, type: 'text' },
  { prop: 'months', label: { 'zh-CN': '续费月数', en: 'Months' }, type: 'text' },
  { prop: 'amount', label: { 'zh-CN': '金额(元)', en: 'Amount (CNY)' }, type: 'text' },
  { prop: 'pay_method', label: { 'zh-CN': '支付方式', en: 'Paid by' }, type: 'tag', options: PAY_METHODS },
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
    { prop: 'order_no', label: { 'zh-CN': '订单号', en: 'Order no.' }, type: 'text' },
    { prop: 'at', label: { 'zh-CN': '充值时间', en: 'Time' }, type: 'text' },
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
    { prop: 'phone', label: { 'zh-CN': '白名单号码', en: 'Number' }, type: 'text' },
    { prop: 'status', label: FIELDS.status, type: 'status', options: WHITELIST_STATUSES },
    { prop: 'source', label: { 'zh-CN': '来源', en: 'Source' }, type: 'tag', options: WHITELIST_SOURCES },
    { prop: 'created_at', label: { 'zh-CN': '添加时间', en: 'Added' }, type: 'text' },
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
      label: { 'zh-CN': '操作', en: 'Action' },
      type: 'tag',
      options: CARD_OPERATION_ACTIONS,
    },
    { prop: 'detail', label: { 'zh-CN': '详情', en: 'Details' }, type: 'text' },
    { prop: 'username', label: FIELDS.operator, type: 'text' },
  ],
});
