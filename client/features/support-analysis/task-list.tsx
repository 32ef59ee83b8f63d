import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PermCode,
  type SapAnalysisTaskRow,
  sapAnalysisGroupOptions,
  sapChartTaskForm,
  sapChartTaskList,
  sapSessionTaskForm,
  sapSessionTaskList,
} from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';

const unfinished = (rows: readonly SapAnalysisTaskRow[]) =>
  rows.some((row) => row.status === 'pending' || row.status === 'running');

const KINDS = {
  chart: {
    list: sapChartTaskList,
    form: sapChartTaskForm,
    code: 'router_spt_sap_chart_task',
    details: '/sap_sim_chart_details',
    hint: 'supportAnalysis.chart.listHint',
    add: 'supportAnalysis.chart.add',
    action: 'chart',
  },
  session: {
    list: sapSessionTaskList,
    form: sapSessionTaskForm,
    code: 'router_spt_sap_session_task',
    details: '/sap_sim_session_details',
    hint: 'supportAnalysis.session.listHint',
    add: 'supportAnalysis.session.add',
    action: 'rows',
  },
} as const satisfies Record<string, { code: PermCode; [key: string]: unknown }>;

/**
 * /sap_sim_chart_task and /sap_sim_session_task: support's analysis tasks of one kind, moving on as
 * the emulator's clock goes; a new one over pasted numbers, a file or a client's cards (optionally
 * one of its directed groups) and whole past days; a finished one opens on its details page.
 */
export function AnalysisTaskList({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const spec = KINDS[kind];
  const [open, setOpen] = useState(false);
  const groups = useQuery({ ...endpointQuery(sapAnalysisGroupOptions), enabled: open }).data ?? [];
  const details = (row: SapAnalysisTaskRow) => navigate(`${spec.details}?id=${row.id}`);
  return (
    <>
      <ListScreen
        list={spec.list as typeof sapChartTaskList}
        caption={t(`perm.${spec.code}`)}
        storageKey={`sap-${kind}-task`}
        summary={() => (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="max-w-3xl text-sm text-slate-500">{t(spec.hint)}</p>
            {hasCode(roles, spec.code) && (
              <Button variant="primary" onClick={() => setOpen(true)}>
                <Plus />
                {t(spec.add)}
              </Button>
            )}
          </div>
        )}
        pollWhile={unfinished}
        actions={{ [spec.action]: details }}
      />
      <EndpointForm
        form={spec.form as typeof sapChartTaskForm}
        target={open ? { record: null } : null}
        onClose={() => setOpen(false)}
        invalidates={[spec.list]}
        options={{
          group_id: (draft) =>
            groups
              .filter((g) => g.client_id === Number((draft as { client_id?: number }).client_id))
              .map((g) => ({ value: String(g.id), label: g.name })),
        }}
      />
    </>
  );
}
