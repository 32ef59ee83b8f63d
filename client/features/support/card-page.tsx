import { useTranslation } from 'react-i18next';
import {
  cardDetail,
  cardStatusHistory,
  operationLogList,
  supportCardList,
  supportChangeStatusForm,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { changeTargetOf } from './change-status.ts';

/**
 * /card: any card of any client, found by ICCID, MSISDN, IMSI or EID, with its owner client; its
 * ICCID opens the card's detail. Support changes a card's status from its row, with a reason.
 */
export default function SupportCardPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={supportCardList}
      caption={t('perm.router_spt_card')}
      storageKey="support-cards"
      rowForms={{
        change_status: {
          form: supportChangeStatusForm,
          record: changeTargetOf,
          invalidates: [cardDetail, cardStatusHistory, operationLogList],
        },
      }}
    />
  );
}
