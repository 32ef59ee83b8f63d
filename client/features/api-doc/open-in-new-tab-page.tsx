import { useEffect } from 'react';
import { navigate, useHashLocation } from '@/lib/hash-location';

const TARGETS: Record<string, string> = { '/api/api_doc': '/api_doc', '/carrier_api': '/carrier_doc' };

/** /api/api_doc and /carrier_api typed into the address bar lead to the document itself. */
export default function OpenDocPage() {
  const [path] = useHashLocation();
  useEffect(() => {
    navigate(TARGETS[path] ?? '/404', { replace: true });
  }, [path]);
  return null;
}
