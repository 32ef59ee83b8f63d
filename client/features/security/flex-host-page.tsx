import { useTranslation } from 'react-i18next';
import {
  deleteSapHost,
  SAP_HOST_EFFECT_MINUTES,
  type SapHostRow,
  sapGroupList,
  sapHostForm,
  sapHostList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { useSapGroupOptions } from './api/groups.ts';

const HOSTS_READ = [sapHostList, sapGroupList];

/**
 * /sap_flex_direct_host: the hosts of the main client's directed groups: IP, CIDR or domain, port,
 * protocol, hits, and 下发中 until the gateway applies them minutes later (生效 or 失败).
 */
export default function FlexHostPage() {
  const { t } = useTranslation();
  const groups = useSapGroupOptions().data ?? [];
  const remove = useRowAction(deleteSapHost, {
    input: (row: SapHostRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('security.host.confirmDelete', { address: row.address, group: row.group_name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('security.host.deleted', { address: row.address }),
    invalidates: HOSTS_READ,
  });
  const options = groups.map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <ListScreen
      list={sapHostList}
      caption={t('perm.router_sap_flex_direct_host')}
      storageKey="sap-hosts"
      options={{ group_id: options }}
      actions={{ delete: remove }}
      create={{
        form: sapHostForm,
        label: t('security.host.create'),
        hint: t('security.host.rule', { minutes: SAP_HOST_EFFECT_MINUTES }),
        options: { group_id: options },
        params: { minutes: SAP_HOST_EFFECT_MINUTES },
        invalidates: HOSTS_READ,
      }}
    />
  );
}
