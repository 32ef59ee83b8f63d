import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIERS, formatMoney, labelOf, SMS_REFUSALS, type SmsCheck, smsStart } from '#contract';
import { CheckResult } from '@/components/check-result';
import { useConfirm } from '@/components/confirm-dialog';
import { Card } from '@/components/ui/card';
import { apiRequest } from '@/lib/api-client';
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
        <CheckResult
          check={check}
          words={{
            total: t('common.cards'),
            valid: t('sms.check.valid'),
            refused: t('sms.check.refused'),
            caption: t('sms.check.badRows'),
            more: t('sms.check.more', { shown: check.bad_rows.length, refused: check.refused }),
          }}
          actions={{
            onBack,
            startLabel: t('sms.check.start', { n: check.valid }),
            startIcon: <Send />,
            starting,
            onStart: () => void start(),
          }}
          checkColumn={{ header: t('common.batch.check'), of: (row) => t(labelOf(SMS_REFUSALS[row.check])) }}
        >
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
                      carrier: t(labelOf(CARRIERS[l.carrier])),
                      cards: l.cards,
                      segments: l.segments,
                      price: yuan(l.price_cents),
                    })}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-600">
                {t('sms.check.available', { available: yuan(check.available_cents) })}
              </p>
              {check.cost_cents > check.available_cents && (
                <p role="alert" className="mt-1 text-xs font-medium text-red-600">
                  {t('sms.check.short')}
                </p>
              )}
            </div>
          )}
        </CheckResult>
      </section>
    </Card>
  );
}
