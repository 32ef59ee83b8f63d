import { z } from 'zod';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';

export const SMS_WARNING_KINDS = labelled({
  vbg_usage: { 'zh-CN': '计费组流量预警', en: 'Billing group data', tone: 'warning' },
  card_usage: { 'zh-CN': '单卡流量预警', en: 'Card data', tone: 'info' },
  card_expiry: { 'zh-CN': '卡到期预警', en: 'Card expiry', tone: 'danger' },
});
export type SmsWarningKind = keyof typeof SMS_WARNING_KINDS;
export const SMS_WARNING_KIND_KEYS = Object.keys(SMS_WARNING_KINDS) as [SmsWarningKind, ...SmsWarningKind[]];

export const SMS_SEND_STATUSES = labelled({
  sent: { 'zh-CN': '发送成功', en: 'Sent', tone: 'success' },
  failed: { 'zh-CN': '发送失败', en: 'Failed', tone: 'danger' },
});

export const smsWarningRecordRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SMS_WARNING_KIND_KEYS),
  /** The billing group ('name (code)') or the card (MSISDN) warned about; '' when it is gone. */
  target: z.string(),
  /** '80%' for the usage kinds, '7天' / '7 days' for expiry. */
  threshold: z.string(),
  phone: z.string(),
  content: z.string(),
  status: z.enum(['sent', 'failed']),
  sent_at: z.string(),
});
export type SmsWarningRecordRow = z.infer<typeof smsWarningRecordRowSchema>;

export const smsWarningRecordList = defineList({
  path: '/sms_warning_record/list/',
  summary: "The warning SMS the platform sent for the caller's billing groups and cards, newest first",
  access: { anyOf: ['router_sms_warning_record'] },
  row: smsWarningRecordRowSchema,
  filters: {
    kind: filter.enum(SMS_WARNING_KINDS, { 'zh-CN': '预警类型', en: 'Warning' }),
    /** Part of the receiving phone number. */
    phone: filter.text({ 'zh-CN': '接收号码', en: 'Phone' }, { 'zh-CN': '手机号', en: 'Mobile number' }),
    /** Sent on these days (UTC+8), both included. */
    sent_date: filter.dateRange({ 'zh-CN': '发送日期', en: 'Sent on' }),
  },
  sorts: ['sent_at'],
  columns: [
    { prop: 'sent_at', label: { 'zh-CN': '发送时间', en: 'Sent at' }, type: 'text', sortable: true },
    { prop: 'kind', label: { 'zh-CN': '预警类型', en: 'Warning' }, type: 'tag', options: SMS_WARNING_KINDS },
    { prop: 'target', label: { 'zh-CN': '计费组/卡号', en: 'Group / card' }, type: 'text' },
    { prop: 'threshold', label: { 'zh-CN': '预警阈值', en: 'Threshold' }, type: 'text' },
    { prop: 'phone', label: { 'zh-CN': '接收号码', en: 'Phone' }, type: 'text' },
    { prop: 'content', label: { 'zh-CN': '短信内容', en: 'Message' }, type: 'text', width: 360 },
    {
      prop: 'status',
      label: { 'zh-CN': '发送状态', en: 'Status' },
      type: 'status',
      options: SMS_SEND_STATUSES,
    },
  ],
});
