import { useAtom, useAtomValue } from 'jotai';
import { Activity, type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { PageLocationProvider } from '@/lib/page-location';
import { cachedViewsAtom, touchCache, viewGenerationsAtom } from '@/lib/visited-views';
import type { PageRoute } from '@/routes/types';
import { PageLoading } from '../../page-loading.tsx';

interface Location {
  path: string;
  search: string;
}

/** Each page scrolls in its own box and finds its scroll position again when shown. */
function ScrollKeeper({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const top = useRef(0);
  // Runs each time the page is revealed: Activity re-creates effects of a hidden tree when it shows.
  useLayoutEffect(() => {
    if (box.current) box.current.scrollTop = top.current;
  }, []);
  return (
    <div
      ref={box}
      // --page-end: room the layout asks for under the page (the floating service button).
      className="absolute inset-0 overflow-auto p-3 pb-[var(--page-end,0.75rem)] sm:p-4 sm:pb-[var(--page-end,1rem)]"
      onScroll={(e) => {
        top.current = e.currentTarget.scrollTop;
      }}
    >
      {children}
    </div>
  );
}

/**
 * Up to 20 visited pages stay mounted (hidden with React's Activity, state and effects kept
 * aside), so coming back to a tab finds its filters, page and scroll as they were.
 */
export function KeepAlive({ pages, current }: { pages: PageRoute[]; current: Location }) {
  const { parser } = useRouter();
  const [cache, setCache] = useAtom(cachedViewsAtom);
  const generations = useAtomValue(viewGenerationsAtom);
  const lastSeen = useRef(new Map<string, Location>());

  useLayoutEffect(() => {
    lastSeen.current.set(current.path, current);
    setCache((c) => (c[c.length - 1] === current.path ? c : touchCache(c, current.path)));
  }, [current, setCache]);

  const paths = cache.includes(current.path) ? cache : [...cache, current.path];
  return paths.map((path) => {
    const route = pages.find((r) => matchRoute(parser, r.path, path)[0]);
    if (!route) return null;
    const active = path === current.path;
    const location = active ? current : lastSeen.current.get(path);
    if (!location) return null;
    const Page = route.component;
    return (
      <Activity key={path} mode={active ? 'visible' : 'hidden'}>
        <ScrollKeeper>
          <PageLocationProvider value={location}>
            <Suspense fallback={<PageLoading />}>
              <Page key={generations[path] ?? 0} />
            </Suspense>
          </PageLocationProvider>
        </ScrollKeeper>
      </Activity>
    );
  });
}
