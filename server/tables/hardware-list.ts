import { CARD_STATUSES, REAL_NAME_STATUSES } from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';

export const hardwareListHeader = defineHeader((lang) => [
  { prop: 'sn', label: { 'zh-CN': '设备SN', en: 'SN' }, type: 'text' },
  { prop: 'model', label: { 'zh-CN': '设备型号', en: 'Model' }, type: 'text' },
  { prop: 'imei', label: { 'zh-CN': 'IMEI', en: 'IMEI' }, type: 'text' },
  {
    prop: 'iccid',
    label: { 'zh-CN': '绑定卡ICCID', en: 'Card ICCID' },
    type: 'link',
    path: '/card/detail',
    param: 'card_id',
  },
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text' },
  { prop: 'bound_at', label: { 'zh-CN': '绑定时间', en: 'Bound' }, type: 'text', sortable: true },
  {
    prop: 'card_status',
    label: { 'zh-CN': '卡状态', en: 'Card status' },
    type: 'status',
    options: optionsOf(CARD_STATUSES, lang),
  },
  {
    prop: 'real_name_status',
    label: { 'zh-CN': '实名状态', en: 'Real name' },
    type: 'tag',
    options: optionsOf(REAL_NAME_STATUSES, lang),
  },
  {
    prop: 'created_at',
    label: { 'zh-CN': '添加时间', en: 'Added' },
    type: 'text',
    sortable: true,
    hidden: true,
  },
  {
    prop: 'actions',
    label: { 'zh-CN': '操作', en: 'Actions' },
    type: 'buttons',
    buttons: [
      { key: 'bind', label: lang === 'en' ? 'Bind card' : '绑定卡', when: { prop: 'bound', values: ['0'] } },
      { key: 'unbind', label: lang === 'en' ? 'Unbind' : '解绑', when: { prop: 'bound', values: ['1'] } },
      {
        key: 'real_name',
        label: lang === 'en' ? 'Real name' : '实名认证',
        when: { prop: 'real_name_status', values: ['unverified', 'rejected'] },
      },
    ],
  },
]);
