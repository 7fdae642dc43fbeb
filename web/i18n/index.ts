import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector.ts';
import { translationBackend } from './translation-backend.ts';

/** The product's languages (D17): English, and Tamil under the seed's code `tn`. */
export const supportedLanguages = ['en', 'tn'] as const;
export type Language = (typeof supportedLanguages)[number];

/**
 * Starts i18next once; translations come from the public folder, one file per language. The
 * detector follows the seed's order; html `lang` is always "en" when the page arrives, so only the
 * cookie carries a choice across loads.
 */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(translationBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      fallbackLng: 'en',
      // `tn` has no region variants; without this `tn-IN` would never match.
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
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
