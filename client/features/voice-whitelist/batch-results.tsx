import { useTranslation } from 'react-i18next';
import type { WhitelistBatchResult } from '#contract';
import { StaticTable } from '@/components/static-table';
import { cn } from '@/lib/cn';

/** The per-line outcome of a batch: which lines went through and why the others did not. */
export function BatchResults({ results }: { results: WhitelistBatchResult[] }) {
  const { t } = useTranslation();
  return (
    <StaticTable
      caption={t('voiceWhitelist.results')}
      className="max-h-72"
      rows={results}
      rowKey={(r) => r.line}
      columns={[
        { key: 'line', header: t('voiceWhitelist.line'), cell: (r) => r.line, className: 'tabular-nums' },
        {
          key: 'card',
          header: t('field.cardNumber'),
          cell: (r) => r.card_number || '-',
          className: 'break-all tabular-nums',
        },
        {
          key: 'phone',
          header: t('field.whitelistPhone'),
          cell: (r) => r.phone || '-',
          className: 'tabular-nums',
        },
        {
          key: 'result',
          header: t('common.result'),
          cell: (r) => (
            <span className={cn(r.ok ? 'text-success' : 'text-danger')}>
              {r.ok ? t('common.succeeded') : t('common.failed')}: {r.msg}
            </span>
          ),
        },
      ]}
    />
  );
}
