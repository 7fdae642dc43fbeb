import { cspNonce, nonceScriptStyles } from './shared/csp-nonce.ts';
import { applyBrandColour } from './shared/ui/brand.ts';
import './app/global.css';

// The build bakes a placeholder into the bundler runtime (rsbuild `security.nonce`); lazy chunks
// must carry this request's nonce instead.
__webpack_nonce__ = cspNonce() ?? '';
nonceScriptStyles(cspNonce());
applyBrandColour();

/** Lets the browser paint and answer input before the next step of the start. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each evaluating its own modules in a task of its own: the language and
 * the session, the router module (which starts the first page's code and data), React DOM, the app,
 * then the router itself. One task did all of it, the longest of a first visit on a
 * slow phone (issue 13: 360 ms of /login's blocking time at Lighthouse's 4× slowdown). `eager`
 * keeps each module in this chunk: no request is added, only the moment it runs moves.
 */
async function start(): Promise<void> {
  const { i18n, initI18n } = await import(/* webpackMode: "eager" */ './i18n/index.ts');
  const session = await import(/* webpackMode: "eager" */ './shared/session/session-store.ts');
  session.restoreSession();
  session.persistSession();
  i18n.on('languageChanged', (lng) => {
    // `tn` is the seed's code; the page says Tamil (`ta`) so screen readers and fonts pick it up.
    document.documentElement.lang = lng === 'tn' ? 'ta' : lng;
  });
  void initI18n();
  await yieldToMain();
  // The router brings React Router's code: evaluated in a task of its own (issue 13: the first
  // step was a student's /home's third longest task on a slow phone).
  const { createAppRouter, preloadSignedInPage } = await import(
    /* webpackMode: "eager" */ './app/router.tsx'
  );
  preloadSignedInPage(window.location.pathname);
  await yieldToMain();
  const [{ createRoot }, { startTransition }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react'),
  ]);
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ './app/app.tsx');
  await yieldToMain();
  // The router, in a task of its own: made in the app's first render, it was a piece of that render
  // React could not split (54 ms of a 71 ms task at Lighthouse's 4× slowdown, on every page).
  const router = createAppRouter();
  await yieldToMain();
  const root = document.getElementById('root');
  // As a transition, React renders the first page in slices of a few milliseconds, answering
  // input in between, instead of in one long task.
  if (root) startTransition(() => createRoot(root).render(<App router={router} />));
}

void start();
