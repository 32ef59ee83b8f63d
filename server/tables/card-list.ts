import { CARD_STATUSES, CARRIERS } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

export const cardListHeader = defineHeader((lang) => [
  { prop: 'iccid', label: { 'zh-CN': 'ICCID', en: 'ICCID' }, type: 'text', sortable: true },
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text', sortable: true },
  { prop: 'imsi', label: { 'zh-CN': 'IMSI', en: 'IMSI' }, type: 'text', hidden: true },
  {
    prop: 'carrier',
    label: { 'zh-CN': '运营商', en: 'Carrier' },
    type: 'tag',
    options: optionsOf(CARRIERS, lang),
  },
  {
    prop: 'status',
    label: { 'zh-CN': '卡状态', en: 'Status' },
    type: 'status',
    options: optionsOf(CARD_STATUSES, lang),
  },
  { prop: 'plan_name', label: { 'zh-CN': '套餐', en: 'Plan' }, type: 'text' },
  { prop: 'usage_percent', label: { 'zh-CN': '本月用量占比', en: 'Usage this month' }, type: 'progress' },
  { prop: 'usage_mb', label: { 'zh-CN': '本月用量(MB)', en: 'Used (MB)' }, type: 'text', sortable: true },
  { prop: 'activated_at', label: { 'zh-CN': '激活日期', en: 'Activated' }, type: 'text', sortable: true },
  { prop: 'expires_at', label: { 'zh-CN': '到期日期', en: 'Expires' }, type: 'text', sortable: true },
  { prop: 'client_name', label: { 'zh-CN': '所属客户', en: 'Client' }, type: 'text', hidden: true },
]);
