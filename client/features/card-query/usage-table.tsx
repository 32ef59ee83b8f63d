import { useTranslation } from 'react-i18next';
import { progressView } from '@/components/data-table/progress';
import { ProgressBar } from '@/components/data-table/progress-bar';
import { StaticTable } from '@/components/static-table';
import type { UsageDay } from './usage-csv.ts';

function Share({ percent, label }: { percent: number; label: string }) {
  const view = progressView(percent);
  return (
    <div className="flex items-center justify-end gap-2">
      <ProgressBar percent={percent} label={label} className="hidden w-24 sm:block" />
      <span className="w-14 text-right tabular-nums">{view.label}</span>
    </div>
  );
}

const mb = (value: number) => value.toFixed(2);

/** A month's days: what each used, the running total and its share of the quota, then the total row. */
export function UsageTable({
  caption,
  days,
  total,
}: {
  caption: string;
  days: UsageDay[];
  total: { mb: number; percent: number };
}) {
  const { t } = useTranslation();
  const share = t('cardQuery.usage.percent');
  return (
    <StaticTable
      caption={caption}
      className="bg-white"
      rows={days}
      rowKey={(day) => day.date}
      columns={[
        {
          key: 'date',
          header: t('field.date'),
          cell: (day) => day.date,
          rowHeader: true,
          className: 'whitespace-nowrap tabular-nums',
        },
        {
          key: 'usage',
          header: t('cardQuery.usage.dayUsage'),
          cell: (day) => mb(day.usage_mb),
          className: 'text-right tabular-nums',
        },
        {
          key: 'cumulative',
          header: t('cardQuery.usage.cumulative'),
          cell: (day) => mb(day.cumulative_mb),
          className: 'text-right tabular-nums',
        },
        {
          key: 'percent',
          header: share,
          cell: (day) => <Share percent={day.percent} label={share} />,
          className: 'text-right',
        },
      ]}
      footer={{
        date: t('cardQuery.usage.sum'),
        usage: mb(total.mb),
        cumulative: mb(total.mb),
        percent: <Share percent={total.percent} label={share} />,
      }}
    />
  );
}
