import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { clientInfoAtom } from '@/lib/session';
import { saveTourIndex, shouldShowTour, tourIndex } from '@/lib/tour-progress';
import { useIsMobile } from '@/lib/use-media-query';

/** Spec section 9: the welcome notification shows 8 s. */
export const WELCOME_MS = 8000;

/** Once per session, the welcome notification. */
function welcomeOnce(message: string) {
  if (sessionStorage.getItem('welcomed') === '1') return;
  sessionStorage.setItem('welcomed', '1');
  toast.success(message, { duration: WELCOME_MS });
}

const STEPS = ['sidebar', 'card-search', 'header-counts', 'tab-bar', 'user-menu'] as const;

/**
 * The first-time guided tour for main clients on desktop (driver.js, loaded only when needed),
 * then a welcome notification.
 */
export function GuidedTour() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  const isMobile = useIsMobile();
  const username = info?.username ?? '';
  const eligible = !isMobile && info?.login_type === 'client' && info.main_client;

  useEffect(() => {
    if (!username || info?.login_type !== 'client') return;
    const start = tourIndex(username);
    if (!eligible || !shouldShowTour(start)) {
      welcomeOnce(t('tour.welcome', { name: info.name }));
      return;
    }
    let cancelled = false;
    let destroy = () => {};
    void Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]).then(([{ driver }]) => {
      if (cancelled) return;
      const tour = driver({
        showProgress: true,
        progressText: t('tour.progress'),
        nextBtnText: t('tour.next'),
        prevBtnText: t('tour.prev'),
        doneBtnText: t('tour.done'),
        steps: STEPS.map((step) => ({
          element: `[data-tour="${step}"]`,
          popover: { title: t(`tour.${step}.title`), description: t(`tour.${step}.text`) },
        })),
        onHighlighted: (_el, _step, { state }) => saveTourIndex(username, state.activeIndex ?? 0),
        onDestroyed: (_el, _step, { state }) => {
          if (cancelled) return;
          // Closed on the last step: done. Closed earlier: it resumes there next time.
          if ((state.activeIndex ?? 0) >= STEPS.length - 1) saveTourIndex(username, STEPS.length);
          welcomeOnce(t('tour.welcome', { name: info?.name ?? '' }));
        },
      });
      destroy = () => tour.destroy();
      tour.drive(Math.min(start, STEPS.length - 1));
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [eligible, username, info, t]);
  return null;
}
