import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { labelOf, SAP_DEST_CATEGORIES, type SapChartDestination } from '#contract';
import { ChartDataTable } from '@/components/chart-data-table';
import { StaticTable } from '@/components/static-table';

const ALLOWED = '#22a06b';
const BLOCKED = '#e5484d';
const AXIS = { fontSize: 12, fill: '#64748b' };

interface TrafficChartData {
  top: readonly SapChartDestination[];
  trend: readonly { date: string; allowed_mb: number; blocked_mb: number }[];
}

/**
 * Traffic at the platform's gateway (the figures of /sap_sim_chart): allowed against blocked per
 * day, and the destinations reached most. The customer's chart of a group or a card and support's
 * analysis of a card set draw the same figures with this. Each chart has its figures as a table for
 * screen readers.
 */
export function TrafficChart({ data }: { data: TrafficChartData }) {
  const { t } = useTranslation();
  if (data.top.length === 0) {
    return (
      <p role="status" className="rounded-md border bg-white p-6 text-slate-500">
        {t('widgets.trafficChart.empty')}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <section className="rounded-md border bg-white p-4">
        <h2 className="mb-2 font-medium">{t('widgets.trafficChart.trend')}</h2>
        <figure aria-label={t('widgets.trafficChart.trend')} className="h-72">
          <ChartDataTable
            caption={t('widgets.trafficChart.trend')}
            columns={[
              t('field.date'),
              `${t('widgets.trafficChart.allowedMb')} / ${t('widgets.trafficChart.blockedMb')}`,
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
                name={t('widgets.trafficChart.allowedMb')}
                fill={ALLOWED}
                isAnimationActive={false}
              />
              <Bar
                dataKey="blocked_mb"
                stackId="t"
                name={t('widgets.trafficChart.blockedMb')}
                fill={BLOCKED}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </section>
      <section className="rounded-md border bg-white p-4">
        <h2 className="mb-2 font-medium">{t('widgets.trafficChart.top')}</h2>
        <TopTable rows={data.top} />
      </section>
    </div>
  );
}

function TopTable({ rows }: { rows: readonly SapChartDestination[] }) {
  const { t } = useTranslation();
  return (
    <StaticTable
      caption={t('widgets.trafficChart.top')}
      rows={rows}
      rowKey={(d) => `${d.address}:${d.port}/${d.protocol}`}
      columns={[
        {
          key: 'destination',
          header: t('widgets.trafficChart.destination'),
          rowHeader: true,
          cell: (d) => `${d.address}:${d.port}/${d.protocol.toUpperCase()}`,
        },
        {
          key: 'category',
          header: t('widgets.trafficChart.category'),
          cell: (d) => t(labelOf(SAP_DEST_CATEGORIES[d.category])),
        },
        {
          key: 'allowed',
          header: t('widgets.trafficChart.allowedMb'),
          cell: (d) => d.allowed_mb,
          className: 'text-right',
        },
        {
          key: 'blocked',
          header: t('widgets.trafficChart.blockedMb'),
          cell: (d) => d.blocked_mb,
          className: 'text-right',
          cellClassName: 'text-red-600',
        },
        {
          key: 'flows',
          header: t('widgets.trafficChart.blockedFlows'),
          cell: (d) => `${d.blocked_flows} / ${d.flows}`,
          className: 'hidden text-right sm:table-cell',
        },
      ]}
    />
  );
}
