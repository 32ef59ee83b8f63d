import { useTranslation } from 'react-i18next';
import { CARRIERS, labelOf, type TopCard } from '#contract';
import { progressView } from '@/components/data-table/progress';
import { ProgressBar } from '@/components/data-table/progress-bar';
import { StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { formatUsage } from './chart-data.ts';
import { PanelEmpty } from './home-panel.tsx';

/** This month's five heaviest cards; the ICCID opens the card's detail. */
export function TopCardsTable({ caption, cards }: { caption: string; cards: TopCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return <PanelEmpty text={t('home.top5Empty')} />;
  return (
    <StaticTable
      caption={caption}
      rows={cards}
      rowKey={(card) => card.card_id}
      columns={[
        {
          key: 'rank',
          header: t('home.rank'),
          cell: (card) => cards.indexOf(card) + 1,
          cellClassName: 'tabular-nums text-slate-500',
        },
        {
          key: 'iccid',
          header: t('field.iccid'),
          cell: (card) => (
            <a
              href={`#/card/detail?card_id=${card.card_id}`}
              className="text-xs whitespace-nowrap tabular-nums text-primary hover:underline sm:text-sm"
            >
              {card.iccid}
            </a>
          ),
        },
        {
          key: 'msisdn',
          header: t('field.msisdn'),
          cell: (card) => card.msisdn,
          className: 'hidden md:table-cell',
          cellClassName: 'tabular-nums',
        },
        {
          key: 'carrier',
          header: t('field.carrier'),
          cell: (card) => (
            <Badge tone={CARRIERS[card.carrier].tone}>{t(labelOf(CARRIERS[card.carrier]))}</Badge>
          ),
          className: 'hidden sm:table-cell',
        },
        {
          key: 'plan',
          header: t('field.plan'),
          cell: (card) => card.plan_name,
          className: 'hidden lg:table-cell',
          cellClassName: 'text-slate-600',
        },
        {
          key: 'usage',
          header: `${t('field.usedThisMonth')} / ${t('home.quota')}`,
          cell: (card) => <Usage card={card} />,
          className: 'w-32 sm:w-48',
        },
      ]}
    />
  );
}

function Usage({ card }: { card: TopCard }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="whitespace-nowrap tabular-nums text-slate-500">
          <span className="font-medium text-slate-800">{formatUsage(card.usage_mb)}</span>
          {' / '}
          {formatUsage(card.quota_mb)}
        </span>
        <span className="tabular-nums text-slate-500">{progressView(card.usage_percent).label}</span>
      </div>
      <ProgressBar percent={card.usage_percent} label={t('home.percent')} className="mt-1" />
    </>
  );
}
