import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installApiOutcomes } from './app/api-outcomes.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { currentLang, loadStartStrings } from './lib/i18n.ts';
import './styles.css';

installApiOutcomes();

// Chinese strings come with this script; English ones load first (a failed load shows Chinese).
void loadStartStrings()
  .catch(() => undefined)
  .then(() => {
    document.documentElement.lang = currentLang();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
