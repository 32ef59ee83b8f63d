import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAP_CHART_SPANS, sapSimChart } from '#contract';
import { TrafficChart } from '@/components/traffic-chart';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { endpointQuery } from '@/lib/endpoint-query';
import { useSapGroupOptions } from './api/groups.ts';

type Span = (typeof SAP_CHART_SPANS)[number];
interface Asked {
  group_id?: number;
  number?: string;
  days: Span;
}

/**
 * /sap_sim_chart: a directed group's or a card's traffic at the platform's gateway over the last
 * 7 or 14 days: allowed against blocked per day, and the destinations it reached most. A group's
 * figures come from its daily rollups. Each chart has its figures as a table for screen readers.
 */
export default function SimChartPage() {
  const { t } = useTranslation();
  const id = useId();
  const groups = useSapGroupOptions().data ?? [];
  const [groupId, setGroupId] = useState<string>('');
  const [number, setNumber] = useState('');
  const [days, setDays] = useState<Span>('7');
  const [asked, setAsked] = useState<Asked | null>(null);
  // Until the user asks, the chart is of the first group (a page opened from the menu shows data).
  const shown: Asked | null = asked ?? (groups[0] ? { group_id: groups[0].id, days: '7' } : null);
  const chart = useQuery({ ...endpointQuery(sapSimChart, shown ?? { days: '7' }), enabled: shown !== null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = number.trim();
    setAsked(card ? { number: card, days } : groupId ? { group_id: Number(groupId), days } : { days });
  };
  const data = chart.data;
  const span = shown?.days ?? days;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-md border bg-white p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-group`}>{t('security.chart.group')}</Label>
          <Select value={groupId || String(shown?.group_id ?? '')} onValueChange={setGroupId}>
            <SelectTrigger id={`${id}-group`} className="w-56">
              <SelectValue placeholder={t('validation.sap_group_required')} />
            </SelectTrigger>
            <SelectContent>
              {groups.map((g) => (
                <SelectItem key={g.id} value={String(g.id)}>
                  {g.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-number`}>{t('security.chart.card')}</Label>
          <Input
            id={`${id}-number`}
            className="w-64"
            value={number}
            placeholder={t('common.iccidSlashMsisdn')}
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-days`}>{t('security.chart.span')}</Label>
          <Select value={days} onValueChange={(value) => setDays(value as Span)}>
            <SelectTrigger id={`${id}-days`} className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SAP_CHART_SPANS.map((d) => (
                <SelectItem key={d} value={d}>
                  {t('security.chart.lastDays', { days: d })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" variant="primary">
          <Search />
          {t('security.chart.query')}
        </Button>
      </form>
      {!data?.target ? (
        <p role="status" className="rounded-md border bg-white p-6 text-slate-500">
          {chart.isFetching ? t('common.loading') : t('security.chart.pick')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
            {t('security.chart.totals', {
              name: data.target.name,
              days: span,
              allowed: data.allowed_mb,
              blocked: data.blocked_mb,
            })}
          </p>
          <TrafficChart data={data} />
        </>
      )}
    </div>
  );
}
