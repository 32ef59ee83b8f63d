import { useTranslation } from 'react-i18next';
import { progressView } from '@/components/data-table/progress';
import { ProgressBar } from '@/components/data-table/progress-bar';
import { cn } from '@/lib/cn';
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
  const cellClass = 'border-b border-slate-100 px-3 py-1.5';
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="border-b border-slate-200 px-3 py-2 text-left font-medium">
              {t('field.date')}
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-2 text-right font-medium">
              {t('cardQuery.usage.dayUsage')}
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-2 text-right font-medium">
              {t('cardQuery.usage.cumulative')}
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 py-2 text-right font-medium">
              {t('cardQuery.usage.percent')}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {days.map((day) => (
            <tr key={day.date} className="hover:bg-slate-50">
              <th scope="row" className={cn(cellClass, 'text-left font-normal whitespace-nowrap')}>
                {day.date}
              </th>
              <td className={cn(cellClass, 'text-right')}>{mb(day.usage_mb)}</td>
              <td className={cn(cellClass, 'text-right')}>{mb(day.cumulative_mb)}</td>
              <td className={cellClass}>
                <Share percent={day.percent} label={t('cardQuery.usage.percent')} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold tabular-nums">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('cardQuery.usage.sum')}
            </th>
            <td className="px-3 py-2 text-right">{mb(total.mb)}</td>
            <td className="px-3 py-2 text-right">{mb(total.mb)}</td>
            <td className="px-3 py-2">
              <Share percent={total.percent} label={t('cardQuery.usage.percent')} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
