// First: no schema may be built before zod is told not to use eval (the zod chunk runs it too).
import '@/lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Router } from 'wouter';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { useHashLocation, useHashSearch } from '@/lib/hash-location';
import { i18n } from '@/lib/i18n';
import { loadToasts } from '@/lib/notify';
import { queryClient } from './query-client.ts';

/** Server messages and table labels follow the language: refetch them when it changes. */
function useRefetchOnLanguageChange() {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, []);
}

/**
 * Sonner is fetched a while after a page beyond the login page opens, off its first paint's path
 * (issue 21), or at once with a toast asked for sooner (client/lib/notify.ts).
 */
const TOASTS_AFTER_MS = 2000;

/**
 * What every page but the login page has: server data (TanStack Query), wouter's router (links and
 * route hooks on the hash location), the confirm dialog and the toasts at hand. The router loads this with the catalogue's remaining strings when a page
 * beyond the login page opens (issue 21: the login page carries none of it).
 */
export default function AppServices({ children }: { children: ReactNode }) {
  useRefetchOnLanguageChange();
  useEffect(() => {
    const timer = setTimeout(() => void loadToasts(), TOASTS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={useHashLocation} searchHook={useHashSearch}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </Router>
    </QueryClientProvider>
  );
}
