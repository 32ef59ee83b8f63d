import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/** Server-provided HTML (notices, agreements), sanitised before it reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className={cn(
        'prose-sm space-y-2 leading-relaxed [&_h2]:font-semibold [&_h3]:font-semibold [&_a]:text-primary',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
