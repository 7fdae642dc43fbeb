import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The product's languages (D17): English, and Tamil under the seed's code `tn`. */
export const supportedLanguages = ['en', 'tn'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Starts i18next once; translations come from the public folder, one file per language. */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      fallbackLng: 'en',
      // `tn` has no region variants; without this `tn-IN` would never match.
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      backend: { loadPath: '/assets/languages/{{lng}}/translation.json' },
      detection: {
        order: ['cookie', 'htmlTag', 'localStorage', 'path', 'subdomain'],
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        // html lang is always "en" when the page arrives, so only the cookie can carry a choice across loads.
        caches: ['cookie', 'localStorage'],
      },
      interpolation: { escapeValue: false },
    });
}

/** The language sent as `Accept-Language` (D3); `en` until detection has run. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage;
  return lng === 'tn' ? 'tn' : 'en';
}

export { i18n };

/** Runs `fn` once translations are loaded; at start-up a toast may be raised before they are. */
export function whenTranslated(fn: () => void): void {
  if (i18n.isInitialized) {
    fn();
    return;
  }
  const ready = () => {
    i18n.off('initialized', ready);
    fn();
  };
  i18n.on('initialized', ready);
}
