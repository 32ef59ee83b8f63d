import { useEffect } from 'react';
import { navigate, useHashLocation, useHashSearch } from '@/lib/hash-location';

/**
 * /redirect/<path>?<query> goes to /<path>?<query>, replacing itself in the history. Table link
 * cells point here (`/redirect{path}/{param}?query`), so a cell can open any page.
 */
export default function RedirectPage() {
  const [path] = useHashLocation();
  const search = useHashSearch();
  useEffect(() => {
    const target = path.replace(/^\/redirect/, '') || '/';
    navigate(search ? `${target}?${search}` : target, { replace: true });
  }, [path, search]);
  return null;
}
