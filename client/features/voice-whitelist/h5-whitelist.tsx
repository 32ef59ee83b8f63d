import { useTranslation } from 'react-i18next';
import { type CardWhitelist, labelOf, WHITELIST_SOURCES, WHITELIST_STATUSES } from '#contract';
import { H5Section } from '@/components/h5-frame';
import { Badge } from '@/components/ui/badge';

/** A card's whitelist as the public pages show it (numbers of the card masked). */
export function H5Whitelist({ whitelist }: { whitelist: CardWhitelist }) {
  const { t } = useTranslation();
  const title = t('voiceWhitelist.h5.whitelistOf', { card: whitelist.msisdn });
  return (
    <H5Section label={title}>
      <h2 className="font-semibold">{title}</h2>
      {whitelist.entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('voiceWhitelist.h5.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {whitelist.entries.map((entry) => {
            const status = WHITELIST_STATUSES[entry.status];
            return (
              <li key={entry.phone} className="flex items-center gap-3 py-2.5">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium tabular-nums">{entry.phone}</span>
                  <span className="text-xs text-slate-500">
                    {entry.created_at} · {t(labelOf(WHITELIST_SOURCES[entry.source]))}
                  </span>
                </div>
                <Badge tone={status.tone}>{t(labelOf(status))}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </H5Section>
  );
}
