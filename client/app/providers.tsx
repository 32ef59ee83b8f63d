import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { BackgroundTasks } from './background/background-tasks.tsx';
import { ToastHost } from './toast-host.tsx';

/**
 * What every page has, the login page included. TanStack Query, wouter's router, the confirm
 * dialog and zod come with the pages after it (services.tsx, loaded by the router).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={sessionStore}>
      <I18nextProvider i18n={i18n}>
        {children}
        <BackgroundTasks />
        <ToastHost />
      </I18nextProvider>
    </JotaiProvider>
  );
}
