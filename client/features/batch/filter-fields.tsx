import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BATCH_FILTER_MAX,
  CARD_STATUS_KEYS,
  CARD_STATUSES,
  CARRIER_KEYS,
  CARRIERS,
  type CardFilters,
  labelOf,
  ocDistributeCount,
} from '#contract';
import { AllSelect } from '@/components/all-select';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { endpointQuery } from '@/lib/endpoint-query';

/** The filter's choices as the form keeps them ('' = any). */
export interface FilterValues {
  status: string;
  carrier: string;
  number: string;
}

/** The card list's filters the form offers, as the list's filter body (unset ones left out). */
export const cardFiltersOf = ({ status, carrier, number }: FilterValues): CardFilters =>
  ({
    ...(status ? { status } : {}),
    ...(carrier ? { carrier } : {}),
    ...(number.trim() ? { number: number.trim() } : {}),
  }) as CardFilters;

/**
 * A distribution by the card list's filter: status, carrier and a number prefix, and under them
 * how many of the caller's cards match and how many are multi-carrier (or that there are too many).
 */
export function FilterFields({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const count = useQuery(endpointQuery(ocDistributeCount, cardFiltersOf(value)));
  const set = (key: keyof FilterValues, next: string) => onChange({ ...value, [key]: next });
  return (
    <div className="flex flex-col gap-3">
      <span className="text-xs text-slate-500">{t('batch.filterHint', { max: BATCH_FILTER_MAX })}</span>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="batch-filter-status" label={t('field.cardStatus')}>
          <AllSelect
            id="batch-filter-status"
            value={value.status}
            onChange={(v) => set('status', v)}
            options={CARD_STATUS_KEYS.map((s) => ({ value: s, label: t(labelOf(CARD_STATUSES[s])) }))}
          />
        </FormField>
        <FormField id="batch-filter-carrier" label={t('field.carrier')}>
          <AllSelect
            id="batch-filter-carrier"
            value={value.carrier}
            onChange={(v) => set('carrier', v)}
            options={CARRIER_KEYS.map((c) => ({ value: c, label: t(labelOf(CARRIERS[c])) }))}
          />
        </FormField>
        <FormField id="batch-filter-number" label={t('field.cardNumber')}>
          <Input
            id="batch-filter-number"
            value={value.number}
            placeholder={t('common.card.numberPlaceholder')}
            onChange={(e) => set('number', e.target.value)}
          />
        </FormField>
      </div>
      {count.data && (
        <p
          role="status"
          className={count.data.multi_carrier === null ? 'text-sm text-danger' : 'text-sm text-slate-700'}
        >
          {count.data.multi_carrier === null
            ? t('batch.filterTooMany', { total: count.data.total, max: count.data.max })
            : t('batch.filterCount', { total: count.data.total, multi: count.data.multi_carrier })}
        </p>
      )}
    </div>
  );
}
