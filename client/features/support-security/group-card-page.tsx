import { useTranslation } from 'react-i18next';
import { supportRemoveSapGroupCardForm, supportSapGroupCardList, supportSapGroupList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useSupportGroupOptions } from './api/groups.ts';

/**
 * /sap_group_card, support side (issue 50): every client's cards in directed groups, filterable by
 * client, group and number; 移除 takes a card out of its group for the customer, with a reason.
 */
export default function SupportGroupCardPage() {
  const { t } = useTranslation();
  const groups = useSupportGroupOptions();
  return (
    <ListScreen
      list={supportSapGroupCardList}
      caption={t('perm.router_sap_group_card')}
      storageKey="support-sap-group-cards"
      options={{ group_id: groups }}
      rowForms={{
        remove: {
          form: supportRemoveSapGroupCardForm,
          record: (row) => ({ ...row, reason: '' }),
          invalidates: [supportSapGroupList],
        },
      }}
    />
  );
}
