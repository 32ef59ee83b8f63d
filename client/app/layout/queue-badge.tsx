import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { queueSizeQuery } from '@/lib/api/layout';

/** Batch imports and exports still waiting or running, polled every 10 s. */
export function QueueBadge() {
  const { t } = useTranslation();
  const queue = useQuery(queueSizeQuery());
  const size = queue.data?.size ?? 0;
  if (size === 0) return null;
  return (
    <span
      aria-live="polite"
      title={t('queue.pending', { count: size })}
      className="flex shrink-0 items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs whitespace-nowrap text-primary"
    >
      <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
      {/* The number alone where the top bar is crowded; the whole sentence for screen readers. */}
      <span aria-hidden className="tabular-nums @min-[1150px]/top:hidden">
        {size}
      </span>
      <span className="sr-only @min-[1150px]/top:not-sr-only">{t('queue.pending', { count: size })}</span>
    </span>
  );
}
