import { useAtomValue } from 'jotai';
import { CalendarClock, CircleCheck, CreditCard, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useHeaderCounts } from '@/lib/api/header-counts';
import { HEADER_COUNT_LINKS } from '@/lib/header-count-links';
import { clientInfoAtom } from '@/lib/session';

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

export default function HomePage() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const counts = useHeaderCounts();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('home.welcome', { name: info?.name ?? '' })}</h1>
      <section
        aria-label={t('home.overview')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        {HEADER_COUNT_LINKS.map(({ key, labelKey, href }) => {
          const Icon = ICONS[key];
          return (
            <Card key={key} className="transition-shadow hover:shadow-md">
              <a href={href} className="flex items-center gap-4 p-5">
                <span className={`flex size-12 items-center justify-center rounded-full ${ACCENTS[key]}`}>
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="flex flex-col">
                  <span className="text-slate-500">{t(labelKey)}</span>
                  <span className="text-2xl font-semibold tabular-nums" data-testid={`home-${key}`}>
                    {counts.data ? counts.data[key].toLocaleString() : '—'}
                  </span>
                </span>
              </a>
            </Card>
          );
        })}
      </section>
    </div>
  );
}
