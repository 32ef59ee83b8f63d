import { Ban, CircleCheck, CircleX, LoaderCircle, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  formatNumber,
  labelOf,
  WX_ORDER_CLOSE_MINUTES,
  WX_ORDER_STATUSES,
  type WxOrder,
} from '#contract';
import { PublicCardFrame } from '@/components/public-card-frame';
import { FactRow } from '@/components/public-card-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { usePageLocation } from '@/lib/page-location';
import { useWxOrder } from './api/wx-recharge.ts';

const ICONS = {
  pending: { icon: LoaderCircle, className: 'animate-spin text-amber-500' },
  paid: { icon: LoaderCircle, className: 'animate-spin text-[#07c160]' },
  done: { icon: CircleCheck, className: 'text-[#07c160]' },
  failed: { icon: CircleX, className: 'text-red-500' },
  closed: { icon: Ban, className: 'text-slate-400' },
  refunded: { icon: Undo2, className: 'text-slate-500' },
} as const;

function BackLink({ label }: { label: string }) {
  return (
    <Button asChild variant="default" size="lg" className="w-full">
      <a href="#/wx_recharge">{label}</a>
    </Button>
  );
}

/** Where the order stands, in words: waiting for WeChat, paid and with the carrier, recharged with the new allowance, failed, closed or refunded. */
function OrderState({ order }: { order: WxOrder }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = ICONS[order.status];
  const text = {
    pending: t('wxRecharge.waiting'),
    paid: t('wxRecharge.paidText'),
    done: t('wxRecharge.doneText', { name: order.product.name, quota: formatNumber(order.card.quota_mb) }),
    failed: t('wxRecharge.failedText'),
    closed: t('wxRecharge.closedText', { minutes: WX_ORDER_CLOSE_MINUTES }),
    refunded: t('wxRecharge.refundedText'),
  }[order.status];
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
      <Icon aria-hidden className={cn('size-14', className)} />
      <h2 className="text-xl font-semibold text-slate-800">{t(labelOf(WX_ORDER_STATUSES[order.status]))}</h2>
      <p className="text-sm text-slate-600">{text}</p>
      {order.status === 'pending' && (
        <p className="text-xs text-slate-500">{t('wxRecharge.closesAt', { time: order.closes_at })}</p>
      )}
    </div>
  );
}

/**
 * /wx_recharge_confirm?order=<token> (no login): the order just placed on /wx_recharge, asked for
 * every 2 s while WeChat has not answered, then paid (with the card's new allowance), failed or
 * closed, with the way back to recharge again.
 */
export default function WxRechargeConfirmPage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const token = new URLSearchParams(search).get('order')?.trim() ?? '';
  const order = useWxOrder(token);
  const data = order.isError ? undefined : order.data;

  return (
    <PublicCardFrame title={t('wxRecharge.resultTitle')}>
      {token === '' || order.isError ? (
        <>
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {token === '' ? t('wxRecharge.noOrder') : order.error?.message}
          </p>
          <BackLink label={t('wxRecharge.backToRecharge')} />
        </>
      ) : data ? (
        <>
          <Card className="flex flex-col gap-3 p-4" aria-label={t('wxRecharge.resultTitle')}>
            <OrderState order={data} />
            <dl className="text-sm">
              <FactRow label={t('common.orderNo')}>{data.order_no}</FactRow>
              <FactRow label={t('field.iccid')}>
                <span className="font-mono">{data.card.iccid}</span>
              </FactRow>
              <FactRow label={t('wxRecharge.product')}>{data.product.name}</FactRow>
              <FactRow label={t('wxRecharge.amount')}>{formatMoney(data.amount)}</FactRow>
              <FactRow label={t('wxRecharge.createdAt')}>{data.created_at}</FactRow>
              {data.paid_at && <FactRow label={t('wxRecharge.paidAt')}>{data.paid_at}</FactRow>}
            </dl>
          </Card>
          {data.status !== 'pending' && data.status !== 'paid' && (
            <BackLink
              label={data.status === 'done' ? t('wxRecharge.rechargeAgain') : t('wxRecharge.backToRecharge')}
            />
          )}
        </>
      ) : (
        <p role="status" className="text-sm text-slate-500">
          {t('common.loading')}
        </p>
      )}
    </PublicCardFrame>
  );
}
