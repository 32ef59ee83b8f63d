import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';

type Purify = typeof import('dompurify').default;
let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;
/** DOMPurify (~11 kB gzip) loads with the first server HTML shown, not with the layout that may show some. */
function loadPurify(): Promise<Purify> {
  loading ??= import('dompurify').then(
    (m) => (purify = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Server-provided HTML (notices, agreements), sanitised before it reaches the page (nothing until then). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [ready, setReady] = useState(purify !== null);
  useEffect(() => {
    if (!ready)
      void loadPurify().then(
        () => setReady(true),
        () => undefined,
      );
  }, [ready]);
  const clean = useMemo(
    () => (ready && purify ? purify.sanitize(html, { USE_PROFILES: { html: true } }) : ''),
    [ready, html],
  );
  return (
    <div
      className={cn(
        // The page's reset strips list markers and link underlines: give them back to server HTML.
        'space-y-2 leading-relaxed [&_h2]:font-semibold [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:my-0.5',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
