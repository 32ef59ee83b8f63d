import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sapSessionTaskDetails, sapSessionTaskRows } from '#contract';
import { DetailHeading, DetailPage, useDetailId } from '@/components/detail-page';
import { ListScreen } from '@/components/list-screen';
import { endpointQuery } from '@/lib/endpoint-query';
import { TaskFigures } from './task-figures.tsx';

const POLL_MS = 2000;

/**
 * /sap_sim_session_details?id=: a session extraction, its progress while it runs, its file once
 * written, and its rows (the sessions the file holds).
 */
export default function SessionDetailsPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const task = useQuery({
    ...endpointQuery(sapSessionTaskDetails, { id: id ?? '0' }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !query.state.data.task.download ? POLL_MS : false),
  }).data?.task;
  return (
    <DetailPage back={{ to: '/sap_sim_session_task', label: t('perm.router_spt_sap_session_task') }}>
      {task && (
        <>
          <DetailHeading
            aside={
              task.download && (
                <a
                  href={task.download}
                  className="inline-flex items-center gap-1 text-sm text-blue-700 underline-offset-2 hover:underline"
                >
                  <Download className="size-4" aria-hidden />
                  {t('supportAnalysis.session.download')}
                </a>
              )
            }
          >
            {task.cards}
          </DetailHeading>
          <TaskFigures task={task} />
          <ListScreen
            list={sapSessionTaskRows}
            caption={t('supportAnalysis.session.rows')}
            storageKey="sap-session-task-rows"
            fixedQuery={{ task_id: String(task.id) }}
          />
        </>
      )}
    </DetailPage>
  );
}
