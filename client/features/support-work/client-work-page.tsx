import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type AnyFormDeclaration,
  type SupportWorkOrderRow,
  supportAssignForm,
  supportCloseForm,
  supportCommentForm,
  supportForwardForm,
  supportReviewForm,
  supportWorkOrderList,
  supportWorkOrderOptions,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { endpointQuery } from '@/lib/endpoint-query';

/** Each row action's declared form, on the order it names. */
const onOrder = (form: AnyFormDeclaration) => ({
  form,
  record: (row: SupportWorkOrderRow) => ({ id: row.id, order_no: row.order_no }),
});

/**
 * /client_work (客户工单, issue 48): every client's work orders, newest first, open ones past the
 * carrier's SLA marked 已超时. Each row's actions open a declared form: 审核 (approve, or reject with
 * the reason the customer reads), 指派 (a support user handles it), 回复 (a comment the customer
 * sees on its /work/center detail), 转运营商 and 关闭, each with the reason the operation log keeps.
 * The automatic handler moves an order left alone on the emulator's clock; whoever acts first
 * decides, and the other is told the order was already handled.
 */
export default function ClientWorkPage() {
  const { t } = useTranslation();
  const handlers = (useQuery(endpointQuery(supportWorkOrderOptions)).data?.handlers ?? []).map((h) => ({
    value: h.username,
    label: h.name ? `${h.name}（${h.username}）` : h.username,
  }));
  return (
    <ListScreen
      list={supportWorkOrderList}
      caption={t('perm.router_spt_client_work')}
      storageKey="support-client-work"
      pollWhile={(rows) => rows.some((r) => r.status === 'pending' || r.status === 'processing')}
      rowForms={{
        review: onOrder(supportReviewForm),
        assign: { ...onOrder(supportAssignForm), options: { handler: handlers } },
        comment: onOrder(supportCommentForm),
        forward: onOrder(supportForwardForm),
        close: onOrder(supportCloseForm),
      }}
    />
  );
}
