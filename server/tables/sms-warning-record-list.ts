import { SMS_SEND_STATUSES, SMS_WARNING_KINDS } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

export const smsWarningRecordHeader = defineHeader((lang) => [
  { prop: 'sent_at', label: { 'zh-CN': '发送时间', en: 'Sent at' }, type: 'text', sortable: true },
  {
    prop: 'kind',
    label: { 'zh-CN': '预警类型', en: 'Warning' },
    type: 'tag',
    options: optionsOf(SMS_WARNING_KINDS, lang),
  },
  { prop: 'target', label: { 'zh-CN': '计费组/卡号', en: 'Group / card' }, type: 'text' },
  { prop: 'threshold', label: { 'zh-CN': '预警阈值', en: 'Threshold' }, type: 'text' },
  { prop: 'phone', label: { 'zh-CN': '接收号码', en: 'Phone' }, type: 'text' },
  { prop: 'content', label: { 'zh-CN': '短信内容', en: 'Message' }, type: 'text', width: 360 },
  {
    prop: 'status',
    label: { 'zh-CN': '发送状态', en: 'Status' },
    type: 'status',
    options: optionsOf(SMS_SEND_STATUSES, lang),
  },
]);
