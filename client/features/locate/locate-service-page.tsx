import { useAtomValue } from 'jotai';
import { MapPin } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  LOCATE_PRICE_CENTS,
  locateBrief,
  locateInfo,
  locateQueryList,
  NUM_TYPE_LABELS,
  NUM_TYPES,
  type NumType,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useLocateBrief } from './api/locate.ts';
import { LocateResult } from './locate-result.tsx';

const AUTO = 'auto';
const price = formatMoney(LOCATE_PRICE_CENTS / 100);

/**
 * /locate_service: locates a card at the cell of its latest session (a billed query, confirmed
 * first), draws it on an offline map and lists the recent queries.
 */
export default function LocateServicePage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const roles = useAtomValue(rolesAtom);
  const brief = useLocateBrief(hasCode(roles, 'router_locate_funcbrief'));
  // A location query is billed and recorded, so it runs only when asked (a refetch would be a
  // second paid query); the month's count and the list of queries change.
  const locate = useEndpointMutation(locateInfo, { invalidates: [locateBrief, locateQueryList] });
  const [number, setNumber] = useState('');
  const [numType, setNumType] = useState<string>(AUTO);
  const [error, setError] = useState<string | null>(null);
  const notSubscribed = brief.data?.subscribed === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = number.replace(/\s+/g, '');
    if (!trimmed) return setError(t('validation.card_number_required'));
    setError(null);
    if (!(await confirm({ message: t('locate.confirm', { price, number: trimmed }) }))) return;
    const query = { number: trimmed, ...(numType === AUTO ? {} : { num_type: numType as NumType }) };
    const found = await locate.mutateAsync({ query }).catch(() => null);
    if (found) notify.success(t('locate.located'));
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4">
        {notSubscribed && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
          >
            {t('locate.notSubscribed')}
            <Button size="sm" onClick={() => navigate('/locate_funcbrief')}>
              {t('locate.goSubscribe')}
            </Button>
          </div>
        )}
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
          <div className="w-full sm:w-72">
            <FormField id="locate-number" label={t('field.cardNumber')} error={error}>
              <Input
                id="locate-number"
                value={number}
                placeholder={t('common.fullNumberPlaceholder')}
                aria-invalid={!!error}
                aria-describedby={error ? 'locate-number-error' : undefined}
                onChange={(e) => setNumber(e.target.value)}
              />
            </FormField>
          </div>
          <div className="w-full sm:w-40">
            <FormField id="locate-num-type" label={t('locate.numType')}>
              <Select value={numType} onValueChange={setNumType}>
                <SelectTrigger id="locate-num-type">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={AUTO}>{t('locate.autoType')}</SelectItem>
                  {NUM_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(NUM_TYPE_LABELS[type])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </div>
          <Button
            type="submit"
            variant="primary"
            className="sm:mt-6"
            disabled={locate.isPending || notSubscribed}
          >
            <MapPin />
            {t('locate.submit')}
          </Button>
        </form>
      </Card>
      {locate.data && <LocateResult result={locate.data} />}
      <section aria-labelledby="locate-recent-title" className="flex flex-col gap-2">
        <h2 id="locate-recent-title" className="font-semibold">
          {t('locate.recent')}
        </h2>
        <ListScreen list={locateQueryList} caption={t('locate.recent')} storageKey="locate-query-list" />
      </section>
    </div>
  );
}
