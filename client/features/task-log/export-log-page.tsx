import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelTask, type ExportLogRow, exportLogList, queueSize, TASK_FILE_DAYS } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';
import { notify } from '@/lib/notify';

const unfinished = (rows: readonly ExportLogRow[]) =>
  rows.some((row) => row.status === 'pending' || row.status === 'running');

/**
 * /export_log: every export of the client, of every kind, moving on as the emulator's clock goes:
 * its progress, its file (size, the day it expires, downloads), and a queued one can be cancelled.
 */
export default function ExportLogPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (taskId: number) => apiRequest(cancelTask, { body: { task_id: taskId } }),
    onSuccess: () => invalidate(queryClient, exportLogList, queueSize),
  });

  const onAction = async (key: string, row: ExportLogRow) => {
    if (key !== 'cancel') return;
    const sure = await confirm({ message: t('common.confirmCancelTask', { id: row.id }), variant: 'danger' });
    if (!sure) return;
    const done = await cancel.mutateAsync(row.id).catch(() => null);
    if (done) notify.success(t('common.taskCancelled', { id: row.id }));
  };

  return (
    <ListScreen
      list={exportLogList}
      caption={t('perm.router_export_log')}
      storageKey="export-log"
      summary={() => (
        <p className="text-sm text-slate-500">{t('taskLog.exportHint', { days: TASK_FILE_DAYS })}</p>
      )}
      pollWhile={unfinished}
      onAction={(key, row) => void onAction(key, row)}
    />
  );
}
