import {
  CARD_QUERY_STATUSES,
  CARD_STATUSES,
  CARRIERS,
  type Lang,
  REAL_NAME_STATUSES,
  STATUS_REASONS,
  type TableColumn,
} from '#contract';
import { defineHeader, optionsOf } from '../lib/table-header.ts';
import { rechargeColumns } from './recharge-columns.ts';

/** A card number that opens the card's detail page. */
const cardLink = (prop: 'iccid' | 'msisdn', label: string) =>
  ({
    prop,
    label: { 'zh-CN': label, en: label },
    type: 'link',
    path: '/card/detail',
    param: 'card_id',
  }) as const;

export const cardStatusHeader = defineHeader((lang) => [
  { prop: 'number', label: { 'zh-CN': '查询号码', en: 'Number queried' }, type: 'text' },
  cardLink('iccid', 'ICCID'),
  { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text' },
  {
    prop: 'status',
    label: { 'zh-CN': '卡状态', en: 'Status' },
    type: 'status',
    options: optionsOf(CARD_QUERY_STATUSES, lang),
  },
  {
    prop: 'carrier',
    label: { 'zh-CN': '运营商', en: 'Carrier' },
    type: 'tag',
    options: optionsOf(CARRIERS, lang),
  },
  {
    prop: 'real_name_status',
    label: { 'zh-CN': '实名状态', en: 'Real-name status' },
    type: 'tag',
    options: optionsOf(REAL_NAME_STATUSES, lang),
  },
  { prop: 'status_changed_at', label: { 'zh-CN': '最近状态变更', en: 'Last status change' }, type: 'text' },
  {
    prop: 'status_reason',
    label: { 'zh-CN': '变更原因', en: 'Reason' },
    type: 'tag',
    options: optionsOf(STATUS_REASONS, lang),
  },
]);

/**
 * The data query's columns: the card, then one column per month of the range (headed 'YYYY-MM',
 * in MB, so that six months and the total fit a desktop table), then the total. The carrier is in
 * every plan's name, so its own column starts hidden.
 */
export function cardDataHeader(lang: Lang, months: string[]): TableColumn[] {
  return defineHeader((l) => [
    cardLink('iccid', 'ICCID'),
    { prop: 'msisdn', label: { 'zh-CN': 'MSISDN', en: 'MSISDN' }, type: 'text' },
    {
      prop: 'carrier',
      label: { 'zh-CN': '运营商', en: 'Carrier' },
      type: 'tag',
      options: optionsOf(CARRIERS, l),
      hidden: true,
    },
    {
      prop: 'status',
      label: { 'zh-CN': '卡状态', en: 'Status' },
      type: 'status',
      options: optionsOf(CARD_STATUSES, l),
    },
    { prop: 'plan_name', label: { 'zh-CN': '套餐', en: 'Plan' }, type: 'text' },
    ...months.map((month) => ({ prop: month, label: { 'zh-CN': month, en: month }, type: 'text' as const })),
    { prop: 'total_mb', label: { 'zh-CN': '合计(MB)', en: 'Total (MB)' }, type: 'text' },
  ])(lang);
}

/** The recharge records' columns: the time next to the order, so that both stay in view on a laptop. */
export const rechargeRecordHeader = defineHeader((lang) => [
  { prop: 'order_no', label: { 'zh-CN': '订单号', en: 'Order no.' }, type: 'text' },
  { prop: 'at', label: { 'zh-CN': '充值时间', en: 'Time' }, type: 'text', sortable: true },
  cardLink('iccid', 'ICCID'),
  cardLink('msisdn', 'MSISDN'),
  ...rechargeColumns(lang),
  { prop: 'operator', label: { 'zh-CN': '操作人', en: 'Operator' }, type: 'text', hidden: true },
]);
