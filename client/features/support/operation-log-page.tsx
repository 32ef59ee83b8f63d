import { useTranslation } from 'react-i18next';
import { operationLogList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /operation_log: every user's writes, every client, newest first. */
export default function OperationLogPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={operationLogList}
      caption={t('perm.router_spt_operation_log')}
      storageKey="support-operation-log"
    />
  );
}
