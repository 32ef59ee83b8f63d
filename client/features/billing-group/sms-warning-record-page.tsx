import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { fetchSmsWarningRecords, SMS_WARNING_RECORDS_KEY } from './api/get-sms-warning-records.ts';
import { smsWarningRecordFilters } from './billing-group-filters.ts';

/** /sms_warning_record: the warning SMS the platform sent for the caller's groups and cards. */
export default function SmsWarningRecordPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      caption={t('billingGroup.recordsTitle')}
      storageKey="sms-warning-records"
      filters={smsWarningRecordFilters(t, currentLang())}
      queryKey={SMS_WARNING_RECORDS_KEY}
      fetchList={fetchSmsWarningRecords}
    />
  );
}
