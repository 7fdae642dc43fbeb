/**
 * Where the session lives in local storage, in a module of its own: the test screen's pre-paint
 * (web/features/exam/pre-paint/) reads the session before any of the app's code has come.
 */

/** Local storage keys the seed names (§4, D8, D9). */
export const PERSIST_KEY = 'persist:root';
export const TOKEN_KEY = 'user_token';

/** The code files a signed-in page needed on its last load, for the role (web/app/page-files.ts). */
export const PAGE_FILES_KEY = 'page_files';

/** The last view of a signed-in page, painted on its next load (web/app/page-snapshot.ts). */
export const PAGE_SNAPSHOT_KEY = 'page_snapshot';
