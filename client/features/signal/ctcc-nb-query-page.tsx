import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, type ctccNbQuery, type DataOf, formatNumber, labelOf, type Tone } from '#contract';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useCtccNbQuery } from './api/ctcc-nb.ts';
import { formatTimer, rsrpPercent } from './nb-format.ts';

type NbState = DataOf<typeof ctccNbQuery>;

const LEVEL_TONES: Record<NonNullable<NbState['signal']>['level'], Tone> = {
  excellent: 'success',
  good: 'info',
  fair: 'warning',
  poor: 'danger',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-800 tabular-nums">{children ?? '-'}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function NbResult({ state }: { state: NbState }) {
  const { t } = useTranslation();
  const { card, power_saving: power, signal } = state;
  const onOff = (on: boolean) => (
    <Badge tone={on ? 'success' : 'default'}>{on ? t('common.on') : t('common.off')}</Badge>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('signal.cardTitle')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('field.iccid')}>{card.iccid}</Field>
          <Field label={t('field.msisdn')}>{card.msisdn}</Field>
          <Field label={t('field.imsi')}>{card.imsi}</Field>
          <Field label={t('field.imei')}>{card.imei}</Field>
          <Field label={t('field.cardStatus')}>
            <Badge tone={CARD_STATUSES[card.status].tone}>{t(labelOf(CARD_STATUSES[card.status]))}</Badge>
          </Field>
          <Field label={t('field.plan')}>{card.plan_name}</Field>
          <Field label={t('field.usedThisMonth')}>
            {t('common.usedOfQuota', {
              used: formatNumber(card.usage_mb),
              quota: formatNumber(card.quota_mb),
            })}
          </Field>
          <Field label={t('field.expires')}>{card.expires_at}</Field>
        </dl>
      </Panel>
      <Panel title={t('signal.networkTitle')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('signal.attach')}>
            <Badge tone={state.attached ? 'success' : 'default'}>
              {state.attached ? t('signal.attached') : t('signal.detached')}
            </Badge>
          </Field>
          <Field label={t('signal.lastAttach')}>{state.last_attach_at ?? t('signal.never')}</Field>
          <Field label={t('signal.lastDetach')}>{state.last_detach_at}</Field>
          <Field label={t('signal.ip')}>{state.ip}</Field>
          <Field label={t('field.apn')}>{state.apn}</Field>
          <Field label={t('field.cell')}>{state.cell && `${state.cell.lac} / ${state.cell.ci}`}</Field>
          <Field label={t('common.cellLocation')}>{state.cell?.address}</Field>
        </dl>
      </Panel>
      <Panel title={t('signal.powerTitle')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('signal.psm')}>{onOff(power.psm_enabled)}</Field>
          <Field label={t('signal.edrx')}>{onOff(power.edrx_enabled)}</Field>
          <Field label={t('signal.t3412')}>{formatTimer(power.t3412_s, t)}</Field>
          <Field label={t('signal.t3324')}>{formatTimer(power.t3324_s, t)}</Field>
          <Field label={t('signal.edrxCycle')}>{t('signal.seconds', { value: power.edrx_cycle_s })}</Field>
          <Field label={t('signal.ptw')}>{t('signal.seconds', { value: power.edrx_ptw_s })}</Field>
        </dl>
      </Panel>
      <Panel title={t('signal.signalTitle')}>
        {signal ? (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('signal.rsrp')}>
              <span className="flex items-center gap-2">
                {signal.rsrp_dbm} {t('field.unitDbm')}
                <span aria-hidden className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${rsrpPercent(signal.rsrp_dbm)}%` }}
                  />
                </span>
              </span>
            </Field>
            <Field label={t('signal.sinr')}>
              {signal.sinr_db} {t('field.unitDb')}
            </Field>
            <Field label={t('signal.ecl')}>{t('signal.eclValue', { level: signal.ecl })}</Field>
            <Field label={t('signal.level')}>
              <Badge tone={LEVEL_TONES[signal.level]}>{t(`signal.${signal.level}`)}</Badge>
            </Field>
          </dl>
        ) : (
          <p className="text-sm text-slate-500">{t('signal.noSignal')}</p>
        )}
      </Panel>
      <p className="text-xs text-slate-500 lg:col-span-2">{t('signal.derivedNote')}</p>
    </div>
  );
}

/** /ctcc_nb_query: a China Telecom NB-IoT card's network state, power saving and signal. */
export default function CtccNbQueryPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useCtccNbQuery(number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.replace(/\s+/g, '');
    if (!trimmed) return setError(t('validation.card_number_required'));
    setError(null);
    if (trimmed === number) void query.refetch();
    else setNumber(trimmed);
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <p className="text-sm text-slate-600">{t('signal.hint')}</p>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
          <div className="w-full sm:w-80">
            <FormField id="nb-number" label={t('field.cardNumber')} error={error}>
              <Input
                id="nb-number"
                value={draft}
                placeholder={t('signal.numberPlaceholder')}
                aria-invalid={!!error}
                aria-describedby={error ? 'nb-number-error' : undefined}
                onChange={(e) => setDraft(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" variant="primary" className="sm:mt-6" disabled={query.isFetching}>
            <Search />
            {t('signal.submit')}
          </Button>
        </form>
        {query.isError && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {query.error.message}
          </p>
        )}
      </Card>
      {query.isFetching && !query.data && (
        <p role="status" className="text-sm text-slate-500">
          {t('common.loading')}
        </p>
      )}
      {query.data && !query.isError && <NbResult state={query.data} />}
    </div>
  );
}
