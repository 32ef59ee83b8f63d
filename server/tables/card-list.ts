import { CARD_STATUSES, CARRIERS, type Lang, REAL_NAME_STATUSES } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

const both = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

export const cardListHeader = defineHeader((lang) => [
  {
    prop: 'iccid',
    label: { 'zh-CN': 'ICCID', en: 'ICCID' },
    type: 'link',
    path: '/card/detail',
    param: 'id',
    sortable: true,
  },
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text', sortable: true },
  { prop: 'imsi', label: { 'zh-CN': 'IMSI', en: 'IMSI' }, type: 'text', hidden: true },
  { prop: 'eid', label: { 'zh-CN': 'EID', en: 'EID' }, type: 'text', hidden: true },
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
  {
    prop: 'real_name_status',
    label: { 'zh-CN': '实名状态', en: 'Real name' },
    type: 'tag',
    options: optionsOf(REAL_NAME_STATUSES, lang),
  },
  { prop: 'plan_name', label: { 'zh-CN': '套餐', en: 'Plan' }, type: 'text' },
  { prop: 'usage_percent', label: { 'zh-CN': '本月用量占比', en: 'Usage this month' }, type: 'progress' },
  { prop: 'usage_mb', label: { 'zh-CN': '本月用量(MB)', en: 'Used (MB)' }, type: 'text', sortable: true },
  { prop: 'addon_mb', label: { 'zh-CN': '加油包(MB)', en: 'Add-on (MB)' }, type: 'text', hidden: true },
  { prop: 'activated_at', label: { 'zh-CN': '激活日期', en: 'Activated' }, type: 'text', sortable: true },
  { prop: 'expires_at', label: { 'zh-CN': '到期日期', en: 'Expires' }, type: 'text', sortable: true },
  { prop: 'billing_group', label: { 'zh-CN': '计费组', en: 'Billing group' }, type: 'text' },
  { prop: 'project_group', label: { 'zh-CN': '项目组', en: 'Project group' }, type: 'text' },
  { prop: 'tags', label: { 'zh-CN': '标签', en: 'Tags' }, type: 'text' },
  { prop: 'client_name', label: { 'zh-CN': '所属客户', en: 'Client' }, type: 'text', hidden: true },
  {
    prop: 'actions',
    label: { 'zh-CN': '操作', en: 'Actions' },
    type: 'buttons',
    // Each shows only where it applies and only to a user holding its function code.
    buttons: [
      {
        key: 'activate',
        label: both(lang, '激活', 'Activate'),
        perm: 'func_card_active',
        when: { prop: 'status', values: ['pending', 'testing'] },
      },
      {
        key: 'stop',
        label: both(lang, '停机', 'Stop'),
        perm: 'func_front_sor',
        when: { prop: 'status', values: ['active'] },
      },
      {
        key: 'resume',
        label: both(lang, '复机', 'Resume'),
        perm: 'func_front_sor',
        when: { prop: 'status', values: ['suspended'] },
      },
      {
        key: 'add_on',
        label: both(lang, '加油包', 'Add-on'),
        perm: 'func_llc_add_on',
        when: { prop: 'status', values: ['active', 'suspended'] },
      },
      {
        key: 'change_carrier',
        label: both(lang, '切换运营商', 'Change carrier'),
        perm: 'func_change_carrier',
        when: { prop: 'esim', values: ['true'] },
      },
      {
        key: 'show_active',
        label: both(lang, '激活信息', 'Activation'),
        perm: 'func_show_active',
        when: { prop: 'status', values: ['active', 'suspended', 'cancelled'] },
      },
      { key: 'used_detail', label: both(lang, '用量详情', 'Usage details'), perm: 'func_used_detail' },
    ],
  },
]);
