// First: no schema may be built before zod is told not to use eval.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installApiOutcomes } from './app/api-outcomes.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { currentLang } from './lib/i18n.ts';
import './styles.css';

installApiOutcomes();
document.documentElement.lang = currentLang();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
