import { useTranslation } from 'react-i18next';
import {
  blockSupportIps,
  SAP_HOST_EFFECT_MINUTES,
  type SupportIpsRow,
  supportIpsHandleForm,
  supportIpsList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';

/**
 * /sap_ips_event_log: every client's IPS events, handled as the customer's /sap_ips handles them
 * (已处理 / 误报 with a remark; 阻断目的地 in the card's block-list group), recorded as support's.
 */
export default function IpsEventLogPage() {
  const { t } = useTranslation();
  const block = useRowAction(blockSupportIps, {
    input: (row: SupportIpsRow) => ({ body: { id: row.id } }),
    confirm: (row) =>
      row.group_name
        ? {
            message: t('supportAnalysis.ips.confirmBlock', {
              destination: row.destination,
              group: row.group_name,
              minutes: SAP_HOST_EFFECT_MINUTES,
            }),
            confirmLabel: t('supportAnalysis.ips.block'),
            variant: 'danger',
          }
        : null,
    done: (row) => t('supportAnalysis.ips.blocked', { group: row.group_name }),
    invalidates: [supportIpsList],
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="max-w-3xl text-sm text-muted-foreground">{t('supportAnalysis.ips.rule')}</p>
      <ListScreen
        list={supportIpsList}
        caption={t('perm.router_spt_sap_ips_event_log')}
        storageKey="sap-ips-event-log"
        visibleFilters={3}
        actions={{ block }}
        rowForms={{
          handle: {
            form: supportIpsHandleForm,
            record: (row) => ({ id: row.id, status: 'handled', remark: '' }),
          },
        }}
      />
    </div>
  );
}
