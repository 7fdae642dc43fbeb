import type { Locale } from 'antd/es/locale';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { i18n } from '../i18n/index.ts';
import { cspNonce } from '../shared/csp-nonce.ts';
import { state } from '../shared/session/session-store.ts';
import { ConfigProvider, useNotification } from '../shared/ui/antd.ts';
import { brandColour } from '../shared/ui/brand.ts';
import { Loader } from '../shared/ui/loader.tsx';
import { connectToasts, toastConfig } from '../shared/ui/toast.ts';

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

const onLanguageChange = (notify: () => void) => {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
};

/**
 * antd's own words (a drawer's "Close", pagination) in the UI's language: Tamil's are fetched
 * the first time someone picks தமிழ், so English readers never download them.
 */
function useAntdLocale(): Locale | undefined {
  const tamil = useSyncExternalStore(onLanguageChange, () => i18n.resolvedLanguage === 'tn');
  const [tamilLocale, setTamilLocale] = useState<Locale>();
  useEffect(() => {
    if (tamil && !tamilLocale) {
      void import('antd/es/locale/ta_IN').then((module) => setTamilLocale(module.default));
    }
  }, [tamil, tamilLocale]);
  return tamil ? tamilLocale : undefined;
}

/** Theme, CSP nonce, toasts and the loader around the whole app (server data: query-provider.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider
      csp={{ nonce: cspNonce() }}
      locale={locale}
      theme={{
        // antd's popups render in body; `inherit` gives them the app's font stack (Tamil included).
        token: { colorPrimary: brandColour, borderRadius: 8, fontSize: 15, fontFamily: 'inherit' },
      }}
    >
      <ToastHost />
      <Suspense fallback={null}>
        {children}
        <Loader />
        <SnackbarHost />
      </Suspense>
    </ConfigProvider>
  );
}
