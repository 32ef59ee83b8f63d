import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartDataTable } from '@/components/chart-data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { currentLang } from '@/lib/i18n';
import { useCardUsage } from '../api/get-card-detail.ts';
import { Empty, Panel } from './field.tsx';
import { dailyBars, monthLabel, roundMb, totalOf } from './usage-chart-data.ts';

/** The theme colour of the spec. */
const BAR_COLOUR = '#379dff';
const AXIS = { fontSize: 12, fill: '#64748b' };

/** The card's daily usage in a chosen month and its monthly usage over the last 6 months. */
export function UsageTab({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const usage = useCardUsage(cardId, month);
  const data = usage.data;
  if (!data)
    return (
      <p role="status" className="p-4 text-slate-500">
        {t('common.loading')}
      </p>
    );
  const days = dailyBars(data.daily);
  const unit = t('card.detail.chart.usageMb');
  const dailyLabel = `${t('card.detail.chart.daily')} ${data.month}`;
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Panel title={t('card.detail.chart.daily')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Select value={data.month} onValueChange={setMonth}>
            <SelectTrigger className="w-32" aria-label={t('card.detail.chart.month')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {data.months.map((m) => (
                <SelectItem key={m} value={m}>
                  {m}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {t('card.detail.chart.monthTotal', { month: data.month, total: totalOf(data.daily) })}
          </p>
        </div>
        {days.length === 0 ? (
          <Empty>{t('card.detail.chart.noDaily')}</Empty>
        ) : (
          <figure aria-label={dailyLabel} className="h-64">
            <ChartDataTable
              caption={dailyLabel}
              columns={[t('field.date'), unit]}
              rows={days.map((d) => ({ key: d.date, label: d.date, value: String(roundMb(d.usage_mb)) }))}
            />
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
                <CartesianGrid vertical={false} stroke="#e2e8f0" />
                <XAxis dataKey="label" tick={AXIS} tickLine={false} interval="preserveStartEnd" />
                <YAxis tick={AXIS} tickLine={false} axisLine={false} width={48} />
                <Tooltip
                  labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
                  formatter={(value) => [`${roundMb(Number(value))} MB`, unit]}
                />
                <Bar
                  dataKey="usage_mb"
                  name={unit}
                  fill={BAR_COLOUR}
                  radius={[2, 2, 0, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </figure>
        )}
      </Panel>
      <Panel title={t('card.detail.chart.monthly')}>
        <figure aria-label={t('card.detail.chart.monthly')} className="h-64 sm:mt-10">
          <ChartDataTable
            caption={t('card.detail.chart.monthly')}
            columns={[t('field.month'), unit]}
            rows={data.monthly.map((m) => ({
              key: m.month,
              label: m.month,
              value: String(roundMb(m.usage_mb)),
            }))}
          />
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data.monthly.map((m) => ({ ...m, label: monthLabel(m.month, lang) }))}
              margin={{ top: 20, right: 8, bottom: 0, left: -8 }}
            >
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={AXIS} tickLine={false} />
              <YAxis tick={AXIS} tickLine={false} axisLine={false} width={48} />
              <Tooltip
                labelFormatter={(_, payload) => payload?.[0]?.payload?.month ?? ''}
                formatter={(value) => [`${roundMb(Number(value))} MB`, unit]}
              />
              <Bar
                dataKey="usage_mb"
                name={unit}
                fill={BAR_COLOUR}
                radius={[2, 2, 0, 0]}
                isAnimationActive={false}
              >
                <LabelList dataKey="usage_mb" position="top" style={{ fontSize: 11, fill: '#334155' }} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Panel>
    </div>
  );
}
