import type { IdleStep } from './preload-when-idle.ts';

/**
 * The bundler's runtime as far as prefetching goes: `E` adds the `<link rel="prefetch">` elements
 * of one chunk (`__webpack_require__.E`, RuntimeGlobals.prefetchChunk in webpack and Rspack).
 */
type PrefetchingRuntime = { E?: (chunkId: string | number) => void };

const runtime = (): PrefetchingRuntime | undefined =>
  typeof __webpack_require__ === 'function'
    ? (__webpack_require__ as unknown as PrefetchingRuntime)
    : undefined;

/**
 * Runs `load`, the `import()` of a module whose own `import()`s say `webpackPrefetch`, and hands
 * back the prefetches the runtime starts as that module's chunk arrives, one step per chunk, instead
 * of letting it add all their links in one task: the shell's panels need 21 files, and adding their
 * 21 links at once was a task of 118 ms on Lighthouse's slow phone (issue 13). Without the runtime
 * (the unit tests) it only loads.
 */
export async function loadWithPrefetchSteps(load: () => Promise<unknown>): Promise<IdleStep[]> {
  const bundler = runtime();
  const prefetchNow = bundler?.E;
  if (!bundler || !prefetchNow) {
    await load();
    return [];
  }
  const held: (string | number)[] = [];
  // The runtime prefetches as the chunk's download settles, before `load`'s own promise does.
  bundler.E = (chunkId) => {
    held.push(chunkId);
  };
  try {
    await load();
  } finally {
    bundler.E = prefetchNow;
  }
  return held.map((chunkId) => async () => prefetchNow(chunkId));
}
