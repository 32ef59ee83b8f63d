import { useTranslation } from 'react-i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  type DataOf,
  LOCATE_NEIGHBOUR_RADIUS_M,
  labelOf,
  type locateInfo,
} from '#contract';
import { StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDistance, LocateMap } from './locate-map.tsx';

type Located = DataOf<typeof locateInfo>;

/** Nearest cells listed under the map. */
const LISTED_NEIGHBOURS = 8;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-800 tabular-nums">{children}</dd>
    </div>
  );
}

/** A fix: the offline map beside what was found, and the nearest cells around it. */
export function LocateResult({ result }: { result: Located }) {
  const { t } = useTranslation();
  const { card, cell } = result;
  const metres = (value: number) => t('locate.meters', { value });
  return (
    <Card className="flex flex-col gap-4 p-4" aria-labelledby="locate-result-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="locate-result-title" className="font-semibold">
          {t('locate.resultTitle')}
        </h2>
        <Badge tone={CARRIERS[card.carrier].tone}>{t(labelOf(CARRIERS[card.carrier]))}</Badge>
        <Badge tone={CARD_STATUSES[card.status].tone}>{t(labelOf(CARD_STATUSES[card.status]))}</Badge>
        <Badge tone={result.online ? 'success' : 'default'}>
          {result.online ? t('locate.onlineYes') : t('locate.onlineNo')}
        </Badge>
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <LocateMap
          number={card.iccid}
          cell={cell}
          neighbours={result.neighbours}
          accuracyM={result.accuracy_m}
          maxRadiusM={LOCATE_NEIGHBOUR_RADIUS_M}
        />
        <dl className="grid grid-cols-1 content-start gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Field label={t('locate.card')}>{card.iccid}</Field>
          <Field label={t('field.msisdn')}>{card.msisdn}</Field>
          <Field label={t('locate.locatedAt')}>{result.located_at}</Field>
          <Field label={t('locate.sessionStarted')}>{result.session_started_at}</Field>
          <Field label={t('field.province')}>{cell.province}</Field>
          <Field label={t('field.city')}>{cell.city}</Field>
          <Field label={t('field.address')}>{cell.address}</Field>
          <Field label={t('locate.coordinates')}>
            {cell.lat.toFixed(6)}, {cell.lng.toFixed(6)}
          </Field>
          <Field label={t('field.cell')}>
            {cell.lac} / {cell.ci}
          </Field>
          <Field label={t('locate.accuracy')}>{metres(result.accuracy_m)}</Field>
        </dl>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">
          {t('locate.neighbours')}
          <span className="ml-2 font-normal text-slate-500">
            {t('locate.neighbourCount', {
              count: result.neighbours.length,
              radius: LOCATE_NEIGHBOUR_RADIUS_M / 1000,
            })}
          </span>
        </h3>
        <StaticTable
          caption={t('locate.neighbours')}
          rows={result.neighbours.slice(0, LISTED_NEIGHBOURS)}
          rowKey={(c) => c.id}
          columns={[
            {
              key: 'carrier',
              header: t('field.carrier'),
              cell: (c) => <Badge tone={CARRIERS[c.carrier].tone}>{t(labelOf(CARRIERS[c.carrier]))}</Badge>,
            },
            {
              key: 'cell',
              header: t('field.cell'),
              cell: (c) => `${c.lac} / ${c.ci}`,
              className: 'tabular-nums whitespace-nowrap',
            },
            { key: 'address', header: t('field.address'), cell: (c) => c.address },
            {
              key: 'distance',
              header: t('locate.distance'),
              cell: (c) => formatDistance(c.distance_m, t),
              className: 'tabular-nums whitespace-nowrap',
            },
          ]}
        />
      </div>
    </Card>
  );
}
