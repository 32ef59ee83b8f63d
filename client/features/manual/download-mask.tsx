import { Loader2 } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** The full-screen mask shown while a PDF is fetched (spec: 'downloading...'). */
export function DownloadMask() {
  const { t } = useTranslation();
  return createPortal(
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label={t('manual.downloading')}
      className="fixed inset-0 z-[1000] flex flex-col items-center justify-center gap-3 bg-slate-900/60 text-white"
    >
      <Loader2 className="size-8 animate-spin" aria-hidden />
      <span className="text-base">{t('manual.downloading')}</span>
    </div>,
    document.body,
  );
}
