import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18n, initI18n } from './i18n/index.ts';
import { cspNonce, nonceScriptStyles } from './shared/csp-nonce.ts';
import { persistSession, restoreSession } from './shared/session/session-store.ts';
import { applyBrandColour } from './shared/ui/brand.ts';
import './app/global.css';

// The build bakes a placeholder into the bundler runtime (rsbuild `security.nonce`); lazy chunks
// must carry this request's nonce instead.
__webpack_nonce__ = cspNonce() ?? '';
nonceScriptStyles(cspNonce());
applyBrandColour();
restoreSession();
persistSession();
i18n.on('languageChanged', (lng) => {
  // `tn` is the seed's code; the page says Tamil (`ta`) so screen readers and fonts pick it up.
  document.documentElement.lang = lng === 'tn' ? 'ta' : lng;
});
void initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}
