import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, Tooltip, type TooltipContentProps } from 'recharts';
import type { Tone } from '#contract';
import { shareOf, TONE_FILLS } from './chart-data.ts';
import { PanelEmpty } from './home-panel.tsx';

interface Slice {
  key: string;
  name: string;
  value: number;
}

const SIZE = 168;

function SliceTooltip({ active, payload, total }: TooltipContentProps & { total: number }) {
  const { t } = useTranslation();
  const slice = payload?.[0];
  if (!active || !slice) return null;
  const value = Number(slice.value);
  return (
    <div className="rounded border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-md">
      <p className="font-medium text-slate-800">{slice.name}</p>
      <p className="text-slate-600 tabular-nums">
        {t('home.share', { n: value.toLocaleString(), percent: shareOf(value, total) })}
      </p>
    </div>
  );
}

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
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (total === 0) return <PanelEmpty text={t('home.noCards')} hint={t('home.noCardsHint')} />;
  const fill = (key: string) => TONE_FILLS[tones[key]?.tone ?? 'default'];
  return (
    // The legend beside the donut while the panel spans the page (sm to lg), below it on a phone and
    // in the dashboard's narrow third column (lg up), where names in English would not fit beside it.
    <div className="flex flex-col items-center gap-4 sm:flex-row lg:flex-col">
      <div className="relative shrink-0" style={{ width: SIZE, height: SIZE }}>
        <PieChart width={SIZE} height={SIZE} title={label}>
          <Pie
            data={slices.filter((s) => s.value > 0)}
            dataKey="value"
            nameKey="name"
            innerRadius="62%"
            outerRadius="100%"
            paddingAngle={1}
            stroke="#fff"
            isAnimationActive={false}
          >
            {slices
              .filter((s) => s.value > 0)
              .map((s) => (
                <Cell key={s.key} fill={fill(s.key)} />
              ))}
          </Pie>
          <Tooltip content={(props) => <SliceTooltip {...props} total={total} />} />
        </PieChart>
        {/* The total in the donut's hole; the tooltip draws above it. */}
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-xl font-semibold tabular-nums">{total.toLocaleString()}</span>
          <span className="text-xs text-slate-500">{t('home.cards')}</span>
        </div>
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
              <span className="font-medium tabular-nums text-slate-800">{s.value.toLocaleString()}</span>
              <span className="w-12 text-right text-xs tabular-nums text-slate-500">
                {shareOf(s.value, total)}
              </span>
            </>
          );
          const href = hrefOf?.(s.key);
          return (
            <li key={s.key}>
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
