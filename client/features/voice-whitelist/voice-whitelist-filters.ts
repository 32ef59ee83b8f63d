import type { TFunction } from 'i18next';
import { type Lang, WHITELIST_STATUSES } from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';

/** The whitelist list's filter bar, as data. */
export const voiceWhitelistFilters = (t: TFunction, lang: Lang): FilterField[] => [
  {
    type: 'text',
    name: 'number',
    label: t('voiceHardware.voice.number'),
    placeholder: t('voiceHardware.voice.numberPlaceholder'),
  },
  {
    type: 'text',
    name: 'phone',
    label: t('voiceHardware.voice.phone'),
    placeholder: t('voiceHardware.voice.phonePlaceholder'),
  },
  {
    type: 'select',
    name: 'status',
    label: t('voiceHardware.voice.status'),
    options: Object.entries(WHITELIST_STATUSES).map(([value, l]) => ({ value, label: l[lang] })),
  },
];
