import type { LanguageDetectorModule } from 'i18next';

/** Where a chosen language is kept (D17): the `i18next` cookie and `i18nextLng` in local storage. */
const LANGUAGE_COOKIE = 'i18next';
const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function fromCookie(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

function fromLocalStorage(): string | undefined {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // Storage can be switched off; the other sources still count.
  }
}

/**
 * The seed's detection order (§1, D17): cookie, html `lang`, local storage, the first path
 * segment, the subdomain. Every candidate goes to i18next, which takes the first it supports, so an
 * unknown value (`/login`, `www`) just passes the turn. A choice is cached in the cookie (a year)
 * and local storage.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [
      fromCookie(),
      document.documentElement.getAttribute('lang') ?? undefined,
      fromLocalStorage(),
      window.location.pathname.split('/')[1],
      window.location.hostname.split('.')[0],
    ];
    return candidates.filter((candidate): candidate is string => !!candidate);
  },
  cacheUserLanguage(language: string) {
    // biome-ignore lint/suspicious/noDocumentCookie: detection reads the cookie synchronously at start-up; the Cookie Store API is async only.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // The cookie alone carries the choice.
    }
  },
};
