import { CalendarClock, CircleCheck, CreditCard, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#contract';
import { Card } from '@/components/ui/card';
import { useHeaderCounts } from '@/lib/api/header-counts';
import { HEADER_COUNT_LINKS } from '@/lib/header-count-links';

const ICONS = {
  count: CreditCard,
  normal_count: CircleCheck,
  not_active: Hourglass,
  expiry_count: CalendarClock,
};
const ACCENTS = {
  count: 'bg-primary-soft text-primary',
  normal_count: 'bg-green-50 text-success',
  not_active: 'bg-amber-50 text-warning',
  expiry_count: 'bg-red-50 text-danger',
};

/** 共有卡 / 正使用 / 待激活 / 本月到期 (the top bar's query), each opening the filtered card list when allowed. */
export function CountCards({ linked }: { linked: boolean }) {
  const { t } = useTranslation();
  const counts = useHeaderCounts();
  return (
    <section aria-label={t('home.overview')} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {HEADER_COUNT_LINKS.map(({ key, labelKey, href }) => {
        const Icon = ICONS[key];
        const content = (
          <>
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-full sm:size-12 ${ACCENTS[key]}`}
            >
              <Icon className="size-5 sm:size-6" aria-hidden />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="leading-tight text-slate-500">{t(labelKey)}</span>
              <span className="text-xl font-semibold tabular-nums sm:text-2xl" data-testid={`home-${key}`}>
                {counts.data ? formatNumber(counts.data[key]) : '—'}
              </span>
            </span>
          </>
        );
        const body = 'flex items-center gap-3 p-3 sm:gap-4 sm:p-5';
        return (
          <Card key={key} className={linked ? 'transition-shadow hover:shadow-md' : undefined}>
            {linked ? (
              <a href={href} className={body}>
                {content}
              </a>
            ) : (
              <div className={body}>{content}</div>
            )}
          </Card>
        );
      })}
    </section>
  );
}
