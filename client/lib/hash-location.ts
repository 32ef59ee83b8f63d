import { useSyncExternalStore } from 'react';

/**
 * Hash routing the way the real portal does it: `#/card/list?status=active`, path and query both
 * inside the hash. (wouter's own hash hook keeps the query outside the hash.)
 */
const subscribe = (callback: () => void) => {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
};

const hash = () => decodeURI(location.hash.replace(/^#/, '')) || '/';
const pathOf = (full: string) => full.split('?')[0] || '/';
const searchOf = (full: string) => full.split('?')[1] ?? '';

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (location.hash === target) return;
  if (replace) {
    const oldURL = location.href;
    history.replaceState(history.state, '', target);
    dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
  } else {
    location.hash = target;
  }
}

export const useHashLocation = (): [string, typeof navigate] => [
  useSyncExternalStore(subscribe, () => pathOf(hash())),
  navigate,
];
useHashLocation.hrefs = (href: string) => `#${href}`;

export const useHashSearch = () => useSyncExternalStore(subscribe, () => searchOf(hash()));

/** The full path with its query, as the guard puts it in `/login?redirect=`. */
export const currentFullPath = () => hash();
