import { useTranslation } from 'react-i18next';
import { smsWarningRecordList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /sms_warning_record: the warning SMS the platform sent for the caller's groups and cards. */
export default function SmsWarningRecordPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={smsWarningRecordList}
      caption={t('perm.router_sms_warning_record')}
      storageKey="sms-warning-records"
    />
  );
}
