import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { listDataSchema, listQuerySchema } from '../table.ts';
import { validateRange } from '../validators.ts';

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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'YYYY-MM-DD' });

export const smsWarningRecordList = defineEndpoint({
  method: 'GET',
  path: '/sms_warning_record/list/',
  summary: "The warning SMS the platform sent for the caller's billing groups and cards, newest first",
  access: { anyOf: ['router_sms_warning_record'] },
  query: listQuerySchema
    .extend({
      kind: z.enum(SMS_WARNING_KIND_KEYS).optional(),
      /** Part of the receiving phone number. */
      phone: z.string().trim().optional(),
      /** Sent on or after this day (UTC+8). */
      sent_date_start: day.optional(),
      /** Sent on or before this day (UTC+8). */
      sent_date_end: day.optional(),
      sort: z.enum(['sent_at']).optional(),
    })
    .superRefine((q, ctx) => {
      const key = validateRange(q.sent_date_start ?? '', q.sent_date_end ?? '', 'day');
      if (key) ctx.addIssue({ code: 'custom', path: ['sent_date_end'], message: key });
    }),
  data: listDataSchema(smsWarningRecordRowSchema),
});
