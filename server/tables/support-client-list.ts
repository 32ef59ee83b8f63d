import { CLIENT_KINDS } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

export const supportClientHeader = defineHeader((lang) => [
  { prop: 'name', label: { 'zh-CN': '客户名称', en: 'Client' }, type: 'text', sortable: true },
  {
    prop: 'kind',
    label: { 'zh-CN': '客户类型', en: 'Type' },
    type: 'tag',
    options: optionsOf(CLIENT_KINDS, lang),
  },
  { prop: 'parent_name', label: { 'zh-CN': '上级客户', en: 'Parent client' }, type: 'text' },
  { prop: 'card_count', label: { 'zh-CN': '卡数量', en: 'Cards' }, type: 'text', sortable: true },
  { prop: 'balance', label: { 'zh-CN': '账户余额(元)', en: 'Balance (CNY)' }, type: 'text', sortable: true },
  { prop: 'contact_name', label: { 'zh-CN': '联系人', en: 'Contact' }, type: 'text' },
  { prop: 'contact_phone', label: { 'zh-CN': '联系电话', en: 'Phone' }, type: 'text' },
  { prop: 'created_at', label: { 'zh-CN': '创建时间', en: 'Created' }, type: 'text', sortable: true },
  {
    prop: 'recharge_enabled',
    label: { 'zh-CN': '在线充值', en: 'Online recharge' },
    type: 'switch',
    on: 'true',
    off: 'false',
  },
  {
    prop: 'actions',
    label: { 'zh-CN': '操作', en: 'Actions' },
    type: 'buttons',
    buttons: [
      { key: 'switch', label: lang === 'en' ? 'Switch in' : '切换账号', perm: 'func_spt_fn_switch_account' },
      {
        key: 'reset_password',
        label: lang === 'en' ? 'Reset password' : '重置密码',
        perm: 'router_spt_client',
      },
    ],
  },
]);
