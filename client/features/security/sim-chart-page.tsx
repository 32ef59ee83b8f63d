import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  labelOf,
  SAP_CHART_SPANS,
  SAP_DEST_CATEGORIES,
  type SapChartDestination,
  sapSimChart,
} from '#contract';
import { ChartDataTable } from '@/components/chart-data-table';
import { StaticTable } from '@/components/static-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { endpointQuery } from '@/lib/endpoint-query';
import { useSapGroupOptions } from './api/groups.ts';

const ALLOWED = '#22a06b';
const BLOCKED = '#e5484d';
const AXIS = { fontSize: 12, fill: '#64748b' };
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
          {data.top.length === 0 ? (
            <p role="status" className="rounded-md border bg-white p-6 text-slate-500">
              {t('security.chart.empty')}
            </p>
          ) : (
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <section className="rounded-md border bg-white p-4">
                <h2 className="mb-2 font-medium">{t('security.chart.trend')}</h2>
                <figure aria-label={t('security.chart.trend')} className="h-72">
                  <ChartDataTable
                    caption={t('security.chart.trend')}
                    columns={[
                      t('field.date'),
                      `${t('security.chart.allowedMb')} / ${t('security.chart.blockedMb')}`,
                    ]}
                    rows={data.trend.map((d) => ({
                      key: d.date,
                      label: d.date,
                      value: `${d.allowed_mb} / ${d.blocked_mb}`,
                    }))}
                  />
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart
                      data={data.trend.map((d) => ({ ...d, label: d.date.slice(5) }))}
                      margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
                    >
                      <CartesianGrid vertical={false} stroke="#e2e8f0" />
                      <XAxis dataKey="label" tick={AXIS} tickLine={false} />
                      <YAxis tick={AXIS} tickLine={false} axisLine={false} width={56} />
                      <Tooltip labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''} />
                      <Legend />
                      <Bar
                        dataKey="allowed_mb"
                        stackId="t"
                        name={t('security.chart.allowedMb')}
                        fill={ALLOWED}
                        isAnimationActive={false}
                      />
                      <Bar
                        dataKey="blocked_mb"
                        stackId="t"
                        name={t('security.chart.blockedMb')}
                        fill={BLOCKED}
                        isAnimationActive={false}
                      />
                    </BarChart>
                  </ResponsiveContainer>
                </figure>
              </section>
              <section className="rounded-md border bg-white p-4">
                <h2 className="mb-2 font-medium">{t('security.chart.top')}</h2>
                <TopTable rows={data.top} />
              </section>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function TopTable({ rows }: { rows: readonly SapChartDestination[] }) {
  const { t } = useTranslation();
  return (
    <StaticTable
      caption={t('security.chart.top')}
      rows={rows}
      rowKey={(d) => `${d.address}:${d.port}/${d.protocol}`}
      columns={[
        {
          key: 'destination',
          header: t('security.chart.destination'),
          rowHeader: true,
          cell: (d) => `${d.address}:${d.port}/${d.protocol.toUpperCase()}`,
        },
        {
          key: 'category',
          header: t('security.chart.category'),
          cell: (d) => t(labelOf(SAP_DEST_CATEGORIES[d.category])),
        },
        {
          key: 'allowed',
          header: t('security.chart.allowedMb'),
          cell: (d) => d.allowed_mb,
          className: 'text-right',
        },
        {
          key: 'blocked',
          header: t('security.chart.blockedMb'),
          cell: (d) => d.blocked_mb,
          className: 'text-right',
          cellClassName: 'text-red-600',
        },
        {
          key: 'flows',
          header: t('security.chart.blockedFlows'),
          cell: (d) => `${d.blocked_flows} / ${d.flows}`,
          className: 'hidden text-right sm:table-cell',
        },
      ]}
    />
  );
}
