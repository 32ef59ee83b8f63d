import { useTranslation } from 'react-i18next';
import { handleWarningRecord, type WarningRecordRow, warningRecordList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';

/**
 * /warning_record: each trigger of the rules and of the billing groups' pool warnings: value
 * against threshold, the action and its result, the restore; a record is handled or ignored.
 */
export default function WarningRecordPage() {
  const { t } = useTranslation();
  const handle = useRowAction(handleWarningRecord, {
    input: (row: WarningRecordRow) => ({ body: { id: row.id, status: 'handled' as const } }),
    done: () => t('warning.record.handled'),
    invalidates: [warningRecordList],
  });
  const ignore = useRowAction(handleWarningRecord, {
    input: (row: WarningRecordRow) => ({ body: { id: row.id, status: 'ignored' as const } }),
    done: () => t('warning.record.ignored'),
    invalidates: [warningRecordList],
  });
  return (
    <ListScreen
      list={warningRecordList}
      caption={t('perm.router_warning_record')}
      storageKey="warning-records"
      actions={{ handle, ignore }}
    />
  );
}
