/**
 * The public screens the build renders ahead of time (scripts/prerender.ts) and the server sends
 * in place of index.html (static-routes.ts): one file per screen and language under
 * dist/prerendered/.
 */
export const PRERENDERED_DIR = 'prerendered';

/** `remembersEmail`: the app fills the email in from remember-me (D7); the copy must too. */
export const PRERENDERED_SCREENS = [
  { name: 'login', path: '/login', remembersEmail: true },
  { name: 'register', path: '/register', remembersEmail: false },
  { name: 'forget-password', path: '/forget-password', remembersEmail: false },
] as const;

/** English, and Tamil under the seed's code `tn` (D17). */
export type PrerenderedLanguage = 'en' | 'tn';

export const prerenderedFile = (name: string, language: PrerenderedLanguage) =>
  `${name}.${language}.html`;

/**
 * Pages the build writes for every address a pattern matches, not one path (the test page,
 * scripts/prepaint-page.ts): listed in this file of PRERENDERED_DIR with their patterns (regular
 * expressions' sources), since the SPA's routes are the build's to know. Each is a screen like the
 * ones above: one file per language.
 */
export const PATTERNED_PAGES_FILE = 'patterned-pages.json';
export type PatternedPage = { name: string; pattern: string };
