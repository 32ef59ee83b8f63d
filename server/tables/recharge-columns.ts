import { type Lang, PAY_METHODS, RECHARGE_KINDS, RECHARGE_STATUSES } from '#contract';
import { optionsOf } from '../lib/table-header.ts';

/**
 * The columns every recharge table shows, from the kind to the status: the card detail's recharge
 * tab and the recharge records of the card query share them, so both read the same.
 */
export const rechargeColumns = (lang: Lang) =>
  [
    {
      prop: 'kind',
      label: { 'zh-CN': '充值类型', en: 'Type' },
      type: 'tag',
      options: optionsOf(RECHARGE_KINDS, lang),
    },
    { prop: 'package_name', label: { 'zh-CN': '套餐/流量包', en: 'Package' }, type: 'text' },
    { prop: 'mb', label: { 'zh-CN': '流量(MB)', en: 'Data (MB)' }, type: 'text' },
    { prop: 'months', label: { 'zh-CN': '续费月数', en: 'Months' }, type: 'text' },
    { prop: 'amount', label: { 'zh-CN': '金额(元)', en: 'Amount (CNY)' }, type: 'text' },
    {
      prop: 'pay_method',
      label: { 'zh-CN': '支付方式', en: 'Paid by' },
      type: 'tag',
      options: optionsOf(PAY_METHODS, lang),
    },
    {
      prop: 'status',
      label: { 'zh-CN': '状态', en: 'Status' },
      type: 'status',
      options: optionsOf(RECHARGE_STATUSES, lang),
    },
  ] as const;
