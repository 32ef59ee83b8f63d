import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { MessageSquarePlus, Paperclip, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARRIERS,
  cancelWorkOrder,
  formatBytes,
  labelOf,
  WORK_ORDER_CARD_ACTIONS,
  WORK_ORDER_CARD_STATUSES,
  WORK_ORDER_SOURCES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  workOrderCommentForm,
  workOrderDetail,
  workOrderList,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { endpointQuery } from '@/lib/endpoint-query';
import { hasCode, rolesAtom } from '@/lib/session';

/** How often an order still open is read again (ms). */
const POLL_MS = 5000;
const OPEN = ['pending', 'processing', 'carrier'];

/**
 * /work/center/detail?id=: one work order: its figures, its progress (submitted, reviewed, passed
 * to the carrier, answered), the carrier's answer, each card's result, the attachments and the
 * comments. While it is open the customer comments on it (a declared form); while it waits for
 * review the customer cancels it.
 */
export default function WorkOrderDetailPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const id = useDetailId();
  const [commenting, setCommenting] = useState<FormTarget<object>>(null);
  const detail = useQuery({
    ...endpointQuery(workOrderDetail, { id: id ?? '0' }),
    enabled: id !== null,
    refetchInterval: (query) => (OPEN.includes(query.state.data?.order.status ?? '') ? POLL_MS : false),
  });
  const cancel = useRowAction(cancelWorkOrder, {
    input: (row: { id: number; order_no: string }) => ({ body: { id: row.id } }),
    confirm: (row) => ({
      message: t('workOrder.confirmCancel', { orderNo: row.order_no }),
      confirmLabel: t('workOrder.cancel'),
      variant: 'danger',
    }),
    done: (row) => t('workOrder.cancelled', { orderNo: row.order_no }),
    invalidates: [workOrderList, workOrderDetail],
  });
  const data = detail.data;
  const order = data?.order;
  const mayComment = order && OPEN.includes(order.status) && hasCode(roles, 'func_work_order_submit');
  const figures = order
    ? [
        { label: t('workOrder.type'), value: t(labelOf(WORK_ORDER_TYPES[order.type])) },
        ...(order.card_action
          ? [
              {
                label: t('workOrder.cardAction'),
                value: t(labelOf(WORK_ORDER_CARD_ACTIONS[order.card_action])),
              },
            ]
          : []),
        { label: t('field.status'), value: t(labelOf(WORK_ORDER_STATUSES[order.status])) },
        { label: t('workOrder.submitter'), value: order.submitter },
        { label: t('workOrder.handler'), value: order.handler || '-' },
        { label: t('field.submittedAt'), value: order.created_at },
        {
          label: t('workOrder.dueAt'),
          value: order.overdue ? `${order.due_at} (${t('workOrder.overdue')})` : order.due_at,
        },
        {
          label: t('workOrder.detail.sla'),
          value: `${order.carrier ? `${t(labelOf(CARRIERS[order.carrier]))} · ` : ''}${t('workOrder.detail.slaDays', { days: order.sla_days })}`,
        },
        { label: t('common.source'), value: t(labelOf(WORK_ORDER_SOURCES[order.source])) },
      ]
    : [];
  const steps = order
    ? [
        { label: t('workOrder.detail.stepSubmitted'), at: order.created_at },
        { label: t('workOrder.detail.stepReviewed'), at: order.reviewed_at },
        { label: t('workOrder.detail.stepForwarded'), at: order.forwarded_at },
        {
          label:
            order.status === 'rejected' || order.status === 'cancelled'
              ? t(labelOf(WORK_ORDER_STATUSES[order.status]))
              : t('workOrder.detail.stepFinished'),
          at: order.finished_at,
        },
      ]
    : [];
  return (
    <DetailPage
      back={{ to: '/work/center', label: t('workOrder.detail.back') }}
      missing={id === null ? t('workOrder.detail.missing') : null}
      actions={
        <>
          {mayComment && (
            <Button variant="primary" onClick={() => setCommenting({ record: null })}>
              <MessageSquarePlus aria-hidden />
              {t('workOrder.detail.commentTitle')}
            </Button>
          )}
          {order?.cancellable && (
            <Button variant="danger" onClick={() => void cancel(order)}>
              <XCircle aria-hidden />
              {t('workOrder.cancel')}
            </Button>
          )}
        </>
      }
    >
      {order && data && (
        <>
          <DetailHeading
            aside={
              <Badge tone={WORK_ORDER_STATUSES[order.status].tone}>
                {t(labelOf(WORK_ORDER_STATUSES[order.status]))}
              </Badge>
            }
          >
            {t('workOrder.detail.heading', { orderNo: order.order_no })}
          </DetailHeading>
          <FigureGrid figures={figures} />
          <section
            aria-labelledby="wo-content"
            className="rounded border border-slate-200 bg-white px-3 py-2"
          >
            <h3 id="wo-content" className="text-sm font-semibold text-slate-700">
              {order.title}
            </h3>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{order.content}</p>
            {order.reject_reason && (
              <p className="mt-2 text-sm text-danger">
                {t('workOrder.detail.rejectReason')}: {order.reject_reason}
              </p>
            )}
            {order.answer && (
              <p className="mt-2 text-sm text-slate-700">
                {t('workOrder.detail.answer')}: {order.answer}
              </p>
            )}
          </section>
          <section aria-labelledby="wo-steps">
            <h3 id="wo-steps" className="mb-2 text-sm font-semibold text-slate-700">
              {t('workOrder.detail.steps')}
            </h3>
            <ol className="grid gap-2 sm:grid-cols-4">
              {steps.map((s) => (
                <li
                  key={s.label}
                  className={`rounded border px-3 py-2 text-sm ${s.at ? 'border-primary/40 bg-primary/5 text-slate-800' : 'border-slate-200 text-slate-400'}`}
                >
                  <div className="font-medium">{s.label}</div>
                  <div className="text-xs tabular-nums">{s.at || '-'}</div>
                </li>
              ))}
            </ol>
          </section>
          {data.cards.length > 0 && (
            <StaticTable
              caption={t('workOrder.detail.cards')}
              rows={data.cards}
              rowKey={(c) => c.card_id}
              columns={[
                { key: 'iccid', header: t('field.iccid'), cell: (c) => c.iccid, cellClassName: 'font-mono' },
                {
                  key: 'msisdn',
                  header: t('field.msisdn'),
                  cell: (c) => c.msisdn,
                  className: 'hidden sm:table-cell',
                },
                {
                  key: 'carrier',
                  header: t('field.carrier'),
                  cell: (c) => t(labelOf(CARRIERS[c.carrier])),
                  className: 'hidden sm:table-cell',
                },
                {
                  key: 'status',
                  header: t('field.status'),
                  cell: (c) => t(labelOf(WORK_ORDER_CARD_STATUSES[c.status])),
                },
                { key: 'answer', header: t('workOrder.detail.answer'), cell: (c) => c.answer || '-' },
              ]}
            />
          )}
          <section aria-labelledby="wo-attachments">
            <h3 id="wo-attachments" className="mb-2 text-sm font-semibold text-slate-700">
              {t('workOrder.detail.attachments')}
            </h3>
            {data.attachments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('workOrder.detail.noAttachments')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {data.attachments.map((a) => (
                  <li key={a.file_url} className="flex flex-wrap items-center gap-2 text-sm">
                    <Paperclip aria-hidden className="size-4 text-slate-500" />
                    <a className="text-primary underline break-all" href={a.file_url} download={a.file_name}>
                      {a.file_name}
                    </a>
                    <span className="text-xs text-slate-500 tabular-nums">
                      {formatBytes(a.size)} · {a.uploaded_by} · {a.at}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="wo-comments">
            <h3 id="wo-comments" className="mb-2 text-sm font-semibold text-slate-700">
              {t('workOrder.detail.comments')}
            </h3>
            {data.comments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('workOrder.detail.noComments')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {data.comments.map((c) => (
                  <li key={c.id} className="rounded border border-slate-200 bg-white px-3 py-2">
                    <div className="text-xs text-slate-500 tabular-nums">
                      {t(`workOrder.detail.sides.${c.side}`)} · {c.author} · {c.at}
                    </div>
                    <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{c.content}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <EndpointForm
            form={workOrderCommentForm}
            target={commenting}
            onClose={() => setCommenting(null)}
            values={{ id: order.id }}
            invalidates={[workOrderDetail]}
          />
        </>
      )}
    </DetailPage>
  );
}
