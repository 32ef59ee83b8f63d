import { useTranslation } from 'react-i18next';
import { supportExportLogList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /export_log: every client's card exports, newest first, with their files. */
export default function ExportLogPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={supportExportLogList}
      caption={t('perm.router_spt_export_log')}
      storageKey="support-export-log"
    />
  );
}
