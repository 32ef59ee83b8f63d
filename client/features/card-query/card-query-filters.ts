import type { TFunction } from 'i18next';
import { CARD_STATUSES, CARRIERS, type Lang, RECHARGE_KINDS, RECHARGE_STATUSES } from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';

const options = (labels: Record<string, Record<Lang, string>>, lang: Lang) =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l[lang] }));

/** /card_data_search's filter bar: number, status, carrier, plan and the month range. */
export const cardDataFilters = (
  t: TFunction,
  lang: Lang,
  plans: { id: number; name: string }[],
): FilterField[] => [
  {
    type: 'text',
    name: 'number',
    label: t('cardQuery.number'),
    placeholder: t('cardQuery.data.numberPlaceholder'),
  },
  {
    type: 'select',
    name: 'status',
    label: t('cardQuery.data.status'),
    options: options(CARD_STATUSES, lang),
  },
  { type: 'select', name: 'carrier', label: t('cardQuery.data.carrier'), options: options(CARRIERS, lang) },
  {
    type: 'select',
    name: 'plan_id',
    label: t('cardQuery.data.plan'),
    options: plans.map((p) => ({ value: String(p.id), label: p.name })),
  },
  { type: 'monthrange', name: 'month', label: t('cardQuery.data.months') },
];

/** /recharge_record's filter bar: card or order number, kind, status, date range. */
export const rechargeRecordFilters = (t: TFunction, lang: Lang): FilterField[] => [
  {
    type: 'text',
    name: 'number',
    label: t('cardQuery.recharge.numberLabel'),
    placeholder: t('cardQuery.recharge.numberPlaceholder'),
  },
  {
    type: 'select',
    name: 'kind',
    label: t('cardQuery.recharge.kind'),
    options: options(RECHARGE_KINDS, lang),
  },
  {
    type: 'select',
    name: 'status',
    label: t('cardQuery.recharge.status'),
    options: options(RECHARGE_STATUSES, lang),
  },
  { type: 'daterange', name: 'date', label: t('cardQuery.recharge.date') },
];
