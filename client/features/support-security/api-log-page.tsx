import { useTranslation } from 'react-i18next';
import { sapApiLogList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/**
 * /sap_api_log (issue 50): every call to the security gateway's API, newest first: the customers'
 * and support's group, host and card changes and the gateway's own applies, with parameters,
 * result, latency and caller; filterable by client, API, caller, result and day.
 */
export default function ApiLogPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={sapApiLogList}
      caption={t('perm.router_spt_sap_api_log')}
      storageKey="support-sap-api-log"
    />
  );
}
