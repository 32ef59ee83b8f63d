import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  CARD_STATUSES,
  CARRIER_KEYS,
  CARRIERS,
  type Carrier,
  type DataOf,
  formatNumber,
  labelOf,
  type reportChart,
  reportChart as reportChartEndpoint,
  type Tone,
} from '#contract';
import { ChartDataTable } from '@/components/chart-data-table';
import { StaticTable } from '@/components/static-table';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { endpointQuery } from '@/lib/endpoint-query';

type Report = DataOf<typeof reportChart>;
interface Slice {
  key: string;
  name: string;
  value: number;
}
interface Asked {
  client_id?: number;
  carrier?: Carrier;
  month?: string;
}

/** Fills of the contract's tones, as the home page's donuts use them. */
const FILLS: Record<Tone, string> = {
  success: '#22c55e',
  warning: '#f59e0b',
  danger: '#f56c6c',
  info: '#379dff',
  default: '#94a3b8',
};
const BAR = '#379dff';
const AXIS = { fontSize: 11, fill: '#64748b' };
const ALL = 'all';

/** '1,234.5 MB', '2.41 GB': an amount of data in the unit it reads best in. */
function formatMb(mb: number): string {
  const [value, unit] =
    mb >= 1024 * 1024 ? [mb / 1024 / 1024, 'TB'] : mb >= 1024 ? [mb / 1024, 'GB'] : [mb, 'MB'];
  return `${formatNumber(Math.round(value * 100) / 100, 2)} ${unit}`;
}

const shareOf = (value: number, total: number) =>
  total > 0 ? `${Math.round((value / total) * 1000) / 10}%` : '0%';

/**
 * /report/chart (报表 › 图表报表): the caller's cards at a glance for its whole tree or one
 * sub-customer, one carrier, and a month: KPIs, the status and carrier split, activations and usage
 * by day and by month, this month's top cards and the cards expiring soon. Each chart has its
 * figures as a table for screen readers, and says so when there is nothing to draw.
 */
