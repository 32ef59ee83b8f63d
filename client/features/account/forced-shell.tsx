import type { ReactNode } from 'react';
import { PublicPageFrame } from '@/components/public-page-frame';

/** The full-page frame of the steps the guard forces before the portal opens. */
export function ForcedShell({
  title,
  notice,
  wide,
  children,
}: {
  title: string;
  notice: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <PublicPageFrame wide={wide}>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-700">{notice}</p>
      {children}
    </PublicPageFrame>
  );
}
