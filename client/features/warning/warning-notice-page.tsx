import { useTranslation } from 'react-i18next';
import { warningNoticeList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /warning_notice: each delivery of a warning: channel, recipient, content, status and retries. */
export default function WarningNoticePage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={warningNoticeList}
      caption={t('perm.router_warning_notice')}
      storageKey="warning-notices"
    />
  );
}
