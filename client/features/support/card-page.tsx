import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardDetail,
  cardStatusHistory,
  operationLogList,
  supportCardList,
  supportChangeStatusForm,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';

/** The card a status change is for: its id (the body's card_id) and its ICCID (the dialog's title). */
interface ChangeTarget {
  card_id: number;
  iccid: string;
  /** The one status the card can go to: stopped when in use, in use when stopped. */
  status: 'active' | 'suspended';
}

/**
 * /card: any card of any client, found by ICCID, MSISDN, IMSI or EID, with its owner client; its
 * ICCID opens the card's detail. Support changes a card's status from its row, with a reason.
 */
export default function SupportCardPage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<FormTarget<ChangeTarget>>(null);
  return (
    <>
      <ListScreen
        list={supportCardList}
        caption={t('perm.router_spt_card')}
        storageKey="support-cards"
        actions={{
          change_status: (row) =>
            setTarget({
              record: {
                card_id: row.id,
                iccid: row.iccid,
                status: row.status === 'active' ? 'suspended' : 'active',
              },
            }),
        }}
      />
      <EndpointForm
        form={supportChangeStatusForm}
        target={target}
        onClose={() => setTarget(null)}
        invalidates={[supportCardList, cardDetail, cardStatusHistory, operationLogList]}
      />
    </>
  );
}
