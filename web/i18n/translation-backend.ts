import type { BackendModule, ReadCallback } from 'i18next';

/** Seed §7: one translation file per language, served with the SPA. */
const translationPath = (language: string) =>
  `/assets/languages/${encodeURIComponent(language)}/translation.json`;

/**
 * Loads a language's translation file with `fetch`. It replaces i18next-http-backend, whose XHR
 * fallbacks and options cost the login page 2.5 kB of its 200 kB budget for one GET.
 */
export const translationBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(translationPath(language))
      .then((response) => {
        if (!response.ok) throw new Error(`${translationPath(language)}: HTTP ${response.status}`);
        return response.json();
      })
      .then(
        (translations) => callback(null, translations),
        // `true` asks i18next to retry: a dropped connection should not leave the UI in keys.
        (error: Error) => callback(error, true),
      );
  },
};
