import { useTranslation } from 'react-i18next';
import { sapHostIpList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/**
 * /sap_host_ip (issue 50): what every client's domain hosts resolved to at the gateway, one row per
 * address a domain kept, newest first, with when it was first and last seen.
 */
export default function HostIpPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={sapHostIpList}
      caption={t('perm.router_spt_sap_host_ip')}
      storageKey="support-sap-host-ip"
      summary={() => <span className="text-sm text-slate-500">{t('supportSecurity.hostIpRule')}</span>}
    />
  );
}
