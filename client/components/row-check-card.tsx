import { Play } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf, ROW_CHECK_KEYS, ROW_CHECKS, type RowCheckAnswer } from '#contract';
import { CheckResult } from '@/components/check-result';
import { type ConfirmOptions, useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/notify';

/**
 * A checked batch of card numbers waiting for its confirmation, the same for a customer's batch
 * (/batch) and a support task (/add_support_task): its title and where its rows came from, the
 * counts with the refused ones by check, the refused rows with their reasons, and the start.
 * Confirmed, `start` queues the task; `onStarted` follows it. Each screen gives its own words, and
 * `children` what it adds under the counts (a batch's fee of stopping).
 */
export function RowCheckCard({
  check,
  title,
  info,
  words,
  confirm: asked,
  start,
  onBack,
  onStarted,
  children,
}: {
  check: RowCheckAnswer;
  title: string;
  /** Where the rows came from (and for whom), under the title. */
  info: ReactNode;
  words: {
    valid: string;
    /** Said when only the first refused rows are listed. */
    more: string;
    /** The refused counts' list name. */
    refusedBy: string;
    startLabel: string;
    started: (taskId: number) => string;
  };
  confirm: ConfirmOptions;
  /** Queues the checked task; null when the request failed (its error is shown already). */
  start: () => Promise<{ task_id: number } | null>;
  onBack: () => void;
  onStarted: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const refused = check.total - check.valid;

  const run = async () => {
    if (!(await confirm(asked))) return;
    setStarting(true);
    const started = await start().catch(() => null);
    setStarting(false);
    if (!started) return;
    notify.success(words.started(started.task_id));
    onStarted();
  };

  return (
    <Card className="flex max-w-4xl flex-col gap-4 p-4">
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-base font-medium text-slate-800">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{info}</p>
        <CheckResult
          check={check}
          words={{ valid: words.valid, more: words.more }}
          actions={{
            onBack,
            startLabel: words.startLabel,
            startIcon: <Play />,
            starting,
            onStart: () => void run(),
          }}
          checkColumn={{ header: t('common.batch.check'), of: (row) => t(labelOf(ROW_CHECKS[row.check])) }}
        >
          {refused > 0 && (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label={words.refusedBy}>
              {ROW_CHECK_KEYS.filter((k) => check.refused[k] > 0).map((k) => (
                <li key={k}>
                  <Badge tone={ROW_CHECKS[k].tone}>
                    {t(labelOf(ROW_CHECKS[k]))} {check.refused[k]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {children}
        </CheckResult>
      </section>
    </Card>
  );
}
