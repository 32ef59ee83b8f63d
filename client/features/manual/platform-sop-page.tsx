import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformSop } from '#contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { DownloadMask } from './download-mask.tsx';

/** Saves base64 content as a file the browser downloads. */
function saveBase64(base64: string, name: string, mime: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /platform_sop: downloads the platform manual, a PDF in the interface's language, behind the
 * full-screen 'downloading...' mask while it is fetched.
 */
export default function PlatformSopPage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await apiRequest(platformSop).catch(() => null);
      if (!data) return;
      saveBase64(data.encoding_string, data.file_name, 'application/pdf');
      notify.success(t('manual.downloaded', { name: data.file_name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex max-w-2xl flex-col gap-4 p-6">
      <div className="flex items-start gap-3">
        <FileText className="size-10 shrink-0 text-primary" aria-hidden />
        <div className="flex flex-col gap-1.5">
          <h2 className="text-base font-semibold">{t('perm.router_platform_sop')}</h2>
          <p className="text-sm text-slate-600">{t('manual.sopIntro')}</p>
          <p className="text-sm text-slate-500">{t('manual.sopLanguage')}</p>
        </div>
      </div>
      <div>
        <Button variant="primary" disabled={busy} onClick={() => void download()}>
          <Download />
          {t('manual.download')}
        </Button>
      </div>
      {busy && <DownloadMask />}
    </Card>
  );
}
