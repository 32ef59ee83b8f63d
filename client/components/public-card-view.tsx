import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  formatNumber,
  labelOf,
  type PublicCardInfo,
  REAL_NAME_STATUSES,
} from '#contract';
import { progressView } from '@/components/data-table/progress';
import { ProgressBar } from '@/components/data-table/progress-bar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

/** One line of a public page's facts: a label and its value (a `<dl>`'s entry). */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 py-2.5 last:border-0">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="text-right font-medium break-all text-slate-800 tabular-nums">{children}</dd>
    </div>
  );
}

/** What the holder of a card may know about it: state, plan, this month's use, dates, real-name. */
export function PublicCardView({ card }: { card: PublicCardInfo }) {
  const { t } = useTranslation();
  const status = CARD_STATUSES[card.status];
  const realName = REAL_NAME_STATUSES[card.real_name_status];
  const usage = progressView(card.usage_percent);
  const left = Math.round((card.quota_mb - card.usage_mb) * 100) / 100;
  return (
    <Card className="flex flex-col gap-4 p-4" aria-labelledby="public-card-iccid">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <Badge tone={status.tone} className="px-2 py-1 text-sm">
            {t(labelOf(status))}
          </Badge>
          <Badge tone={CARRIERS[card.carrier].tone}>{t(labelOf(CARRIERS[card.carrier]))}</Badge>
        </div>
        <p
          id="public-card-iccid"
          className="mt-1 font-mono text-base font-semibold tracking-wide text-slate-800"
        >
          {card.iccid}
        </p>
        <p className="font-mono text-sm text-slate-500">{card.msisdn}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-slate-500">{t('publicCard.usage')}</span>
          <span className="font-medium tabular-nums">
            {t('common.usedOfQuota', {
              used: formatNumber(card.usage_mb),
              quota: formatNumber(card.quota_mb),
            })}
          </span>
        </div>
        <ProgressBar percent={card.usage_percent} label={t('publicCard.usage')} className="h-2.5" />
        <p className="flex justify-between text-xs text-slate-500 tabular-nums">
          <span>{usage.label}</span>
          <span>
            {left >= 0
              ? t('publicCard.remaining', { value: formatNumber(left) })
              : t('publicCard.over', { value: formatNumber(-left) })}
          </span>
        </p>
      </div>
      <dl className="text-sm">
        <FactRow label={t('field.plan')}>{card.plan_name}</FactRow>
        <FactRow label={t('field.activated')}>{card.activated_at ?? t('publicCard.notActivated')}</FactRow>
        <FactRow label={t('field.expires')}>{card.expires_at ?? '-'}</FactRow>
        <FactRow label={t('common.realNameStatus')}>
          <Badge tone={realName.tone}>{t(labelOf(realName))}</Badge>
        </FactRow>
      </dl>
      {card.real_name_status !== 'verified' && (
        <p className="rounded bg-amber-50 p-3 text-xs text-amber-800">{t('publicCard.realNameHint')}</p>
      )}
      <p className="text-xs text-slate-500">{t('publicCard.privacy')}</p>
    </Card>
  );
}
