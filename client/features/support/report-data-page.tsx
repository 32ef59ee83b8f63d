import { useTranslation } from 'react-i18next';
import { smallPlanStopList, startSmallPlanStopExport } from '#contract';
import type { ListExport } from '@/components/list-export-button';
import { ListScreen } from '@/components/list-screen';

/** The report's export: what the filters select, as a task listed in support's export log. */
const EXPORT: ListExport = {
  endpoint: startSmallPlanStopExport,
  texts: {
    button: 'support.smallPlanStops.exportRows',
    confirm: 'support.smallPlanStops.confirmExport',
    started: 'support.smallPlanStops.exportStarted',
  },
  logPath: '/export_log',
};

/**
 * /report_data: the cards on a small plan stopped by the platform when their month's usage passed
 * 1 GB, every client, by client and month, and their export.
 */
export default function ReportDataPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={smallPlanStopList}
      caption={t('support.smallPlanStops.title')}
      storageKey="support-report-data"
      summary={() => <p className="text-muted-foreground text-sm">{t('support.smallPlanStops.caption')}</p>}
      exportTo={EXPORT}
    />
  );
}
