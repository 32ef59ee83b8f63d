import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { DateKind } from './date-text.ts';

// The calendar (react-day-picker) loads on the first opening: a form or filter bar with a date
// field does not carry it until someone asks for it.
const Calendar = lazy(() => import('./calendar.tsx'));

interface DateInputProps {
  id: string;
  kind: DateKind;
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY-MM-DD HH:mm:ss`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A day, month or moment typed as text in one format whatever the browser's language (a native
 * date input shows mm/dd/yyyy to an English browser in the Chinese UI), with a calendar in the
 * app's language beside it.
 */
export function DateInput({ id, kind, value, onChange, disabled, className, ...aria }: DateInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={cn('flex min-w-0 items-center gap-1', className)}>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        autoComplete="off"
        inputMode="numeric"
        placeholder={t(`widgets.date.${kind}`)}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label={t('widgets.date.open')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded border border-slate-300 text-slate-500 hover:border-primary hover:text-primary disabled:opacity-50"
        >
          <CalendarDays className="size-4" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={4}
            className="z-50 rounded border border-slate-200 bg-white p-2 text-sm shadow-lg"
          >
            <Suspense fallback={<p className="p-4 text-slate-500">{t('common.loading')}</p>}>
              <Calendar
                kind={kind}
                value={value}
                onPick={(next) => {
                  onChange(next);
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
