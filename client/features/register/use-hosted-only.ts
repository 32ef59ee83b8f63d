import { useEffect } from 'react';
import { useLoginConfig } from '@/lib/api/login-config';
import { navigate } from '@/lib/hash-location';

/** Registration exists only where the platform is hosted (hosted_on_ec); elsewhere it leads to /. */
export function useHostedOnly(): boolean {
  const config = useLoginConfig();
  const hosted = config.data?.hosted_on_ec;
  useEffect(() => {
    if (hosted === false) navigate('/', { replace: true });
  }, [hosted]);
  return hosted === true;
}
