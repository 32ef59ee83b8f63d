import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import type { DataOf, indexLineChart } from '#contract';
import { ChartDataTable } from '@/components/chart-data-table';
import { allZero, formatUsage, inUnit, shortDate, type UsageUnit, usageUnit } from './chart-data.ts';
import { PanelEmpty } from './home-panel.tsx';

type Day = DataOf<typeof indexLineChart>['days'][number];

function DayTooltip({ active, payload }: TooltipContentProps) {
  const { t } = useTranslation();
  const day = payload?.[0]?.payload as Day | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-md">
      <p className="font-medium text-slate-800 tabular-nums">{day.date}</p>
      <p className="text-slate-600">
        {t('home.usageDay')}: <span className="font-medium tabular-nums">{formatUsage(day.usage_mb)}</span>
      </p>
    </div>
  );
}

const axisTick = { fontSize: 11, fill: '#64748b' };

/** Daily usage of the last 30 days as an area chart, in the unit its largest day reads best in. */
export function UsageChart({ label, days }: { label: string; days: Day[] }) {
  const { t } = useTranslation();
  if (allZero(days.map((d) => d.usage_mb)))
    return <PanelEmpty text={t('home.usageEmpty')} className="h-64" />;
  const unit: UsageUnit = usageUnit(Math.max(...days.map((d) => d.usage_mb)));
  const data = days.map((d) => ({ ...d, value: inUnit(d.usage_mb, unit) }));
  // At least 16rem high, and as high as the panel when its row neighbour (the status donut) is taller.
  return (
    <div className="flex min-h-64 flex-1 flex-col">
      <ChartDataTable
        caption={label}
        columns={[t('field.date'), t('home.usageDay')]}
        rows={days.map((d) => ({ key: d.date, label: d.date, value: formatUsage(d.usage_mb) }))}
      />
      <AreaChart
        responsive
        style={{ width: '100%', flex: 1 }}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        title={label}
      >
        <defs>
          <linearGradient id="home-usage-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#379dff" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#379dff" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="date"
          tickFormatter={shortDate}
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={16}
        />
        <YAxis
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(v: number) => `${v.toLocaleString('en-US')} ${unit}`}
        />
        <Tooltip content={DayTooltip} cursor={{ stroke: '#94a3b8', strokeDasharray: '3 3' }} />
        <Area
          type="monotone"
          dataKey="value"
          name={t('home.usageDay')}
          stroke="#379dff"
          strokeWidth={2}
          fill="url(#home-usage-fill)"
          isAnimationActive={false}
          activeDot={{ r: 4 }}
        />
      </AreaChart>
    </div>
  );
}
