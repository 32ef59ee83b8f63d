import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { clientInfoAtom } from '@/lib/session';
import { finishTour, saveTourIndex, shouldShowTour, tourIndex } from '@/lib/tour-progress';
import { useIsMobile } from '@/lib/use-media-query';
import { noticesPendingAtom, surveyPendingAtom } from './greetings.ts';

/** Spec section 9: the welcome notification shows 8 s. */
const WELCOME_MS = 8000;

/** Once per session, the welcome notification. */
function welcomeOnce(message: string) {
  if (sessionStorage.getItem('welcomed') === '1') return;
  sessionStorage.setItem('welcomed', '1');
  notify.success(message, { duration: WELCOME_MS });
}

/** The tour's steps: the element each points at, and its title (the card counts' is the home page's heading). */
const STEPS = [
  { step: 'sidebar', title: 'tour.sidebar.title' },
  { step: 'card-search', title: 'tour.card-search.title' },
  { step: 'header-counts', title: 'home.overview' },
  { step: 'tab-bar', title: 'tour.tab-bar.title' },
  { step: 'user-menu', title: 'tour.user-menu.title' },
] as const;

/**
 * The first-time guided tour for main clients on desktop (driver.js, loaded only when needed),
 * then a welcome notification.
 */
export function GuidedTour() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const isMobile = useIsMobile();
  const username = info?.username ?? '';
  const loginType = info?.login_type;
  const displayName = info?.name ?? '';
  const eligible = !isMobile && info?.login_type === 'client' && info.main_client;
  // After the notices and the survey have had their turn; once started, a survey reopened from
  // the top bar later does not stop the tour.
  const noticesPending = useAtomValue(noticesPendingAtom);
  const surveyPending = useAtomValue(surveyPendingAtom);
  const [greeted, setGreeted] = useState(false);
  if (!greeted && !noticesPending && !surveyPending) setGreeted(true);

  useEffect(() => {
    if (!greeted || !username || loginType !== 'client') return;
    const start = tourIndex(username);
    if (!eligible || !shouldShowTour(start)) {
      welcomeOnce(t('tour.welcome', { name: displayName }));
      return;
    }
    let cancelled = false;
    let destroy = () => {};
    void Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]).then(([{ driver }]) => {
      if (cancelled) return;
      const tour = driver({
        showProgress: true,
        popoverClass: 'portal-tour',
        // driver.js fills its own {{current}} and {{total}}: the catalogue's placeholders become those.
        progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
        nextBtnText: t('common.next'),
        prevBtnText: t('tour.prev'),
        doneBtnText: t('tour.done'),
        steps: STEPS.map(({ step, title }) => ({
          element: `[data-tour="${step}"]`,
          popover: { title: t(title), description: t(`tour.${step}.text`) },
        })),
        // Progress is saved as each step's popover shows, so a tour cut short by a reload or by
        // leaving the layout resumes at that step.
        onPopoverRender: (popover, { state }) => {
          // driver.js names its × button in English; the portal names it in the user's language.
          popover.closeButton.setAttribute('aria-label', t('common.close'));
          saveTourIndex(username, state.activeIndex ?? start);
        },
        // The user ended it: 完成 on the last step, or closed it (×, Escape, a click beside it).
        // Either way it is over for good (issue 36): the stored index moves past the last shown.
        // (Our own clean-up below destroys it without this hook, and so only interrupts it.)
        onDestroyStarted: () => {
          finishTour(username);
          tour.destroy();
        },
        onDestroyed: () => {
          if (!cancelled) welcomeOnce(t('tour.welcome', { name: displayName }));
        },
      });
      destroy = () => tour.destroy();
      tour.drive(Math.min(start, STEPS.length - 1));
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [greeted, eligible, username, loginType, displayName, t]);
  return null;
}
