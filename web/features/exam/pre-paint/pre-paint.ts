/**
 * The test page's first script (page-data.ts): the build inlines this entry's bundle in the page's
 * head (scripts/prepaint-page.ts). The app's files wait on HOLD_GLOBAL, a second at most.
 */
import { HOLD_GLOBAL, HOLD_MAX_MS } from './page-data.ts';
import { startPrepaint } from './start-prepaint.ts';

(window as unknown as Record<typeof HOLD_GLOBAL, Promise<void>>)[HOLD_GLOBAL] = Promise.race([
  startPrepaint(),
  new Promise<void>((done) => setTimeout(done, HOLD_MAX_MS)),
]);
