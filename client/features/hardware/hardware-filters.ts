import type { TFunction } from 'i18next';
import type { FilterField } from '@/components/filter-bar/filter-values';

/** The device list's filter bar, as data. */
export const hardwareFilters = (t: TFunction): FilterField[] => [
  {
    type: 'text',
    name: 'sn',
    label: t('voiceHardware.hardware.sn'),
    placeholder: t('voiceHardware.hardware.snPlaceholder'),
  },
  { type: 'text', name: 'imei', label: t('voiceHardware.hardware.imei') },
  { type: 'text', name: 'model', label: t('voiceHardware.hardware.model') },
  {
    type: 'select',
    name: 'bound',
    label: t('voiceHardware.hardware.bound'),
    options: [
      { value: '1', label: t('voiceHardware.hardware.boundYes') },
      { value: '0', label: t('voiceHardware.hardware.boundNo') },
    ],
  },
];
