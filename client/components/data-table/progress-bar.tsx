import { cn } from '@/lib/cn';
import { type ProgressTone, progressView } from './progress.ts';

const COLOURS: Record<ProgressTone, string> = {
  empty: 'bg-transparent',
  normal: 'bg-primary',
  warning: 'bg-warning',
  exceeded: 'bg-danger',
  complete: 'bg-success',
};

/**
 * The one progress bar: a percentage coloured on its scale (a usage or a task, see progressView),
 * the bar capped at 100. `className` sizes the track; the label is the caller's.
 */
export function ProgressBar({
  percent,
  scale,
  label,
  className,
}: {
  percent: number;
  scale?: 'usage' | 'task';
  label: string;
  className?: string;
}) {
  const view = progressView(percent, scale);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={view.width}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={view.label}
      className={cn('h-1.5 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        data-tone={view.tone}
        className={cn('h-full rounded-full', COLOURS[view.tone])}
        style={{ width: `${view.width}%` }}
      />
    </div>
  );
}
