import { createContext, type ReactNode, useContext } from 'react';
import { useHashLocation, useHashSearch } from './hash-location.ts';

/**
 * The location a page sees. A page kept alive in a hidden tab keeps seeing the URL it was left at,
 * not the URL of the page now shown, so it does not refetch or reset behind the user's back.
 */
interface PageLocation {
  path: string;
  search: string;
}

const PageLocationContext = createContext<PageLocation | null>(null);

export function PageLocationProvider({ value, children }: { value: PageLocation; children: ReactNode }) {
  return <PageLocationContext value={value}>{children}</PageLocationContext>;
}

/** The page's own path and query; outside a kept-alive page, the current hash location. */
export function usePageLocation(): PageLocation {
  const own = useContext(PageLocationContext);
  const [path] = useHashLocation();
  const search = useHashSearch();
  return own ?? { path, search };
}
