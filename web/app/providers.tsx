import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { cspNonce } from '../shared/csp-nonce.ts';
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

/** Theme, CSP nonce, toasts, server-data cache and the loader around the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      csp={{ nonce: cspNonce() }}
      theme={{ token: { colorPrimary: brandColour, borderRadius: 8, fontSize: 15 } }}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          {children}
          <Loader />
        </Suspense>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
