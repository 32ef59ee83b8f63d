import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS, type Carrier, type LocateCell, labelOf } from '#contract';
import { scaleLength, svgProjector, toMetres, viewRadius } from './map-geometry.ts';

/** Carrier colours, matching the tones of the carrier tags in tables. */
const CARRIER_COLOURS: Record<Carrier, string> = {
  cmcc: '#0ea5e9',
  cucc: '#ef4444',
  ctcc: '#64748b',
};

const HEIGHT = 340;
/** The nearest cells the view is sized to show. */
const KEEP_IN_VIEW = 10;

/** The element's width in CSS pixels, so the SVG draws 1:1 and its text keeps its size on a phone. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    setWidth(Math.round(element.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Metres as people read them: metres below a kilometre, else kilometres to two decimals. */
export const formatDistance = (m: number, t: TFunction) =>
  m >= 1000 ? t('locate.km', { value: m / 1000 }) : t('locate.meters', { value: m });

/** A cell: a base-station triangle. */
function Mast({ x, y, size, colour }: { x: number; y: number; size: number; colour: string }) {
  return (
    <path
      d={`M ${x} ${y - size} L ${x + size * 0.87} ${y + size / 2} L ${x - size * 0.87} ${y + size / 2} Z`}
      fill={colour}
      stroke="white"
      strokeWidth={1.5}
    />
  );
}

/**
 * The fix drawn offline (no map tiles can be reached): the serving cell at the centre with its
 * accuracy circle, the cells around it by carrier, a north arrow, a grid and a scale bar.
 */
export function LocateMap({
  number,
  cell,
  neighbours,
  accuracyM,
  maxRadiusM,
}: {
  number: string;
  cell: LocateCell;
  neighbours: LocateCell[];
  accuracyM: number;
  maxRadiusM: number;
}) {
  const { t } = useTranslation();
  const [ref, width] = useWidth<HTMLDivElement>();
  const radius = viewRadius(
    accuracyM,
    neighbours.map((c) => c.distance_m),
    KEEP_IN_VIEW,
    maxRadiusM,
  );
  const projector = svgProjector(width || 1, HEIGHT, radius);
  const centre = projector.at({ x: 0, y: 0 });
  const scale = scaleLength(radius / 2);
  const scalePx = scale * projector.pxPerMetre;
  const inView = neighbours
    .map((c) => ({ c, p: projector.at(toMetres(cell, c)) }))
    .filter(({ p }) => p.x > 6 && p.x < width - 6 && p.y > 6 && p.y < HEIGHT - 6);
  const gridLines = Math.ceil(Math.max(width, HEIGHT) / 2 / Math.max(scalePx, 1));
  const titleId = `locate-map-${cell.id}`;
  const carriers = [...new Set([cell.carrier, ...inView.map(({ c }) => c.carrier)])];

  return (
    <figure className="flex flex-col gap-2">
      <div ref={ref} className="w-full overflow-hidden rounded border border-slate-200 bg-slate-50">
        {width > 0 && (
          <svg
            role="img"
            aria-labelledby={titleId}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block"
          >
            <title id={titleId}>{t('locate.mapLabel', { number, count: inView.length })}</title>
            <g stroke="#e2e8f0" strokeWidth={1}>
              {Array.from({ length: gridLines * 2 + 1 }, (_, i) => {
                const offset = (i - gridLines) * scalePx;
                return (
                  <g key={offset}>
                    <line x1={centre.x + offset} y1={0} x2={centre.x + offset} y2={HEIGHT} />
                    <line x1={0} y1={centre.y + offset} x2={width} y2={centre.y + offset} />
                  </g>
                );
              })}
            </g>
            <circle
              cx={centre.x}
              cy={centre.y}
              r={accuracyM * projector.pxPerMetre}
              fill="rgba(55, 157, 255, 0.14)"
              stroke="#379dff"
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
            {inView.map(({ c, p }) => (
              <g key={c.id}>
                <title>
                  {`${t(labelOf(CARRIERS[c.carrier]))} ${c.lac}/${c.ci} · ${c.address} · ${formatDistance(c.distance_m, t)}`}
                </title>
                <Mast x={p.x} y={p.y} size={7} colour={CARRIER_COLOURS[c.carrier]} />
              </g>
            ))}
            <g>
              <title>{`${t('locate.servingCell')}: ${cell.lac}/${cell.ci} · ${cell.address}`}</title>
              <Mast x={centre.x} y={centre.y - 4} size={12} colour={CARRIER_COLOURS[cell.carrier]} />
              <circle
                cx={centre.x}
                cy={centre.y + 12}
                r={3.5}
                fill="#379dff"
                stroke="white"
                strokeWidth={1.5}
              />
            </g>
            <g transform={`translate(${width - 28}, 30)`} fill="#334155">
              <path d="M 0 -16 L 7 4 L 0 0 L -7 4 Z" />
              <text y={20} textAnchor="middle" fontSize={12} fontWeight={600}>
                {t('locate.north')}
              </text>
            </g>
            <g transform={`translate(16, ${HEIGHT - 18})`} stroke="#334155" strokeWidth={2} fill="#334155">
              <line x1={0} y1={0} x2={scalePx} y2={0} />
              <line x1={0} y1={-5} x2={0} y2={5} />
              <line x1={scalePx} y1={-5} x2={scalePx} y2={5} />
              <text x={scalePx / 2} y={-8} textAnchor="middle" fontSize={12} stroke="none">
                {formatDistance(scale, t)}
              </text>
            </g>
          </svg>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        {carriers.map((carrier) => (
          <span key={carrier} className="inline-flex items-center gap-1">
            <svg aria-hidden width={12} height={12} viewBox="-7 -8 14 14">
              <Mast x={0} y={0} size={6} colour={CARRIER_COLOURS[carrier]} />
            </svg>
            {t(labelOf(CARRIERS[carrier]))}
          </span>
        ))}
        <span className="inline-flex items-center gap-1">
          <span
            aria-hidden
            className="inline-block size-3 rounded-full border border-dashed border-primary bg-primary/15"
          />
          {t('locate.accuracyCircle')} {formatDistance(accuracyM, t)}
        </span>
        <span className="ml-auto">
          {t('locate.scale')} {formatDistance(scale, t)}
        </span>
      </figcaption>
    </figure>
  );
}
