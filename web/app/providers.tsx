import { type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { state } from '../shared/session/session-store.ts';
import { lazyDrawn } from '../shared/ui/lazy-drawn.ts';
import { Loader } from '../shared/ui/loader.tsx';
import '../shared/ui/fonts/tamil.css';

// Only a failed logout raises a snackbar today; its code loads when one is asked for.
const Snackbar = lazyDrawn(() =>
  import('../shared/ui/snackbar.tsx').then((module) => module.Snackbar),
);

function SnackbarHost() {
  const { snackbar } = useSnapshot(state).ui;
  return snackbar ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
}

/**
 * The loader and the snackbar around the whole app (server data: query-provider.tsx). antd's
 * theme is not here: it comes with the pages that draw antd (shared/ui/antd-root.tsx), and toasts
 * bring their own host (shared/ui/toast.ts), so the login page loads none of antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Loader />
      <SnackbarHost />
    </Suspense>
  );
}
