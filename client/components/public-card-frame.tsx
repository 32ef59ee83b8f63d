import type { ReactNode } from 'react';
import { PublicPageFrame } from '@/components/public-page-frame';

/** The end user's page frame, phone first: the public frame's one column under the page's title. */
export function PublicCardFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPageFrame layout="column">
      <h1 className="text-lg font-semibold text-slate-800">{title}</h1>
      {children}
    </PublicPageFrame>
  );
}
