import { useTranslation } from 'react-i18next';
import {
  acceptCardUnbindForm,
  answerCardUnbindForm,
  type CardUnbindRow,
  cardUnbindForm,
  cardUnbindList,
} from '#contract';
import { TemplateLink } from '@/components/import-file-field';
import { ListScreen } from '@/components/list-screen';

/** The request's work order, named by the card it unbinds. */
const orderOf = (row: CardUnbindRow) => ({ id: row.order_id, iccid: row.iccid });

/**
 * /card_unbind (机卡解绑, issue 48): each card's unbinding at its carrier, one 解绑 work order per
 * card (移动: 3 working days), 待处理 → 处理中 → 已解绑 / 失败 with the carrier's answer. 新增解绑 takes
 * pasted numbers with one reason or the carrier-system unbind template; 处理 takes a pending one
 * in hand and passes it to the carrier; 录入回复 records the carrier's answer. Left alone, the
 * automatic handler and the carrier settle it on the emulator's clock.
 */
export default function CardUnbindPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={cardUnbindList}
      caption={t('perm.router_spt_card_unbind')}
      storageKey="support-card-unbind"
      create={{ form: cardUnbindForm, label: t('supportWork.unbind.add') }}
      pollWhile={(rows) => rows.some((r) => r.status === 'pending' || r.status === 'processing')}
      rowForms={{
        accept: { form: acceptCardUnbindForm, record: orderOf },
        answer: { form: answerCardUnbindForm, record: orderOf },
      }}
    >
      <TemplateLink template={{ template: 'carrier_unbind' }} />
    </ListScreen>
  );
}
