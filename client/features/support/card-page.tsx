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
import { type ChangeTarget, changeTargetOf } from './change-status.ts';

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
          change_status: (row) => {
            const record = changeTargetOf(row);
            if (record) setTarget({ record });
          },
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
