import type { TFunction } from 'i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  type cardListOptions,
  type DataOf,
  type Lang,
  NUM_TYPE_LABELS,
  NUM_TYPES,
  REAL_NAME_STATUSES,
} from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';

type Options = DataOf<typeof cardListOptions>;

const labelled = (labels: Record<string, Record<Lang, string>>, lang: Lang) =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l[lang] }));
const named = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** The card list's filter bar, as data; the plans, groups and tags are the caller's own. */
export const cardListFilters = (t: TFunction, lang: Lang, options: Options | undefined): FilterField[] => [
  { type: 'text', name: 'number', label: t('card.number'), placeholder: t('card.numberPlaceholder') },
  {
    type: 'select',
    name: 'num_type',
    label: t('card.numType'),
    options: NUM_TYPES.map((value) => ({ value, label: NUM_TYPE_LABELS[value] })),
  },
  { type: 'select', name: 'status', label: t('card.status'), options: labelled(CARD_STATUSES, lang) },
  { type: 'select', name: 'carrier', label: t('card.carrier'), options: labelled(CARRIERS, lang) },
  {
    type: 'select',
    name: 'plan_id',
    label: t('cardList.filter.plan'),
    options: (options?.plans ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  },
  {
    type: 'select',
    name: 'billing_group_id',
    label: t('cardList.filter.billingGroup'),
    options: named(options?.billing_groups ?? []),
  },
  {
    type: 'select',
    name: 'project_group_id',
    label: t('cardList.filter.projectGroup'),
    options: named(options?.project_groups ?? []),
  },
  {
    type: 'select',
    name: 'tag',
    label: t('cardList.filter.tag'),
    options: (options?.tags ?? []).map((tag) => ({ value: tag, label: tag })),
  },
  {
    type: 'select',
    name: 'real_name_status',
    label: t('cardList.filter.realName'),
    options: labelled(REAL_NAME_STATUSES, lang),
  },
  {
    type: 'select',
    name: 'expiring',
    label: t('card.expiring'),
    options: [{ value: '1', label: t('card.expiring') }],
  },
  { type: 'daterange', name: 'activated', label: t('cardList.filter.activated') },
  { type: 'daterange', name: 'expires', label: t('cardList.filter.expires') },
];
