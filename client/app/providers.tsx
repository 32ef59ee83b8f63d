import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { useHashLocation, useHashSearch } from '@/lib/hash-location';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { BackgroundTasks } from './background/background-tasks.tsx';
import { queryClient } from './query-client.ts';

/** Server messages and table labels follow the language: refetch them when it changes. */
function useRefetchOnLanguageChange() {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  useRefetchOnLanguageChange();
  return (
    <JotaiProvider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Router hook={useHashLocation} searchHook={useHashSearch}>
            <ConfirmProvider>{children}</ConfirmProvider>
          </Router>
          <BackgroundTasks />
          <Toaster position="top-center" richColors closeButton duration={3000} />
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
