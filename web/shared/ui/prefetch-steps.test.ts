import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithPrefetchSteps } from './prefetch-steps.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The bundler's runtime, with its prefetch of one chunk (`E`) recorded. */
function stubRuntime() {
  const prefetched: (string | number)[] = [];
  const runtime = Object.assign(() => undefined, {
    E: (chunkId: string | number) => {
      prefetched.push(chunkId);
    },
  });
  vi.stubGlobal('__webpack_require__', runtime);
  return { runtime, prefetched };
}

describe('the prefetches a chunk starts as it loads come back as steps (issue 13)', () => {
  it('holds them while the chunk loads, then runs one per step', async () => {
    const { runtime, prefetched } = stubRuntime();
    const prefetch = runtime.E;
    // As the chunk arrives, the runtime asks for its prefetches.
    const load = async () => {
      for (const chunkId of ['a', 'b', 7]) runtime.E(chunkId);
    };
    const steps = await loadWithPrefetchSteps(load);
    expect(prefetched).toEqual([]);
    expect(runtime.E).toBe(prefetch);
    expect(steps).toHaveLength(3);
    await steps[0]?.();
    expect(prefetched).toEqual(['a']);
    await Promise.all(steps.slice(1).map((step) => step()));
    expect(prefetched).toEqual(['a', 'b', 7]);
  });

  it('gives the runtime its prefetch back when the chunk fails to load', async () => {
    const { runtime } = stubRuntime();
    const prefetch = runtime.E;
    await expect(loadWithPrefetchSteps(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(runtime.E).toBe(prefetch);
  });

  it('only loads where there is no bundler runtime', async () => {
    const load = vi.fn(() => Promise.resolve());
    await expect(loadWithPrefetchSteps(load)).resolves.toEqual([]);
    expect(load).toHaveBeenCalledOnce();
  });
});
