import { useTranslation } from 'react-i18next';
import { cancelTask, type ExportLogRow, exportLogList, queueSize, TASK_FILE_DAYS } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';

const unfinished = (rows: readonly ExportLogRow[]) =>
  rows.some((row) => row.status === 'pending' || row.status === 'running');

/**
 * /export_log: every export of the client, of every kind, moving on as the emulator's clock goes:
 * its progress, its file (size, the day it expires, downloads), and a queued one can be cancelled.
 */
export default function ExportLogPage() {
  const { t } = useTranslation();
  const cancel = useRowAction(cancelTask, {
    input: (row: ExportLogRow) => ({ body: { task_id: row.id } }),
    confirm: (row) => ({ message: t('common.confirmCancelTask', { id: row.id }), variant: 'danger' }),
    done: (row) => t('common.taskCancelled', { id: row.id }),
    invalidates: [exportLogList, queueSize],
  });

  return (
    <ListScreen
      list={exportLogList}
      caption={t('perm.router_export_log')}
      storageKey="export-log"
      summary={() => (
        <p className="text-sm text-slate-500">{t('taskLog.exportHint', { days: TASK_FILE_DAYS })}</p>
      )}
      pollWhile={unfinished}
      actions={{ cancel }}
    />
  );
}
