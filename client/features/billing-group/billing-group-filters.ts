import type { TFunction } from 'i18next';
import { CARRIERS, type Lang, SMS_WARNING_KINDS } from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';

const options = (labels: Record<string, Record<Lang, string>>, lang: Lang) =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l[lang] }));

/** /billing_group's filter bar: name or code, carrier. */
export const billingGroupFilters = (t: TFunction, lang: Lang): FilterField[] => [
  {
    type: 'text',
    name: 'q',
    label: t('billingGroup.search'),
    placeholder: t('billingGroup.searchPlaceholder'),
  },
  { type: 'select', name: 'carrier', label: t('billingGroup.carrier'), options: options(CARRIERS, lang) },
];

/** /sms_warning_record's filter bar: kind, receiving phone, sent date range. */
export const smsWarningRecordFilters = (t: TFunction, lang: Lang): FilterField[] => [
  { type: 'select', name: 'kind', label: t('billingGroup.kind'), options: options(SMS_WARNING_KINDS, lang) },
  {
    type: 'text',
    name: 'phone',
    label: t('billingGroup.phoneFilter'),
    placeholder: t('billingGroup.phoneFilterPlaceholder'),
  },
  { type: 'daterange', name: 'sent_date', label: t('billingGroup.sentDate') },
];
