import { useTranslation } from 'react-i18next';
import { useHeaderCounts } from '@/lib/api/header-counts';
import { HEADER_COUNT_LINKS } from '@/lib/header-count-links';

/** 共有卡 / 正使用 / 待激活 / 本月到期, each opening the card list with that filter; balance when allowed. */
export function HeaderCounts() {
  const { t } = useTranslation();
  const counts = useHeaderCounts();
  if (!counts.data) return null;
  const balance = counts.data.client_balance;
  return (
    <ul aria-label={t('home.overview')} className="flex items-center gap-4 text-xs">
      {HEADER_COUNT_LINKS.map(({ key, labelKey, href }) => (
        <li key={key}>
          <a href={href} className="flex items-baseline gap-1 hover:text-primary">
            <span className="text-slate-500">{t(labelKey)}</span>
            <span className="font-semibold text-slate-800 tabular-nums">
              {counts.data[key].toLocaleString()}
            </span>
          </a>
        </li>
      ))}
      {balance !== null && (
        <li className="flex items-baseline gap-1">
          <span className="text-slate-500">{t('header.balance')}</span>
          <span className="font-semibold text-slate-800 tabular-nums">
            {t('header.yuan', {
              value: balance.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
            })}
          </span>
        </li>
      )}
    </ul>
  );
}
