import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelSupportTask,
  labelOf,
  retrySupportTask,
  SUPPORT_TASK_KIND_INFO,
  SUPPORT_TASK_KIND_KEYS,
  SUPPORT_TASK_KINDS,
  type SupportTaskCheck,
  type SupportTaskKind,
  type SupportTaskRow,
  supportTaskList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { invalidate } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { SupportTaskCheckResult } from './check-result.tsx';

const unfinished = (rows: readonly SupportTaskRow[]) =>
  rows.some((row) => row.status === 'pending' || row.status === 'running');

/**
 * /batch_task/list (every kind) and /batch_task/<KIND> (one kind): every support task of every
 * client, moving on as the emulator's clock goes; a queued one cancelled, the failed rows of an
 * ended one checked again as a new task, and a new task of a kind the user holds the code of.
 */
export function SupportTaskListPage({ kind }: { kind?: SupportTaskKind }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const queryClient = useQueryClient();
  const [retry, setRetry] = useState<SupportTaskCheck | null>(null);
  const cancel = useRowAction(cancelSupportTask, {
    input: (row: SupportTaskRow) => ({ body: { task_id: row.id } }),
    confirm: (row) => ({ message: t('common.confirmCancelTask', { id: row.id }), variant: 'danger' }),
    done: (row) => t('common.taskCancelled', { id: row.id }),
    invalidates: [supportTaskList],
  });
  const check = useEndpointMutation(retrySupportTask, { invalidates: [] });
  const again = async (row: SupportTaskRow) => {
    const checked = await check.mutateAsync({ body: { task_id: row.id } }).catch(() => null);
    if (checked) setRetry(checked);
  };
  const creatable = (kind ? [kind] : SUPPORT_TASK_KIND_KEYS).filter((k) =>
    hasCode(roles, SUPPORT_TASK_KIND_INFO[k].code),
  );

  if (retry) {
    return (
      <SupportTaskCheckResult
        check={retry}
        onBack={() => setRetry(null)}
        onStarted={() => {
          setRetry(null);
          void invalidate(queryClient, supportTaskList);
        }}
      />
    );
  }

  return (
    <ListScreen
      list={supportTaskList}
      caption={t(kind ? labelOf(SUPPORT_TASK_KINDS[kind]) : 'perm.router_spt_batch_task')}
      storageKey={kind ? `support-task-${kind}` : 'support-task'}
      fixedQuery={kind ? { kind } : undefined}
      summary={() => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-500">{t('supportTask.listHint')}</p>
          {creatable.length > 0 && (
            <Button
              variant="primary"
              onClick={() => navigate(kind ? `/add_support_task?kind=${kind}` : '/add_support_task')}
            >
              <Plus />
              {t('supportTask.add')}
            </Button>
          )}
        </div>
      )}
      pollWhile={unfinished}
      actions={{ retry: again, cancel }}
    />
  );
}

export default function SupportTaskListRoute() {
  return <SupportTaskListPage />;
}
