import { WHITELIST_SOURCES, WHITELIST_STATUSES } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

export const voiceWhitelistHeader = defineHeader((lang) => [
  {
    prop: 'iccid',
    label: { 'zh-CN': 'ICCID', en: 'ICCID' },
    type: 'link',
    path: '/card/detail',
    param: 'card_id',
  },
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text' },
  { prop: 'phone', label: { 'zh-CN': '白名单号码', en: 'Whitelist number' }, type: 'text' },
  {
    prop: 'status',
    label: { 'zh-CN': '状态', en: 'Status' },
    type: 'status',
    options: optionsOf(WHITELIST_STATUSES, lang),
  },
  {
    prop: 'source',
    label: { 'zh-CN': '来源', en: 'Source' },
    type: 'tag',
    options: optionsOf(WHITELIST_SOURCES, lang),
  },
  { prop: 'created_at', label: { 'zh-CN': '添加时间', en: 'Added' }, type: 'text', sortable: true },
  {
    prop: 'actions',
    label: { 'zh-CN': '操作', en: 'Actions' },
    type: 'buttons',
    buttons: [{ key: 'delete', label: lang === 'en' ? 'Remove' : '删除' }],
  },
]);
