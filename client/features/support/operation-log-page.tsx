import { useTranslation } from 'react-i18next';
import { operationLogList, startOperationLogExport } from '#contract';
import type { ListExport } from '@/components/list-export-button';
import { ListScreen } from '@/components/list-screen';

/** The log's export: what the filters select, as a task listed in support's export log. */
const EXPORT: ListExport = {
  endpoint: startOperationLogExport,
  texts: {
    button: 'support.operationLogList.exportRows',
    confirm: 'support.operationLogList.confirmExport',
    started: 'support.operationLogList.exportStarted',
  },
  logPath: '/export_log',
};

/** /operation_log: every user's writes, every client, newest first, and their export. */
export default function OperationLogPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={operationLogList}
      caption={t('perm.router_spt_operation_log')}
      storageKey="support-operation-log"
      exportTo={EXPORT}
    />
  );
}
