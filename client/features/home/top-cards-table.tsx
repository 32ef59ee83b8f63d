import { useTranslation } from 'react-i18next';
import { CARRIERS, labelOf, type TopCard } from '#contract';
import { progressView } from '@/components/data-table/progress';
import { ProgressBar } from '@/components/data-table/progress-bar';
import { Badge } from '@/components/ui/badge';
import { formatUsage } from './chart-data.ts';
import { PanelEmpty } from './home-panel.tsx';

/** This month's five heaviest cards; the ICCID opens the card's detail. */
export function TopCardsTable({ caption, cards }: { caption: string; cards: TopCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return <PanelEmpty text={t('home.top5Empty')} />;
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table aria-label={caption} className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('home.rank')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('field.iccid')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
              {t('field.msisdn')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              {t('field.carrier')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">
              {t('field.plan')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('field.usedThisMonth')} / {t('home.quota')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card, i) => {
            const view = progressView(card.usage_percent);
            return (
              <tr key={card.card_id} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-2 tabular-nums text-slate-500">{i + 1}</td>
                <td className="py-2 pr-3">
                  <a
                    href={`#/card/detail?card_id=${card.card_id}`}
                    className="text-xs whitespace-nowrap tabular-nums text-primary hover:underline sm:text-sm"
                  >
                    {card.iccid}
                  </a>
                </td>
                <td className="hidden py-2 pr-3 tabular-nums md:table-cell">{card.msisdn}</td>
                <td className="hidden py-2 pr-3 sm:table-cell">
                  <Badge tone={CARRIERS[card.carrier].tone}>{t(labelOf(CARRIERS[card.carrier]))}</Badge>
                </td>
                <td className="hidden py-2 pr-3 text-slate-600 lg:table-cell">{card.plan_name}</td>
                <td className="w-32 py-2 sm:w-48">
                  <div className="flex items-baseline justify-between gap-2 text-xs">
                    <span className="whitespace-nowrap tabular-nums text-slate-500">
                      <span className="font-medium text-slate-800">{formatUsage(card.usage_mb)}</span>
                      {' / '}
                      {formatUsage(card.quota_mb)}
                    </span>
                    <span className="tabular-nums text-slate-500">{view.label}</span>
                  </div>
                  <ProgressBar percent={card.usage_percent} label={t('home.percent')} className="mt-1" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
