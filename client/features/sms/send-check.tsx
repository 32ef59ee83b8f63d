import { ArrowLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS, formatMoney, SMS_REFUSALS, type SmsCheck, smsStart } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { RefusedRowsTable } from '@/components/refused-rows-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiRequest } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useRefreshSends } from './api/sms.ts';

const yuan = (cents: number) => formatMoney(cents / 100);

/**
 * A checked send: the cards, those that can receive it, the cost by carrier, and each refused card
 * with its reason; confirmed, it becomes a batch.
 */
export function SendCheck({
  check,
  onBack,
  onStarted,
}: {
  check: SmsCheck;
  onBack: () => void;
  onStarted: (taskId: number) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const confirm = useConfirm();
  const refresh = useRefreshSends();
  const [starting, setStarting] = useState(false);
  const segments = check.cost_lines.reduce((sum, l) => sum + l.segments, 0);
  const amount = yuan(check.cost_cents);

  const start = async () => {
    const sure = await confirm({
      message: t('sms.check.confirm', { valid: check.valid, refused: check.refused, amount }),
    });
    if (!sure) return;
    setStarting(true);
    const started = await apiRequest(smsStart, { body: { task_id: check.task_id } }).catch(() => null);
    setStarting(false);
    if (!started) return;
    notify.success(t('sms.check.started', { id: started.task_id }));
    void refresh();
    onStarted(started.task_id);
  };

  return (
    <Card className="flex max-w-4xl flex-col gap-4 p-4">
      <section aria-labelledby="sms-check-title" className="flex flex-col gap-3">
        <h2 id="sms-check-title" className="text-base font-medium text-slate-800">
          {t('sms.check.title')}
        </h2>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Figure label={t('sms.check.total')} value={check.total} />
          <Figure label={t('sms.check.valid')} value={check.valid} tone="text-success" />
          <Figure
            label={t('sms.check.refused')}
            value={check.refused}
            tone={check.refused > 0 ? 'text-danger' : undefined}
          />
        </dl>
        {check.valid > 0 && (
          <div
            role="note"
            className="rounded border border-primary/30 bg-primary/5 px-3 py-2 text-sm text-slate-700"
          >
            <p className="font-medium">{t('sms.check.cost', { amount, segments })}</p>
            <ul className="mt-1 text-xs text-slate-600">
              {check.cost_lines.map((l) => (
                <li key={l.carrier}>
                  {t('sms.check.costLine', {
                    carrier: CARRIERS[l.carrier][lang],
                    cards: l.cards,
                    segments: l.segments,
                    price: yuan(l.price_cents),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      {check.bad_rows.length > 0 && (
        <RefusedRowsTable
          caption={t('sms.check.badRows')}
          rows={check.bad_rows}
          checkOf={(row) => SMS_REFUSALS[row.check][lang]}
          more={
            check.refused > check.bad_rows.length
              ? t('sms.check.more', { shown: check.bad_rows.length, refused: check.refused })
              : null
          }
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onBack}>
          <ArrowLeft />
          {t('batch.back')}
        </Button>
        <Button variant="primary" onClick={() => void start()} disabled={starting || check.valid === 0}>
          <Send />
          {t('sms.check.start', { n: check.valid })}
        </Button>
      </div>
    </Card>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded border border-slate-200 px-2 py-2 sm:px-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone ?? 'text-slate-800'}`}>
        {value.toLocaleString()}
      </dd>
    </div>
  );
}
