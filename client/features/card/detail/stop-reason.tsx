import { useAtomValue } from 'jotai';
import { OctagonAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type CardDetail, labelOf, operatorLabel, STATUS_REASONS } from '#contract';
import { words } from '@/lib/i18n';
import { hasCode, rolesAtom } from '@/lib/session';
import { cardListHref, stopHelp } from './stop-help.ts';

/** Where each of the advice's places is, the code it needs, and its link's text. */
const LINKS = {
  cardList: { code: 'router_card_list', href: '', label: 'card.detail.stop.toCardList' },
  hardware: {
    code: 'router_hardware_manage',
    href: '#/hardware_manage',
    label: 'card.detail.stop.toHardware',
  },
  speccard: {
    code: 'router_speccard_resume',
    href: '#/speccard_resume',
    label: 'card.detail.stop.toSpeccard',
  },
} as const;

/**
 * The answer to "why was my card suspended?": the reason of the stop, when and by whom, and what
 * the user can do about it. Shown above the tabs for a suspended or cancelled card.
 */
export function StopReason({ card }: { card: CardDetail }) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const change = card.status_change;
  const help = stopHelp(card.status, change?.reason ?? null);
  if (!help) return null;
  const title = t(card.status === 'cancelled' ? 'card.detail.stop.cancelled' : 'card.detail.stop.suspended');
  const links = help.actions.filter((a) => hasCode(roles, LINKS[a].code));
  return (
    <section
      aria-label={title}
      className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm sm:p-4"
    >
      <OctagonAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 className="text-slate-600">{title}</h2>
        {change && (
          <p>
            <strong className="text-base text-red-700">{t(labelOf(STATUS_REASONS[change.reason]))}</strong>
            <span className="ml-2 text-slate-500">
              {t('card.detail.stop.since', { at: change.at, by: operatorLabel(change.operator, words) })}
            </span>
          </p>
        )}
        <p className="text-slate-700">
          <span className="font-medium">{t('card.detail.stop.whatToDo')}</span>
          {t(help.adviceKey)}
        </p>
        {links.length > 0 && (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {links.map((a) => (
              <a
                key={a}
                className="text-primary hover:underline"
                href={a === 'cardList' ? cardListHref(card.iccid) : LINKS[a].href}
              >
                {t(LINKS[a].label)}
              </a>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}
