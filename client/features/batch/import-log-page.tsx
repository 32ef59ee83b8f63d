import { useQueryClient } from '@tanstack/react-query';
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
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { invalidate } from '@/lib/endpoint-query';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
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
  const queryClient = useQueryClient();
  const [retry, setRetry] = useState<BatchCheck | null>(null);
  const cancel = useRowAction(cancelTask, {
    input: (row: ImportLogRow) => ({ body: { task_id: row.id } }),
    confirm: (row) => ({ message: t('common.confirmCancelTask', { id: row.id }), variant: 'danger' }),
    done: (row) => t('common.taskCancelled', { id: row.id }),
    invalidates: [importLogList, queueSize],
  });
  /** The failed rows of an ended batch, checked again: the check's result opens in place of the list. */
  const check = useEndpointMutation(retryBatch, { invalidates: [] });
  const again = async (row: ImportLogRow) => {
    const checked = await check.mutateAsync({ body: { task_id: row.id } }).catch(() => null);
    if (checked) setRetry(checked);
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
      actions={{ retry: again, cancel }}
    />
  );
}
