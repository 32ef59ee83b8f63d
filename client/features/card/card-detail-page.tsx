import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, CARRIERS, type CardDetail } from '#contract';
import { progressView } from '@/components/data-table/progress';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { currentLang } from '@/lib/i18n';
import { usePageLocation } from '@/lib/page-location';
import { useCardDetail } from './api/get-card-detail.ts';

const BAR = {
  empty: 'bg-transparent',
  normal: 'bg-primary',
  warning: 'bg-warning',
  exceeded: 'bg-danger',
} as const;

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-all text-slate-800 tabular-nums">{value ?? '-'}</dd>
    </div>
  );
}

function Usage({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const view = progressView(card.usage_percent);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">{t('cardDetail.usage')}</h2>
      <div
        role="progressbar"
        aria-label={t('cardDetail.usage')}
        aria-valuenow={view.width}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', BAR[view.tone])} style={{ width: `${view.width}%` }} />
      </div>
      <p className="text-slate-600">
        {t('cardDetail.usageOf', {
          used: card.usage_mb.toLocaleString(),
          quota: card.quota_mb.toLocaleString(),
        })}
        <span className="ml-2 text-slate-400">{view.label}</span>
      </p>
    </Card>
  );
}

/** One card: who it is, where it stands and what it used (reached by card_id from search and tables). */
export default function CardDetailPage() {
  const { t } = useTranslation();
  const { path, search } = usePageLocation();
  // Reached as /card/detail?card_id=5 (search) or /card/detail/5 (table link cells).
  const cardId = Number(new URLSearchParams(search).get('card_id') ?? path.split('/')[3]) || 0;
  const detail = useCardDetail(cardId);
  const lang = currentLang();
  const card = detail.data;
  if (!card) {
    return (
      <p role="status" className="p-6 text-slate-500">
        {detail.isError || cardId === 0 ? t('cardDetail.missing') : t('common.loading')}
      </p>
    );
  }
  const status = CARD_STATUSES[card.status];
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold tabular-nums">{card.iccid}</h1>
          <Badge tone={status.tone}>{status[lang]}</Badge>
          <Badge tone={CARRIERS[card.carrier].tone}>{CARRIERS[card.carrier][lang]}</Badge>
        </div>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="ICCID" value={card.iccid} />
          <Field label="MSISDN" value={card.msisdn} />
          <Field label="IMSI" value={card.imsi} />
          <Field label="EID" value={card.eid} />
          <Field label="IMEI" value={card.imei} />
          <Field label="oc_imsi" value={card.oc_imsi} />
          <Field label="O-ICCID" value={card.o_iccid} />
          <Field label={t('cardDetail.client')} value={card.client_name} />
          <Field label={t('cardDetail.plan')} value={card.plan_name} />
          <Field label={t('cardDetail.activated')} value={card.activated_at} />
          <Field label={t('cardDetail.expires')} value={card.expires_at} />
          <Field label={t('cardDetail.created')} value={card.created_at} />
        </dl>
      </Card>
      <Usage card={card} />
    </div>
  );
}
