import { useAtomValue } from 'jotai';
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
import { Button } from '@/components/ui/button';
import { hasCode, rolesAtom } from '@/lib/session';
import { type ChangeTarget, changeTargetOf } from './change-status.ts';

/**
 * Support's button on a card's detail page: change the card's status with a required reason (the
 * same dialog as the /card list's row action; router_spt_change_status). Nothing for a card whose
 * status support cannot change, or for a user without the code.
 */
export function SupportCardStatusAction({ card }: { card: { id: number; iccid: string; status: string } }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const [target, setTarget] = useState<FormTarget<ChangeTarget>>(null);
  const record = changeTargetOf(card);
  if (!hasCode(roles, 'router_spt_change_status') || !record) return null;
  return (
    <>
      <Button size="sm" onClick={() => setTarget({ record })}>
        {t('support.changeStatus.action')}
      </Button>
      <EndpointForm
        form={supportChangeStatusForm}
        target={target}
        onClose={() => setTarget(null)}
        invalidates={[supportCardList, cardDetail, cardStatusHistory, operationLogList]}
      />
    </>
  );
}
