import { type PointerEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf, indexLineChart } from '#contract';
import { formatNumber } from '#contract';
import { ChartDataTable } from '@/components/chart-data-table';
import {
  allZero,
  formatUsage,
  inUnit,
  monotonePath,
  niceTicks,
  shortDate,
  type UsageUnit,
  usageUnit,
} from './chart-data.ts';
import { ChartTooltip, useActiveItem } from './chart-focus.tsx';
import { PanelEmpty } from './home-panel.tsx';

type Day = DataOf<typeof indexLineChart>['days'][number];

const LINE = '#379dff';

/**
 * Daily usage of the last 30 days as an area chart, in the unit its largest day reads best in.
 * Plain SVG stretched to its box (the strokes keep their width), the axis labels as text beside
 * it; the day under the pointer, or stepped to with the arrow keys, shows its usage in a tooltip.
 */
export function UsageChart({ label, days }: { label: string; days: Day[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { active, setActive, focusProps } = useActiveItem(days.length, 'last');
  if (allZero(days.map((d) => d.usage_mb)))
    return <PanelEmpty text={t('home.usageEmpty')} className="h-64" />;
  const unit: UsageUnit = usageUnit(Math.max(...days.map((d) => d.usage_mb)));
  const values = days.map((d) => inUnit(d.usage_mb, unit));
  const ticks = niceTicks(Math.max(...values));
  const top = ticks.at(-1) ?? 1;
  const last = Math.max(days.length - 1, 1);
  /** Left of day `i`, and height of value `v`, in % of the plot. */
  const xAt = (i: number) => (i / last) * 100;
  const yAt = (v: number) => (1 - v / top) * 100;
  const line = monotonePath(values.map((v) => top - v));
  const day = active === null ? undefined : days[active];
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(Math.round(((event.clientX - box.left) / box.width) * last));
  };
  const flip = active !== null && xAt(active) > 55;

  return (
    // At least 16rem high, and as high as the panel when its row neighbour (the status donut) is taller.
    <div className="flex min-h-64 flex-1 flex-col">
      <ChartDataTable
        caption={label}
        columns={[t('field.date'), t('home.usageDay')]}
        rows={days.map((d) => ({ key: d.date, label: d.date, value: formatUsage(d.usage_mb) }))}
      />
      <div className="flex min-h-0 flex-1 pt-2 pb-5">
        <div aria-hidden className="relative w-14 shrink-0 text-[11px] text-slate-500 tabular-nums">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${yAt(tick)}%` }}
            >
              {`${formatNumber(tick, 2)} ${unit}`}
            </span>
          ))}
        </div>
        <div
          className="relative mr-5 flex-1 touch-pan-y"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive(null)}
        >
          <svg
            role="img"
            aria-label={label}
            aria-describedby={day ? `${id}-tip` : `${id}-desc`}
            viewBox={`0 0 ${last} ${top}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
            {...focusProps}
          >
            <desc id={`${id}-desc`}>
              {`${t('home.usagePeriod', { from: days[0]?.date ?? '', to: days.at(-1)?.date ?? '' })}. ${t('home.chartKeys')}`}
            </desc>
            <defs>
              <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={LINE} stopOpacity={0.35} />
                <stop offset="100%" stopColor={LINE} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            {ticks.slice(1).map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={last}
                y1={top - tick}
                y2={top - tick}
                stroke="#e2e8f0"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={`${line}L${last},${top}L0,${top}Z`} fill={`url(#${id}-fill)`} />
            <path
              d={line}
              fill="none"
              stroke={LINE}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            <line x1={0} x2={last} y1={top} y2={top} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
          </svg>
          <div aria-hidden className="text-[11px] text-slate-500 tabular-nums">
            {days.map((d, i) => {
              const back = last - i;
              // Every fifth day on a phone, every second one on a wide screen.
              const shown =
                back % 10 === 0
                  ? ''
                  : back % 5 === 0
                    ? 'xl:hidden'
                    : back % 2 === 0
                      ? 'hidden xl:inline'
                      : null;
              return shown === null ? null : (
                <span
                  key={d.date}
                  className={`absolute top-full mt-1 -translate-x-1/2 whitespace-nowrap ${shown}`}
                  style={{ left: `${xAt(i)}%` }}
                >
                  {shortDate(d.date)}
                </span>
              );
            })}
          </div>
          {day && active !== null && (
            <>
              <div
                className="pointer-events-none absolute inset-y-0 border-l border-dashed border-slate-400"
                style={{ left: `${xAt(active)}%` }}
              />
              <div
                className="pointer-events-none absolute size-2 -translate-1/2 rounded-full border-2 border-white bg-primary shadow-[0_0_0_1px_#379dff]"
                style={{ left: `${xAt(active)}%`, top: `${yAt(values[active] ?? 0)}%` }}
              />
              <ChartTooltip
                id={`${id}-tip`}
                className={flip ? 'mr-2' : 'ml-2'}
                style={
                  flip ? { right: `${100 - xAt(active)}%`, top: 0 } : { left: `${xAt(active)}%`, top: 0 }
                }
              >
                <p className="font-medium text-slate-800 tabular-nums">{day.date}</p>
                <p className="text-slate-600">
                  {t('home.usageDay')}:{' '}
                  <span className="font-medium tabular-nums">{formatUsage(day.usage_mb)}</span>
                </p>
              </ChartTooltip>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
