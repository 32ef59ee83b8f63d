import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, type ctccNbQuery, type DataOf, type Tone } from '#contract';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { currentLang } from '@/lib/i18n';
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
  const lang = currentLang();
  const { card, power_saving: power, signal } = state;
  const onOff = (on: boolean) => (
    <Badge tone={on ? 'success' : 'default'}>
      {on ? t('projectLocate.nb.on') : t('projectLocate.nb.off')}
    </Badge>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('projectLocate.nb.cardTitle')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="ICCID">{card.iccid}</Field>
          <Field label="MSISDN">{card.msisdn}</Field>
          <Field label="IMSI">{card.imsi}</Field>
          <Field label="IMEI">{card.imei}</Field>
          <Field label={t('projectLocate.nb.status')}>
            <Badge tone={CARD_STATUSES[card.status].tone}>{CARD_STATUSES[card.status][lang]}</Badge>
          </Field>
          <Field label={t('projectLocate.nb.plan')}>{card.plan_name}</Field>
          <Field label={t('projectLocate.nb.usage')}>
            {t('projectLocate.nb.usageOf', {
              used: card.usage_mb.toLocaleString(),
              quota: card.quota_mb.toLocaleString(),
            })}
          </Field>
          <Field label={t('projectLocate.nb.expires')}>{card.expires_at}</Field>
        </dl>
      </Panel>
      <Panel title={t('projectLocate.nb.networkTitle')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('projectLocate.nb.attach')}>
            <Badge tone={state.attached ? 'success' : 'default'}>
              {state.attached ? t('projectLocate.nb.attached') : t('projectLocate.nb.detached')}
            </Badge>
          </Field>
          <Field label={t('projectLocate.nb.lastAttach')}>
            {state.last_attach_at ?? t('projectLocate.nb.never')}
          </Field>
          <Field label={t('projectLocate.nb.lastDetach')}>{state.last_detach_at}</Field>
          <Field label={t('projectLocate.nb.ip')}>{state.ip}</Field>
          <Field label={t('projectLocate.nb.apn')}>{state.apn}</Field>
          <Field label={t('projectLocate.nb.cell')}>
            {state.cell && `${state.cell.lac} / ${state.cell.ci}`}
          </Field>
          <Field label={t('projectLocate.nb.cellAddress')}>{state.cell?.address}</Field>
        </dl>
      </Panel>
      <Panel title={t('projectLocate.nb.powerTitle')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('projectLocate.nb.psm')}>{onOff(power.psm_enabled)}</Field>
          <Field label={t('projectLocate.nb.edrx')}>{onOff(power.edrx_enabled)}</Field>
          <Field label={t('projectLocate.nb.t3412')}>{formatTimer(power.t3412_s, t)}</Field>
          <Field label={t('projectLocate.nb.t3324')}>{formatTimer(power.t3324_s, t)}</Field>
          <Field label={t('projectLocate.nb.edrxCycle')}>
            {t('projectLocate.nb.seconds', { value: power.edrx_cycle_s })}
          </Field>
          <Field label={t('projectLocate.nb.ptw')}>
            {t('projectLocate.nb.seconds', { value: power.edrx_ptw_s })}
          </Field>
        </dl>
      </Panel>
      <Panel title={t('projectLocate.nb.signalTitle')}>
        {signal ? (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('projectLocate.nb.rsrp')}>
              <span className="flex items-center gap-2">
                {signal.rsrp_dbm} dBm
                <span aria-hidden className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${rsrpPercent(signal.rsrp_dbm)}%` }}
                  />
                </span>
              </span>
            </Field>
            <Field label={t('projectLocate.nb.sinr')}>{signal.sinr_db} dB</Field>
            <Field label={t('projectLocate.nb.ecl')}>
              {t('projectLocate.nb.eclValue', { level: signal.ecl })}
            </Field>
            <Field label={t('projectLocate.nb.level')}>
              <Badge tone={LEVEL_TONES[signal.level]}>{t(`projectLocate.nb.${signal.level}`)}</Badge>
            </Field>
          </dl>
        ) : (
          <p className="text-sm text-slate-500">{t('projectLocate.nb.noSignal')}</p>
        )}
      </Panel>
      <p className="text-xs text-slate-500 lg:col-span-2">{t('projectLocate.nb.derivedNote')}</p>
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
        <p className="text-sm text-slate-600">{t('projectLocate.nb.hint')}</p>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
          <div className="w-full sm:w-80">
            <FormField id="nb-number" label={t('projectLocate.nb.number')} error={error}>
              <Input
                id="nb-number"
                value={draft}
                placeholder={t('projectLocate.nb.numberPlaceholder')}
                aria-invalid={!!error}
                aria-describedby={error ? 'nb-number-error' : undefined}
                onChange={(e) => setDraft(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" variant="primary" className="sm:mt-6" disabled={query.isFetching}>
            <Search />
            {t('projectLocate.nb.submit')}
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
