import { useTranslation } from 'react-i18next';
import { supportSapGroupList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';

/**
 * /sap_flex_direct_group, support side (issue 50): every client's flexible directed access groups,
 * filterable by client; a row opens its hosts or its cards (each button shown to a user holding
 * that page's code).
 */
export default function SupportGroupPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={supportSapGroupList}
      caption={t('perm.router_sap_flex_direct_group')}
      storageKey="support-sap-groups"
      actions={{
        hosts: (row) => navigate(`/sap_flex_direct_host?client_id=${row.client_id}&group_id=${row.id}`),
        cards: (row) => navigate(`/sap_group_card?client_id=${row.client_id}&group_id=${row.id}`),
      }}
    />
  );
}
