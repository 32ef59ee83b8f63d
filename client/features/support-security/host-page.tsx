import { useTranslation } from 'react-i18next';
import {
  repushSapHostForm,
  SAP_HOST_EFFECT_MINUTES,
  type SupportSapHostRow,
  supportDeleteSapHostForm,
  supportSapGroupList,
  supportSapHostList,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useSupportGroupOptions } from './api/groups.ts';

const withReason = (row: SupportSapHostRow) => ({ ...row, reason: '' });

/**
 * /sap_flex_direct_host, support side (issue 50): every client's hosts, filterable by client, group
 * and status (polled while one is 下发中). 重新下发 pushes a failed one to the gateway again, 删除
 * takes one out for the customer; each asks for the reason the operation log keeps.
 */
export default function SupportHostPage() {
  const { t } = useTranslation();
  const groups = useSupportGroupOptions();
  return (
    <ListScreen
      list={supportSapHostList}
      caption={t('perm.router_sap_flex_direct_host')}
      storageKey="support-sap-hosts"
      options={{ group_id: groups }}
      pollWhile={(rows) => rows.some((r) => r.status === 'pending')}
      rowForms={{
        repush: {
          form: repushSapHostForm,
          record: withReason,
          params: { minutes: SAP_HOST_EFFECT_MINUTES },
          invalidates: [supportSapGroupList],
        },
        delete: { form: supportDeleteSapHostForm, record: withReason, invalidates: [supportSapGroupList] },
      }}
    />
  );
}
