import { CARRIERS } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

const WARN_STATES = {
  true: { 'zh-CN': '已开启', en: 'On', tone: 'success' },
  false: { 'zh-CN': '未开启', en: 'Off', tone: 'default' },
} as const;

export const billingGroupListHeader = defineHeader((lang) => [
  { prop: 'code', label: { 'zh-CN': '计费组编号', en: 'Group code' }, type: 'text', sortable: true },
  { prop: 'name', label: { 'zh-CN': '计费组名称', en: 'Name' }, type: 'text' },
  {
    prop: 'carrier',
    label: { 'zh-CN': '运营商', en: 'Carrier' },
    type: 'tag',
    options: optionsOf(CARRIERS, lang),
  },
  { prop: 'card_count', label: { 'zh-CN': '成员卡数', en: 'Cards' }, type: 'text', sortable: true },
  { prop: 'pool_mb', label: { 'zh-CN': '流量池总量(MB)', en: 'Pool (MB)' }, type: 'text', sortable: true },
  { prop: 'used_mb', label: { 'zh-CN': '本月已用(MB)', en: 'Used (MB)' }, type: 'text', sortable: true },
  {
    prop: 'usage_percent',
    label: { 'zh-CN': '流量池使用率', en: 'Pool usage' },
    type: 'progress',
    sortable: true,
  },
  {
    prop: 'warn_enabled',
    label: { 'zh-CN': '流量预警', en: 'Warning' },
    type: 'tag',
    options: optionsOf(WARN_STATES, lang),
  },
  { prop: 'warn_thresholds', label: { 'zh-CN': '预警阈值', en: 'Thresholds' }, type: 'text', hidden: true },
  { prop: 'comment', label: { 'zh-CN': '备注', en: 'Comment' }, type: 'text' },
  {
    prop: 'actions',
    label: { 'zh-CN': '操作', en: 'Actions' },
    type: 'buttons',
    buttons: [
      // Opens the card list filtered by the group, so it needs that page too.
      { key: 'members', label: lang === 'en' ? 'Members' : '成员卡', perm: 'router_card_list' },
      { key: 'warning', label: lang === 'en' ? 'Warnings' : '预警设置', perm: 'func_view_vbg' },
      { key: 'comment', label: lang === 'en' ? 'Comment' : '修改备注', perm: 'func_view_vbg' },
    ],
  },
]);
