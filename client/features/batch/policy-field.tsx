import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ocPolicyOptions } from '#contract';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { endpointQuery } from '@/lib/endpoint-query';

/** The switching policy a distribution gives every card: the system default or one of the client's. */
export function PolicyField({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation();
  const options = useQuery(endpointQuery(ocPolicyOptions));
  return (
    <div className="flex w-72 max-w-full flex-col gap-1">
      <Label htmlFor="batch-policy">{t('batch.policy')}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="batch-policy">
          <SelectValue placeholder={t('batch.policyChoose')} />
        </SelectTrigger>
        <SelectContent>
          {(options.data ?? []).map((p) => (
            <SelectItem key={p.id} value={String(p.id)}>
              {p.enabled ? p.name : t('batch.policyDisabled', { name: p.name })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
