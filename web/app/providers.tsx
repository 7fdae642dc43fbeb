import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { cspNonce } from '../shared/csp-nonce.ts';
import { state } from '../shared/session/session-store.ts';
import { ConfigProvider, useNotification } from '../shared/ui/antd.ts';
import { Loader } from '../shared/ui/loader.tsx';
import { connectToasts, toastConfig } from '../shared/ui/toast.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export const brandColour = '#1f3a8a';

/** Hands antd's notification instance to the toast module; renders where the toasts live. */
function ToastHost() {
  const [notification, holder] = useNotification(toastConfig);
  useEffect(() => {
    connectToasts(notification);
    return () => connectToasts(undefined);
  }, [notification]);
  return holder;
}

// Only a failed logout raises a snackbar today; its code loads when one is asked for.
const Snackbar = lazy(() =>
  import('../shared/ui/snackbar.tsx').then((module) => ({ default: module.Snackbar })),
);

function SnackbarHost() {
  const { snackbar } = useSnapshot(state).ui;
  return snackbar ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
}

/** Theme, CSP nonce, toasts, server-data cache and the loader around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      csp={{ nonce: cspNonce() }}
      theme={{
        // antd's popups render in body; `inherit` gives them the app's font stack (Tamil included).
        token: { colorPrimary: brandColour, borderRadius: 8, fontSize: 15, fontFamily: 'inherit' },
      }}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          {children}
          <Loader />
          <SnackbarHost />
        </Suspense>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
