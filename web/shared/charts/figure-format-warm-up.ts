/**
 * Readies the number and date data of the UI language (`en`, `tn`) on a worker's thread, before
 * the figures are written on the main one. A page's first Intl number or date formatter loads the
 * data every later one shares: 110-200 ms of a phone's CPU (4x slower) in one piece that no render
 * can split, the longest task of /collegedashboard's load (issue 29). Chromium keeps that data once
 * for the whole page, workers included: made first on a worker, a formatter costs the main thread
 * 1-10 ms. Started with the dashboard's early request, the worker is done long before the answer is
 * drawn; where it is refused or the data not shared, the figures pay for it as before.
 */
export function warmFigureFormats(language: string): void {
  if (typeof Worker !== 'function') return;
  try {
    // The language as the worker's name: no message to wait for. Its locale is the worker's to
    // find (format-date.ts), which keeps that module out of the app's first chunk.
    new Worker(new URL('./figure-format-warm-up.worker.ts', import.meta.url), { name: language });
  } catch {
    // Refused (a policy, a private mode): the first figure makes the data on the main thread.
  }
}
