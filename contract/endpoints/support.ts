import { z } from 'zod';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';

export const CLIENT_KINDS = labelled({
  main: { 'zh-CN': '主客户', en: 'Main client', tone: 'info' },
  sub: { 'zh-CN': '子客户', en: 'Sub-client', tone: 'default' },
});

export const CLIENT_SORT_KEYS = ['name', 'card_count', 'balance', 'created_at'] as const;

export const supportClientRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_name: z.string().nullable(),
  kind: z.enum(['main', 'sub']),
  card_count: z.number().int(),
  balance: z.number(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** Whether the client may recharge online ('true' / 'false', as the switch column reads it). */
  recharge_enabled: z.enum(['true', 'false']),
  created_at: z.string(),
});

export const supportClientList = defineList({
  path: '/support/_list/client/',
  summary: 'Every client of the platform, for the support side (page_name=client_manage)',
  access: { anyOf: ['router_spt_client'] },
  row: supportClientRowSchema,
  fixedQuery: { page_name: z.literal('client_manage') },
  filters: {
    /** Part of the client name or contact phone (clients are few: hundreds). */
    q: filter.text(
      { 'zh-CN': '客户', en: 'Client' },
      { 'zh-CN': '客户名称或联系电话', en: 'Client name or contact phone' },
    ),
    kind: filter.enum(CLIENT_KINDS, { 'zh-CN': '客户类型', en: 'Client type' }),
  },
  sorts: CLIENT_SORT_KEYS,
  columns: [
    { prop: 'name', label: { 'zh-CN': '客户名称', en: 'Client' }, type: 'text', sortable: true },
    { prop: 'kind', label: { 'zh-CN': '客户类型', en: 'Type' }, type: 'tag', options: CLIENT_KINDS },
    { prop: 'parent_name', label: { 'zh-CN': '上级客户', en: 'Parent client' }, type: 'text' },
    { prop: 'card_count', label: { 'zh-CN': '卡数量', en: 'Cards' }, type: 'text', sortable: true },
    {
      prop: 'balance',
      label: { 'zh-CN': '账户余额', en: 'Balance' },
      type: 'money',
      sortable: true,
    },
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
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'switch',
          label: { 'zh-CN': '切换账号', en: 'Switch in' },
          perm: 'func_spt_fn_switch_account',
        },
        {
          key: 'reset_password',
          label: { 'zh-CN': '重置密码', en: 'Reset password' },
          perm: 'router_spt_client',
        },
      ],
    },
  ],
});
