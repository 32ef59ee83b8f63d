import { useTranslation } from 'react-i18next';
import type { WhitelistBatchResult } from '#contract';
import { cn } from '@/lib/cn';

/** The per-line outcome of a batch: which lines went through and why the others did not. */
export function BatchResults({ results }: { results: WhitelistBatchResult[] }) {
  const { t } = useTranslation();
  return (
    <div className="max-h-72 overflow-auto rounded border border-slate-200">
      <table className="w-full text-sm" aria-label={t('voiceWhitelist.results')}>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            <th className="px-2 py-1.5 font-medium">{t('voiceWhitelist.line')}</th>
            <th className="px-2 py-1.5 font-medium">{t('field.cardNumber')}</th>
            <th className="px-2 py-1.5 font-medium">{t('field.whitelistPhone')}</th>
            <th className="px-2 py-1.5 font-medium">{t('common.result')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.line} className="border-t border-slate-100 align-top">
              <td className="px-2 py-1.5 tabular-nums">{r.line}</td>
              <td className="px-2 py-1.5 break-all tabular-nums">{r.card_number || '-'}</td>
              <td className="px-2 py-1.5 tabular-nums">{r.phone || '-'}</td>
              <td className={cn('px-2 py-1.5', r.ok ? 'text-success' : 'text-danger')}>
                {r.ok ? t('common.succeeded') : t('common.failed')}: {r.msg}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
