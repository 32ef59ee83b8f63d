import { useSyncExternalStore } from 'react';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (callback) => {
      const list = matchMedia(query);
      list.addEventListener('change', callback);
      return () => list.removeEventListener('change', callback);
    },
    () => matchMedia(query).matches,
  );
}

/** Spec section 9: below 992 px the device is mobile. */
const MOBILE_QUERY = '(max-width: 991.98px)';
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
