import type { TFunction } from 'i18next';
import { CARD_STATUSES, CARRIERS, type Lang, NUM_TYPE_LABELS, NUM_TYPES } from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';

const options = (labels: Record<string, Record<Lang, string>>, lang: Lang) =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l[lang] }));

/** The card list's filter bar, as data. */
export const cardListFilters = (t: TFunction, lang: Lang): FilterField[] => [
  { type: 'text', name: 'number', label: t('card.number'), placeholder: t('card.numberPlaceholder') },
  {
    type: 'select',
    name: 'num_type',
    label: t('card.numType'),
    options: NUM_TYPES.map((value) => ({ value, label: NUM_TYPE_LABELS[value] })),
  },
  { type: 'select', name: 'status', label: t('card.status'), options: options(CARD_STATUSES, lang) },
  { type: 'select', name: 'carrier', label: t('card.carrier'), options: options(CARRIERS, lang) },
  {
    type: 'select',
    name: 'expiring',
    label: t('card.expiring'),
    options: [{ value: '1', label: t('card.expiring') }],
  },
];
