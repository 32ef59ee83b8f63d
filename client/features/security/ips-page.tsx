import { useTranslation } from 'react-i18next';
import {
  blockSapIpsDestination,
  SAP_HOST_EFFECT_MINUTES,
  type SapIpsRow,
  sapHostList,
  sapIpsHandleForm,
  sapIpsList,
  sapSimChart,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';

/**
 * /sap_ips (入侵防护事件): the gateway's intrusion events on the caller's cards, newest first. 处理
 * closes an open one (已处理 or 误报, with a remark); 阻断目的地 adds the destination as a block host
 * of the card's block-list group, in effect minutes later, so the card's later traffic there is
 * counted blocked in /sap_sim_chart.
 */
export default function IpsPage() {
  const { t } = useTranslation();
  const block = useRowAction(blockSapIpsDestination, {
    input: (row: SapIpsRow) => ({ body: { id: row.id } }),
    // A card in no group: nothing to confirm, the refusal says what to do first.
    confirm: (row) =>
      row.group_name
        ? {
            message: t('security.ips.confirmBlock', {
              destination: row.destination,
              group: row.group_name,
              minutes: SAP_HOST_EFFECT_MINUTES,
            }),
            confirmLabel: t('security.ips.blockDestination'),
            variant: 'danger',
          }
        : null,
    done: (row) => t('security.ips.blocked', { group: row.group_name }),
    invalidates: [sapIpsList, sapHostList, sapSimChart],
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="max-w-3xl text-sm text-muted-foreground">{t('security.ips.rule')}</p>
      <ListScreen
        list={sapIpsList}
        caption={t('perm.router_sap_ips')}
        storageKey="sap-ips"
        visibleFilters={3}
        actions={{ block }}
        rowForms={{
          handle: {
            form: sapIpsHandleForm,
            record: (row) => ({ id: row.id, status: 'handled', remark: '' }),
          },
        }}
      />
    </div>
  );
}
