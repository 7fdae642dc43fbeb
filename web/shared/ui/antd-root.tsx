import type { ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { i18n } from '../../i18n/index.ts';
import { cspNonce } from '../csp-nonce.ts';
import { ConfigProvider } from './antd.ts';
import { brandColour } from './brand.ts';
import { QuietIcons } from './quiet-app-icons.tsx';

const onLanguageChange = (notify: () => void) => {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
};

/**
 * antd's own words (a drawer's "Close", pagination) in the UI's language, and dayjs's for its
 * dates (a calendar's weekdays, which stayed "Su Mo Tu" in Tamil without them): Tamil's are
 * fetched the first time someone picks தமிழ், so English readers never download them.
 */
function useAntdLocale(): Locale | undefined {
  const tamil = useSyncExternalStore(onLanguageChange, () => i18n.resolvedLanguage === 'tn');
  const [tamilLocale, setTamilLocale] = useState<Locale>();
  useEffect(() => {
    if (tamil && !tamilLocale) {
      void Promise.all([import('antd/es/locale/ta_IN'), import('dayjs/locale/ta')]).then(
        ([module]) => setTamilLocale(module.default),
      );
    }
  }, [tamil, tamilLocale]);
  return tamil ? tamilLocale : undefined;
}

/**
 * antd's theme. Its default greys and status colours put text under WCAG's 4.5:1 (placeholders
 * 1.8:1, descriptions and empty states 3.4:1, a "Submitted" tag 2.2:1); these keep every text at
 * 4.5:1 or better on white and on a disabled field's grey (#f5f5f5). Figures: the axe sweep in
 * tests/a11y.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: brandColour,
    borderRadius: 8,
    fontSize: 15,
    // antd's popups render in body; `inherit` gives them the app's font stack (Tamil included).
    fontFamily: 'inherit',
    // Links and link buttons take antd's default blue (#1677ff, 3.8:1 on the page's grey) otherwise.
    colorLink: brandColour,
    // A field's error and a danger button's words: antd's red (#ff4d4f) is 3.3:1 on white.
    colorError: '#c41d1d',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    // Tag text sits on the colour's palest tint: status and preset tags take a darker shade.
    Tag: {
      colorSuccess: '#237804',
      colorInfo: '#0958d9',
      colorWarning: '#874d00',
      green7: '#237804',
      cyan7: '#006d75',
      orange7: '#ad4e00',
      gold7: '#874d00',
      lime7: '#3f6600',
      volcano7: '#ad2102',
    },
  },
};

/**
 * antd's theme, CSP nonce, language and quiet icons, around whatever draws antd components. It is
 * not around the whole app: the login page, a student's first visit on a slow phone, draws none,
 * and this module (with antd's style engine) is loaded only with the pages that do (router.tsx).
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider csp={{ nonce: cspNonce() }} locale={locale} theme={theme}>
      <QuietIcons>{children}</QuietIcons>
    </ConfigProvider>
  );
}

/** `Component` inside AntdRoot: a route module's component as the router gets it. */
export function withAntd<Props extends object>(Component: ComponentType<Props>) {
  const Themed = (props: Props) => (
    <AntdRoot>
      <Component {...props} />
    </AntdRoot>
  );
  Themed.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
  return Themed;
}
