import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tone } from '#contract';
import { formatNumber } from '#contract';
import { donutSlice, polar, shareOf, sliceAngles, TONE_FILLS } from './chart-data.ts';
import { ChartTooltip, useActiveItem } from './chart-focus.tsx';
import { PanelEmpty } from './home-panel.tsx';

interface Slice {
  key: string;
  name: string;
  value: number;
}

const SIZE = 168;
const OUTER = SIZE / 2;
const INNER = OUTER * 0.62;

/**
 * A donut of the caller's cards split one way (status or carrier), its total in the middle and a
 * legend that lists every key, zero included, each opening the filtered card list when allowed.
 */
export function BreakdownChart({
  label,
  slices,
  tones,
  hrefOf,
}: {
  label: string;
  slices: Slice[];
  tones: Record<string, { tone: Tone }>;
  /** The card list filtered to a key; undefined when the caller may not open the card list. */
  hrefOf?: (key: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const drawn = slices.filter((s) => s.value > 0);
  const { active, setActive, focusProps } = useActiveItem(drawn.length, 'first');
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) return <PanelEmpty text={t('home.noCards')} hint={t('home.noCardsHint')} />;
  const fill = (key: string) => TONE_FILLS[tones[key]?.tone ?? 'default'];
  const arcs = sliceAngles(drawn.map((s) => s.value));
  const shown = active === null ? undefined : drawn[active];
  const arc = active === null ? undefined : arcs[active];
  // The tooltip stands on the middle of its slice's outer edge.
  const tipAt = arc && polar(OUTER * 0.85, (arc.start + arc.end) / 2);
  return (
    // The legend beside the donut while the panel spans the page (sm to lg), below it on a phone and
    // in the dashboard's narrow third column (lg up), where names in English would not fit beside it.
    <div className="flex flex-col items-center gap-4 sm:flex-row lg:flex-col">
      <div className="relative shrink-0" style={{ width: SIZE, height: SIZE }}>
        <svg
          role="img"
          aria-label={label}
          aria-describedby={shown ? `${id}-tip` : `${id}-desc`}
          width={SIZE}
          height={SIZE}
          viewBox={`${-OUTER} ${-OUTER} ${SIZE} ${SIZE}`}
          className="overflow-visible rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
          onPointerLeave={() => setActive(null)}
          {...focusProps}
        >
          <desc
            id={`${id}-desc`}
          >{`${t('home.cardsTotal', { n: formatNumber(total) })}. ${t('home.chartKeys')}`}</desc>
          {drawn.map((s, i) => {
            const angles = arcs[i] ?? { start: 0, end: 0 };
            return (
              <path
                key={s.key}
                d={donutSlice(INNER, OUTER, angles.start, angles.end)}
                fill={fill(s.key)}
                opacity={active === null || active === i ? 1 : 0.55}
                onPointerEnter={() => setActive(i)}
              />
            );
          })}
        </svg>
        {/* The total in the donut's hole; the tooltip draws above it. */}
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-xl font-semibold tabular-nums">{formatNumber(total)}</span>
          <span className="text-xs text-slate-500">{t('home.cards')}</span>
        </div>
        {shown && tipAt && (
          <ChartTooltip
            id={`${id}-tip`}
            className="-translate-x-1/2 -translate-y-full"
            style={{ left: OUTER + tipAt[0], top: OUTER + tipAt[1] - 4 }}
          >
            <p className="font-medium text-slate-800">{shown.name}</p>
            <p className="text-slate-600 tabular-nums">
              {t('home.share', { n: formatNumber(shown.value), percent: shareOf(shown.value, total) })}
            </p>
          </ChartTooltip>
        )}
      </div>
      <ul aria-label={label} className="flex w-full min-w-0 flex-col gap-1.5">
        {slices.map((s) => {
          const content = (
            <>
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ background: fill(s.key) }}
                aria-hidden
              />
              <span className="flex-1 truncate text-slate-600">{s.name}</span>
              <span className="font-medium tabular-nums text-slate-800">{formatNumber(s.value)}</span>
              <span className="w-12 text-right text-xs tabular-nums text-slate-500">
                {shareOf(s.value, total)}
              </span>
            </>
          );
          const href = hrefOf?.(s.key);
          return (
            <li
              key={s.key}
              onPointerEnter={() => s.value > 0 && setActive(drawn.indexOf(s))}
              onPointerLeave={() => setActive(null)}
            >
              {href ? (
                <a
                  href={href}
                  className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-slate-50 hover:text-primary"
                >
                  {content}
                </a>
              ) : (
                <span className="flex items-center gap-2 px-1 py-0.5">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
