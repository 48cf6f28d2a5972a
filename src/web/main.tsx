// Web client entry: mounts the router. Pages are code-split per route in app/router.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signedOutPath } from './features/users/after-login.ts';
import { setSignedOutHandler } from './lib/api-client.ts';
import { AppRouter, replacePage } from './lib/navigation.tsx';
import { AppRoutes, preparePage } from './app/router.tsx';
import { startInterfaceLanguage } from './i18n/i18n.ts';
import './styles.css';

setSignedOutHandler(() => replacePage(signedOutPath()));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// English renders at once; another language waits for its catalogue (fetched beside the page's own chunks).
void startInterfaceLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppRouter preparePage={preparePage}>
        <AppRoutes />
      </AppRouter>
    </StrictMode>,
  ),
);
