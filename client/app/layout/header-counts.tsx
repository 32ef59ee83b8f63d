import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '#contract';
import { useHeaderCounts } from '@/lib/api/header-counts';
import { cn } from '@/lib/cn';
import { headerCounts } from '@/lib/header-count-links';
import { rolesAtom } from '@/lib/session';

/**
 * 共有卡 / 正使用 / 待激活 / 本月到期, each opening the card list with that filter (plain figures for
 * a user without router_card_list); the balance when allowed.
 */
export function HeaderCounts() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const counts = useHeaderCounts();
  if (!counts.data) return null;
  const balance = counts.data.client_balance;
  // Each count is its label over its number: short whatever the language, never wrapping.
  return (
    <ul aria-label={t('home.overview')} className="flex items-center gap-3 text-xs @5xl/top:gap-4">
      {headerCounts(roles).map(({ key, labelKey, href }) => {
        const figure = (
          <>
            <span className={cn('text-slate-600', href && 'group-hover:text-primary')}>{t(labelKey)}</span>
            <span
              className={cn('font-semibold text-slate-800 tabular-nums', href && 'group-hover:text-primary')}
            >
              {formatNumber(counts.data[key])}
            </span>
          </>
        );
        return (
          <li key={key}>
            {href ? (
              <a
                href={href}
                className="group flex flex-col rounded px-0.5 leading-tight whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                {figure}
              </a>
            ) : (
              <span className="flex flex-col px-0.5 leading-tight whitespace-nowrap">{figure}</span>
            )}
          </li>
        );
      })}
      {balance !== null && (
        <li className="hidden flex-col leading-tight whitespace-nowrap @min-[1150px]/top:flex">
          <span className="text-slate-600">{t('common.balance')}</span>
          <span className="font-semibold text-slate-800 tabular-nums">{formatMoney(balance)}</span>
        </li>
      )}
    </ul>
  );
}
