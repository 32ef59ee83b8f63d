import { useTranslation } from 'react-i18next';
import { flexDirectSearchList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/**
 * /flex_direct_search (卡定向组查询, issue 48): which directed group a card (ICCID or MSISDN) or an
 * address is in, across every client, with its state in the group.
 */
export default function FlexDirectSearchPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={flexDirectSearchList}
      caption={t('perm.router_card_ip_group_query')}
      storageKey="support-flex-direct-search"
    />
  );
}
