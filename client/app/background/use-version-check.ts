import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_PATH } from '#contract';
import { notify } from '@/lib/notify';

/** Spec section 9: the version file is checked every 10 minutes. */
export const VERSION_CHECK_MS = 600_000;

/** Tells the user once when the deployed portal is newer than the one running in the tab. */
export function useVersionCheck(): void {
  const { t } = useTranslation();
  useEffect(() => {
    let told = false;
    const check = async () => {
      try {
        const response = await fetch(`${APP_VERSION_PATH}?t=${Date.now()}`, { cache: 'no-store' });
        // appVersionSchema's one rule, checked without loading zod on the login page.
        const version = ((await response.json()) as { version?: unknown } | null)?.version;
        if (!told && typeof version === 'string' && version !== __APP_VERSION__) {
          told = true;
          notify.info(t('codes.newVersion'), {
            duration: Number.POSITIVE_INFINITY,
            action: { label: t('common.refresh'), onClick: () => location.reload() },
          });
        }
      } catch {
        // Offline or no version file: try again next time.
      }
    };
    const timer = setInterval(() => void check(), VERSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [t]);
}
