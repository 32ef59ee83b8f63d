import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BatchCheck,
  cancelTask,
  type ImportLogRow,
  importLogList,
  queueSize,
  retryBatch,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';
import { notify } from '@/lib/notify';
import { BatchCheckResult } from './batch-check-result.tsx';

const unfinished = (rows: readonly ImportLogRow[]) =>
  rows.some((row) => row.status === 'pending' || row.status === 'running');

/**
 * /import_log: every batch of the client, moving on as the emulator's clock goes: its counts, the
 * per-row results to download, a queued one cancelled, and the failed rows of an ended one checked
 * again as a new batch.
 */
export default function ImportLogPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [retry, setRetry] = useState<BatchCheck | null>(null);
  const cancel = useMutation({
    mutationFn: (taskId: number) => apiRequest(cancelTask, { body: { task_id: taskId } }),
    onSuccess: () => invalidate(queryClient, importLogList, queueSize),
  });

  const onAction = async (key: string, row: ImportLogRow) => {
    if (key === 'retry') {
      const check = await apiRequest(retryBatch, { body: { task_id: row.id } }).catch(() => null);
      if (check) setRetry(check);
      return;
    }
    if (key !== 'cancel') return;
    const sure = await confirm({ message: t('common.confirmCancelTask', { id: row.id }), variant: 'danger' });
    if (!sure) return;
    const done = await cancel.mutateAsync(row.id).catch(() => null);
    if (done) notify.success(t('common.taskCancelled', { id: row.id }));
  };

  if (retry) {
    return (
      <BatchCheckResult
        check={retry}
        onBack={() => setRetry(null)}
        onStarted={() => {
          setRetry(null);
          void invalidate(queryClient, importLogList, queueSize);
        }}
      />
    );
  }

  return (
    <ListScreen
      list={importLogList}
      caption={t('perm.router_import_log')}
      storageKey="import-log"
      summary={() => <p className="text-sm text-slate-500">{t('batch.importHint')}</p>}
      pollWhile={unfinished}
      onAction={(key, row) => void onAction(key, row)}
    />
  );
}
