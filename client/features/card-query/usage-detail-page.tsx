import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, CARRIERS, formatNumber, labelOf } from '#contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';
import { useUsageDetail } from './api/get-usage-detail.ts';
import { CardPicker } from './card-picker.tsx';
import { downloadText, usageCsv } from './usage-csv.ts';
import { UsageTable } from './usage-table.tsx';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-all text-slate-800 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * /vup_detail: one card's usage day by day in a month of the last six. The card and month live in
 * the URL (`?card_id=&month=`), so the card list's "usage detail" action links straight here.
 */
export default function UsageDetailPage() {
  const { t } = useTranslation();
  const monthId = useId();
  const { path, search } = usePageLocation();
  const params = new URLSearchParams(search);
  const cardId = Number(params.get('card_id')) || 0;
  const month = params.get('month') || undefined;
  const detail = useUsageDetail(cardId, month);
  const open = (next: { card_id: number; month?: string }) => {
    const query = new URLSearchParams({
      card_id: String(next.card_id),
      ...(next.month ? { month: next.month } : {}),
    });
    navigate(`${path}?${query}`, { replace: true });
  };

  const data = detail.data;
  const labels = {
    date: t('field.date'),
    dayUsage: t('cardQuery.usage.dayUsage'),
    cumulative: t('cardQuery.usage.cumulative'),
    percent: t('cardQuery.usage.percent'),
    sum: t('cardQuery.usage.sum'),
  };
  const total = data ? { mb: data.total_mb, percent: data.total_percent } : null;

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4">
        <CardPicker onPick={(id) => open({ card_id: id, month })} />
        {cardId === 0 && <p className="text-sm text-slate-500">{t('cardQuery.usage.prompt')}</p>}
      </Card>
      {cardId > 0 && !data && (
        <p role="status" className="p-6 text-slate-500">
          {detail.isError ? t('cardQuery.usage.missing') : t('common.loading')}
        </p>
      )}
      {data && total && (
        <Card className="flex flex-col gap-4 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-base font-semibold break-all tabular-nums">{data.card.iccid}</h2>
            <Badge tone={CARD_STATUSES[data.card.status].tone}>
              {t(labelOf(CARD_STATUSES[data.card.status]))}
            </Badge>
            <Badge tone={CARRIERS[data.card.carrier].tone}>{t(labelOf(CARRIERS[data.card.carrier]))}</Badge>
          </div>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
            <Field label={t('field.msisdn')} value={data.card.msisdn} />
            <Field label={t('field.plan')} value={data.card.plan_name} />
            <Field label={t('cardQuery.usage.quota')} value={`${formatNumber(data.quota_mb)} MB`} />
            <Field label={t('field.activated')} value={data.card.activated_at ?? '-'} />
            <Field
              label={t('cardQuery.usage.total')}
              value={`${data.total_mb.toFixed(2)} MB (${data.total_percent}%)`}
            />
          </dl>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={monthId} className="text-xs text-slate-500">
                {t('field.month')}
              </Label>
              <Select value={data.month} onValueChange={(m) => open({ card_id: cardId, month: m })}>
                <SelectTrigger id={monthId} className="w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {data.months.map((m) => (
                    <SelectItem key={m} value={m}>
                      {m}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button
              disabled={data.days.length === 0}
              onClick={() =>
                downloadText(
                  t('cardQuery.usage.csvName', { iccid: data.card.iccid, month: data.month }),
                  usageCsv(data.days, total, labels),
                )
              }
            >
              <Download />
              {t('cardQuery.usage.exportCsv')}
            </Button>
          </div>
          {data.days.length === 0 ? (
            <p className="py-6 text-center text-slate-500">
              {t('cardQuery.usage.none', { month: data.month })}
            </p>
          ) : (
            <UsageTable
              caption={t('cardQuery.usage.caption', { iccid: data.card.iccid, month: data.month })}
              days={data.days}
              total={total}
            />
          )}
        </Card>
      )}
    </div>
  );
}
