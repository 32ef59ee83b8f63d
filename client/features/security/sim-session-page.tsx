import { useTranslation } from 'react-i18next';
import { sapSessionList, startSapSessionExport } from '#contract';
import type { ListExport } from '@/components/list-export-button';
import { ListScreen } from '@/components/list-screen';

/** The sessions' export: what the filters select, as a task listed in the export log. */
const EXPORT: ListExport = {
  endpoint: startSapSessionExport,
  texts: {
    button: 'security.session.exportRows',
    confirm: 'security.session.confirmExport',
    started: 'security.session.exportStarted',
  },
  logPath: '/export_log',
};

/**
 * /sap_sim_session: the data sessions of the caller's cards, newest first (the same sessions the
 * card detail lists), with their filters and export.
 */
export default function SimSessionPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="max-w-3xl text-sm text-muted-foreground">{t('security.session.rule')}</p>
      <ListScreen
        list={sapSessionList}
        caption={t('perm.router_sap_sim_session')}
        storageKey="sap-sim-sessions"
        visibleFilters={3}
        exportTo={EXPORT}
      />
    </div>
  );
}
