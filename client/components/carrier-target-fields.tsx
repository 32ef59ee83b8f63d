import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARRIER_KEYS, CARRIERS, type Carrier, changeCarrierOptions, labelOf } from '#contract';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { endpointQuery } from '@/lib/endpoint-query';

/**
 * Where multi-carrier cards move: a carrier, then one of its plans (the card list's carrier change
 * and the batch carrier change). `id` prefixes the two fields' ids.
 */
export function CarrierTargetFields({
  id,
  carrier,
  planId,
  onChange,
}: {
  id: string;
  carrier: Carrier | '';
  planId: string;
  onChange: (carrier: Carrier | '', planId: string) => void;
}) {
  const { t } = useTranslation();
  const plans = useQuery({ ...endpointQuery(changeCarrierOptions), staleTime: 5 * 60_000 });
  const offered = (plans.data ?? []).filter((p) => p.carrier === carrier);
  return (
    <div className="flex flex-wrap gap-4">
      <div className="flex w-48 flex-col gap-1">
        <Label htmlFor={`${id}-carrier`}>{t('common.targetCarrier')}</Label>
        <Select value={carrier} onValueChange={(value) => onChange(value as Carrier, '')}>
          <SelectTrigger id={`${id}-carrier`}>
            <SelectValue placeholder={t('widgets.carrierTarget.choose')} />
          </SelectTrigger>
          <SelectContent>
            {CARRIER_KEYS.map((key) => (
              <SelectItem key={key} value={key}>
                {t(labelOf(CARRIERS[key]))}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-64 flex-col gap-1">
        <Label htmlFor={`${id}-plan`}>{t('common.targetPlan')}</Label>
        <Select value={planId} onValueChange={(value) => onChange(carrier, value)} disabled={!carrier}>
          <SelectTrigger id={`${id}-plan`}>
            <SelectValue placeholder={t('widgets.carrierTarget.choose')} />
          </SelectTrigger>
          <SelectContent>
            {offered.map((p) => (
              <SelectItem key={p.id} value={String(p.id)}>
                {t('widgets.carrierTarget.planOption', { name: p.name, quota: p.quota_mb, months: p.months })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
