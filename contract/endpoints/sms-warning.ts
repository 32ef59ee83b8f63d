import { z } from 'zod';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';

export const SMS_WARNING_KINDS = labelled({
  vbg_usage: { label: 'sms.warningKinds.vbg_usage', tone: 'warning' },
  card_usage: { label: 'sms.warningKinds.card_usage', tone: 'info' },
  card_expiry: { label: 'sms.warningKinds.card_expiry', tone: 'danger' },
});
export type SmsWarningKind = keyof typeof SMS_WARNING_KINDS;
export const SMS_WARNING_KIND_KEYS = Object.keys(SMS_WARNING_KINDS) as [SmsWarningKind, ...SmsWarningKind[]];

export const SMS_SEND_STATUSES = labelled({
  sent: { label: 'sms.sendStatuses.sent', tone: 'success' },
  failed: { label: 'common.sendFailed', tone: 'danger' },
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
    kind: filter.enum(SMS_WARNING_KINDS, 'common.warning'),
    /** Part of the receiving phone number. */
    phone: filter.text('common.receivingPhone', 'common.mobileNumber'),
    /** Sent on these days (UTC+8), both included. */
    sent_date: filter.dateRange('common.sentOn'),
  },
  sorts: ['sent_at'],
  columns: [
    { prop: 'sent_at', label: 'sms.warningRecordList.column.sent_at', type: 'text', sortable: true },
    { prop: 'kind', label: 'common.warning', type: 'tag', options: SMS_WARNING_KINDS },
    { prop: 'target', label: 'sms.warningRecordList.column.target', type: 'text' },
    { prop: 'threshold', label: 'sms.warningRecordList.column.threshold', type: 'text' },
    { prop: 'phone', label: 'common.receivingPhone', type: 'text' },
    { prop: 'content', label: 'common.message', type: 'text', width: 360 },
    {
      prop: 'status',
      label: 'sms.warningRecordList.column.status',
      type: 'status',
      options: SMS_SEND_STATUSES,
    },
  ],
});
