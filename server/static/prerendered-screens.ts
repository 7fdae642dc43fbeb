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
