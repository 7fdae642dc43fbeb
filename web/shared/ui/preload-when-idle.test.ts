import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preload-when-idle.ts';

/** Idle callbacks held until the test says the browser is idle. */
function holdIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.splice(handle - 1, 1));
  return () => {
    for (const callback of waiting.splice(0)) callback();
  };
}

function pageStillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what is a click away loads once the page has loaded and the browser is idle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const idle = holdIdle();
    pageStillLoading();
    const preload = vi.fn(() => Promise.resolve());
    preloadWhenIdle([preload]);
    idle();
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(preload).not.toHaveBeenCalled();
    idle();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('runs one preload at a time, each in an idle moment of its own', async () => {
    const idle = holdIdle();
    let finishFirst = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = vi.fn(() => Promise.resolve());
    preloadWhenIdle([first, second]);
    idle();
    expect(first).toHaveBeenCalledOnce();
    idle();
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first is in; the second waits for an idle moment of its own.
    expect(second).not.toHaveBeenCalled();
    idle();
    expect(second).toHaveBeenCalledOnce();
  });

  it('waits for the network while offline, then preloads', () => {
    const idle = holdIdle();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const preload = vi.fn(() => Promise.resolve());
    preloadWhenIdle([preload]);
    idle();
    expect(preload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    idle();
    expect(preload).toHaveBeenCalledOnce();
  });

  it("waits for what it is told to wait for too (the page's data), then for the browser", async () => {
    const idle = holdIdle();
    let dataCame = () => {};
    const data = new Promise<void>((resolve) => (dataCame = resolve));
    const preload = vi.fn(() => Promise.resolve());
    preloadWhenIdle([preload], data);
    idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).not.toHaveBeenCalled();
    dataCame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).not.toHaveBeenCalled();
    idle();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    const idle = holdIdle();
    const preload = vi.fn(() => Promise.resolve());
    const cancel = preloadWhenIdle([preload]);
    cancel();
    idle();
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('a preload that hands back more work', () => {
  it('has each step run next, in an idle moment of its own, before the preloads after it', async () => {
    const idle = holdIdle();
    const ran: string[] = [];
    const step = (name: string) => async () => {
      ran.push(name);
    };
    preloadWhenIdle([
      async () => {
        ran.push('chunk');
        return [step('file 1'), step('file 2')];
      },
      step('next preload'),
    ]);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (const expected of [['chunk'], ['chunk', 'file 1'], ['chunk', 'file 1', 'file 2']]) {
      idle();
      await settle();
      expect(ran).toEqual(expected);
    }
    idle();
    await settle();
    expect(ran).toEqual(['chunk', 'file 1', 'file 2', 'next preload']);
  });
});
