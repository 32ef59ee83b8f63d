import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, CARRIERS } from '#contract';
import { clientInfoAtom } from '@/lib/session';
import { useHomeConfig } from './api/get-home-config.ts';
import { useLineChart } from './api/get-line-chart.ts';
import { usePieChart } from './api/get-pie-chart.ts';
import { useTopCards } from './api/get-top-cards.ts';
import { BreakdownChart } from './breakdown-chart.tsx';
import { formatUsage } from './chart-data.ts';
import { CountCards } from './count-cards.tsx';
import { FaqPanel } from './faq-panel.tsx';
import { HomePanel, PanelQuery } from './home-panel.tsx';
import { NoticesPanel } from './notices-panel.tsx';
import { TopCardsTable } from './top-cards-table.tsx';
import { UsageChart } from './usage-chart.tsx';

/**
 * The home dashboard: the counts, the cards by status and carrier, 30 days of usage and this
 * month's heaviest cards (for a caller with cards), then the latest notices and the FAQ.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const config = useHomeConfig();
  const cards = config.data?.panels.cards ?? false;
  // While the config is on its way the card panels hold their places (placeholders, queries not
  // yet sent): most callers have them, and the notices below do not jump when they come.
  const cardPanels = config.data ? cards : config.isPending;
  const linked = config.data?.panels.card_list_links ?? false;
  const pie = usePieChart(cards);
  const line = useLineChart(cards);
  const top = useTopCards(cards);
  const period = config.data?.period;
  const mainClient = config.data && !config.data.is_main_client ? config.data.main_client_name : null;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-lg font-semibold">{t('home.welcome', { name: info?.name ?? '' })}</h1>
        {mainClient && <p className="text-xs text-slate-500">{t('home.mainClient', { name: mainClient })}</p>}
      </div>
      {cardPanels && (
        <>
          <CountCards linked={linked} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <HomePanel
              title={t('home.usage')}
              className="lg:col-span-2"
              extra={
                line.data && period
                  ? `${t('home.usagePeriod', { from: period.from, to: period.to })} · ${t('home.usageTotal', {
                      value: formatUsage(line.data.total_mb),
                    })}`
                  : undefined
              }
            >
              <PanelQuery query={line} height="h-64">
                {(data) => <UsageChart label={t('home.usage')} days={data.days} />}
              </PanelQuery>
            </HomePanel>
            <HomePanel title={t('home.byStatus')}>
              <PanelQuery query={pie} height="h-44">
                {(data) => (
                  <BreakdownChart
                    label={t('home.byStatus')}
                    slices={data.by_status}
                    tones={CARD_STATUSES}
                    hrefOf={linked ? (key) => `#/card/list?status=${key}` : undefined}
                  />
                )}
              </PanelQuery>
            </HomePanel>
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <HomePanel
              title={t('home.top5')}
              className="lg:col-span-2"
              extra={top.data ? t('home.top5Month', { month: top.data.month }) : undefined}
            >
              <PanelQuery query={top} height="h-48">
                {(data) => <TopCardsTable caption={t('home.top5')} cards={data.items} />}
              </PanelQuery>
            </HomePanel>
            <HomePanel title={t('home.byCarrier')}>
              <PanelQuery query={pie} height="h-44">
                {(data) => (
                  <BreakdownChart
                    label={t('home.byCarrier')}
                    slices={data.by_carrier}
                    tones={CARRIERS}
                    hrefOf={linked ? (key) => `#/card/list?carrier=${key}` : undefined}
                  />
                )}
              </PanelQuery>
            </HomePanel>
          </div>
        </>
      )}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <NoticesPanel />
        <FaqPanel />
      </div>
    </div>
  );
}
