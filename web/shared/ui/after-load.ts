/**
 * Runs `run` once the page has loaded (its scripts and style sheets), now if it has; returns a
 * cancel.
 */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}
