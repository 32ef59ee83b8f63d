import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sapChartTaskDetails } from '#contract';
import { DetailHeading, DetailPage, useDetailId } from '@/components/detail-page';
import { TrafficChart } from '@/components/traffic-chart';
import { endpointQuery } from '@/lib/endpoint-query';
import { TaskFigures } from './task-figures.tsx';

const POLL_MS = 2000;

/**
 * /sap_sim_chart_details?id=: a traffic analysis, its progress while it runs, then its chart: the
 * customer's /sap_sim_chart figures over the task's cards and days.
 */
export default function ChartDetailsPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const details = useQuery({
    ...endpointQuery(sapChartTaskDetails, { id: id ?? '0' }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !query.state.data.chart ? POLL_MS : false),
  }).data;
  const task = details?.task;
  const chart = details?.chart;
  return (
    <DetailPage back={{ to: '/sap_sim_chart_task', label: t('perm.router_spt_sap_chart_task') }}>
      {task && (
        <>
          <DetailHeading>{task.cards}</DetailHeading>
          <TaskFigures task={task} />
          {task.failed > 0 && (
            <p className="text-sm text-amber-700">
              {t('supportAnalysis.failedCards', { failed: task.failed })}
            </p>
          )}
          {!chart ? (
            <p role="status" className="rounded-md border bg-white p-6 text-slate-500">
              {t('supportAnalysis.notFinished', { progress: task.progress })}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
                {t('supportAnalysis.chart.totals', {
                  cards: task.cards,
                  period: task.period,
                  allowed: chart.allowed_mb,
                  blocked: chart.blocked_mb,
                })}
              </p>
              <TrafficChart data={chart} />
            </>
          )}
        </>
      )}
    </DetailPage>
  );
}