export default function ReportChartPage() {
  const { t } = useTranslation();
  const id = useId();
  const [asked, setAsked] = useState<Asked>({});
  const report = useQuery({
    ...endpointQuery(reportChartEndpoint, asked),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const set = (patch: Asked) => setAsked((before) => ({ ...before, ...patch }));

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label={t('report.chart.filters')}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-4"
      >
        <FilterSelect
          id={`${id}-sub`}
          label={t('common.subClient')}
          value={asked.client_id === undefined ? ALL : String(asked.client_id)}
          onChange={(v) => set({ client_id: v === ALL ? undefined : Number(v) })}
          options={[
            { value: ALL, label: t('common.all') },
            ...(data?.options.subs ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <FilterSelect
          id={`${id}-carrier`}
          label={t('field.carrier')}
          value={asked.carrier ?? ALL}
          onChange={(v) => set({ carrier: v === ALL ? undefined : (v as Carrier) })}
          options={[
            { value: ALL, label: t('common.all') },
            ...CARRIER_KEYS.map((c) => ({ value: c, label: t(labelOf(CARRIERS[c])) })),
          ]}
        />
        <FilterSelect
          id={`${id}-month`}
          label={t('field.month')}
          value={asked.month ?? data?.month ?? ''}
          onChange={(v) => set({ month: v })}
          options={(data?.options.months ?? []).map((m) => ({ value: m, label: m }))}
        />
        {data && (
          <p className="ml-auto text-xs text-slate-500 tabular-nums" aria-live="polite">
            {t('report.chart.asOf', { month: data.month, today: data.today })}
          </p>
        )}
      </form>
      {!data ? (
        <div
          role="status"
          aria-label={t('common.loading')}
          className="h-96 animate-pulse rounded-md bg-slate-100"
        />
      ) : (
        <ReportBody data={data} />
      )}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function ReportBody({ data }: { data: Report }) {
  const { t } = useTranslation();
  const k = data.kpis;
  const kpis: [string, string][] = [
    [t('report.chart.kpi.cards'), formatNumber(k.cards)],
    [t('report.chart.kpi.active'), formatNumber(k.active)],
    [t('report.chart.kpi.activated'), formatNumber(k.activated)],
    [t('report.chart.kpi.usage'), formatMb(k.usage_mb)],
    [t('report.chart.kpi.perActive'), formatMb(k.usage_per_active_mb)],
    [t('report.chart.kpi.expiring30'), formatNumber(k.expiring_30)],
  ];
  const dayLabel = (date: string) => date.slice(5);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {kpis.map(([label, value]) => (
          <Card key={label} className="flex flex-col gap-1 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </Card>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title={t('report.chart.byStatus')}>
          <Donut label={t('report.chart.byStatus')} slices={data.by_status} tones={CARD_STATUSES} />
        </Panel>
        <Panel title={t('report.chart.byCarrier')}>
          <Donut label={t('report.chart.byCarrier')} slices={data.by_carrier} tones={CARRIERS} />
        </Panel>
        <Panel title={t('report.chart.activationDays', { month: data.month })}>
          <Bars
            label={t('report.chart.activationDays', { month: data.month })}
            columns={[t('field.date'), t('report.chart.activatedCount')]}
            points={data.activation_days.map((d) => ({
              key: d.date,
              tick: dayLabel(d.date),
              value: d.count,
            }))}
            format={formatNumber}
            empty={t('report.chart.noActivations')}
          />
        </Panel>
        <Panel title={t('report.chart.activationMonths')}>
          <Bars
            label={t('report.chart.activationMonths')}
            columns={[t('field.month'), t('report.chart.activatedCount')]}
            points={data.activation_months.map((m) => ({ key: m.month, tick: m.month, value: m.count }))}
            format={formatNumber}
            empty={t('report.chart.noActivations')}
          />
        </Panel>
        <Panel title={t('report.chart.usageDays', { month: data.month })}>
          <Bars
            label={t('report.chart.usageDays', { month: data.month })}
            columns={[t('field.date'), t('report.chart.usage')]}
            points={data.usage_days.map((d) => ({ key: d.date, tick: dayLabel(d.date), value: d.usage_mb }))}
            format={formatMb}
            empty={t('report.chart.noUsage')}
          />
        </Panel>
        <Panel title={t('report.chart.usageMonths')}>
          <Bars
            label={t('report.chart.usageMonths')}
            columns={[t('field.month'), t('report.chart.usage')]}
            points={data.usage_months.map((m) => ({ key: m.month, tick: m.month, value: m.usage_mb }))}
            format={formatMb}
            empty={t('report.chart.noUsage')}
          />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel
          title={t('report.chart.top')}
          extra={t('report.chart.topMonth', { month: data.top_cards.month })}
          className="lg:col-span-2"
        >
          <TopCards items={data.top_cards.items} />
        </Panel>
        <Panel title={t('report.chart.expiring')}>
          <ul className="flex flex-col gap-3">
            {data.expiring.map((w) => (
              <li key={w.days} className="rounded border border-slate-200 p-3">
                <p className="text-sm text-slate-600">{t('report.chart.expiringIn', { days: w.days })}</p>
                <p className="text-2xl font-semibold tabular-nums">
                  {t('report.chart.cardsN', { n: formatNumber(w.count) })}
                </p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {t('report.chart.window', { from: w.from, to: w.to })}
                </p>
                <a
                  className="text-sm text-primary hover:underline"
                  href={`#/card/list?expires_start=${w.from}&expires_end=${w.to}`}
                  aria-label={`${t('report.chart.openList')}: ${t('report.chart.expiringIn', { days: w.days })}`}
                >
                  {t('report.chart.openList')}
                </a>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}

function Panel({
  title,
  extra,
  className,
  children,
}: {
  title: string;
  extra?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className={`flex min-w-0 flex-col gap-3 p-4 ${className ?? ''}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {extra && <p className="text-xs text-slate-500">{extra}</p>}
      </header>
      {children}
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className="flex h-48 flex-col items-center justify-center gap-1 text-center">
      <Inbox className="size-8 text-slate-300" aria-hidden />
      <p className="text-slate-500">{text}</p>
    </div>
  );
}

/** A donut of the cards split one way, its legend listing every key (zero included) with its share. */
function Donut({
  label,
  slices,
  tones,
}: {
  label: string;
  slices: Slice[];
  tones: Record<string, { tone: Tone }>;
}) {
  const { t } = useTranslation();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) return <Empty text={t('report.chart.noCards')} />;
  const fill = (key: string) => FILLS[tones[key]?.tone ?? 'default'];
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <figure aria-label={label} className="relative size-44 shrink-0">
        <ChartDataTable
          caption={label}
          columns={[t('field.status'), t('report.chart.cardCount')]}
          rows={slices.map((s) => ({
            key: s.key,
            label: s.name,
            value: `${formatNumber(s.value)} (${shareOf(s.value, total)})`,
          }))}
        />
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={slices.filter((s) => s.value > 0)}
              dataKey="value"
              nameKey="name"
              innerRadius="62%"
              outerRadius="100%"
              isAnimationActive={false}
              stroke="#fff"
            >
              {slices
                .filter((s) => s.value > 0)
                .map((s) => (
                  <Cell key={s.key} fill={fill(s.key)} />
                ))}
            </Pie>
            <Tooltip formatter={(value) => formatNumber(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center"
        >
          <span className="text-xl font-semibold tabular-nums">{formatNumber(total)}</span>
        </div>
      </figure>
      <ul aria-hidden className="flex w-full min-w-0 flex-col gap-1.5 text-sm">
        {slices.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-full" style={{ background: fill(s.key) }} />
            <span className="flex-1 truncate text-slate-600">{s.name}</span>
            <span className="font-medium tabular-nums text-slate-800">{formatNumber(s.value)}</span>
            <span className="w-12 text-right text-xs tabular-nums text-slate-500">
              {shareOf(s.value, total)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Bars of a series over days or months, with its figures as a table for screen readers. */
function Bars({
  label,
  columns,
  points,
  format,
  empty,
}: {
  label: string;
  columns: [string, string];
  points: { key: string; tick: string; value: number }[];
  format: (value: number) => string;
  empty: string;
}) {
  if (points.every((p) => p.value === 0)) return <Empty text={empty} />;
  return (
    <figure aria-label={label} className="h-56">
      <ChartDataTable
        caption={label}
        columns={columns}
        rows={points.map((p) => ({ key: p.key, label: p.key, value: format(p.value) }))}
      />
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="tick" tick={AXIS} tickLine={false} minTickGap={8} />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            width={72}
            tickFormatter={(v: number) => format(v)}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(_, payload) => payload?.[0]?.payload?.key ?? ''}
            formatter={(value) => [format(Number(value)), columns[1]]}
          />
          <Bar dataKey="value" name={columns[1]} fill={BAR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

function TopCards({ items }: { items: Report['top_cards']['items'] }) {
  const { t } = useTranslation();
  return (
    <StaticTable
      caption={t('report.chart.top')}
      rows={items.map((item, i) => ({ ...item, rank: i + 1 }))}
      rowKey={(c) => c.card_id}
      empty={t('report.chart.noTop')}
      columns={[
        { key: 'rank', header: t('report.chart.rank'), cell: (c) => c.rank, className: 'w-12 text-center' },
        {
          key: 'iccid',
          header: t('field.iccid'),
          rowHeader: true,
          cell: (c) => (
            <a className="font-mono text-primary hover:underline" href={`#/card/detail?card_id=${c.card_id}`}>
              {c.iccid}
            </a>
          ),
        },
        {
          key: 'msisdn',
          header: t('field.msisdn'),
          cell: (c) => c.msisdn,
          className: 'hidden md:table-cell',
        },
        {
          key: 'carrier',
          header: t('field.carrier'),
          cell: (c) => t(labelOf(CARRIERS[c.carrier])),
          className: 'hidden sm:table-cell',
        },
        { key: 'plan', header: t('field.plan'), cell: (c) => c.plan_name, className: 'hidden lg:table-cell' },
        {
          key: 'usage',
          header: t('field.usedThisMonth'),
          cell: (c) => formatMb(c.usage_mb),
          className: 'text-right',
        },
        {
          key: 'used',
          header: t('report.chart.used'),
          cell: (c) => `${c.usage_percent}%`,
          className: 'hidden text-right sm:table-cell',
        },
      ]}
    />
  );
}
