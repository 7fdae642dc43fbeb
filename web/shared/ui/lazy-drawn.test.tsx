import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDrawn } from './lazy-drawn.ts';

const Panel = ({ name }: { name: string }) => <p>The {name} panel</p>;

describe('lazyDrawn (issue 29)', () => {
  it('loads the component the first time it is drawn, showing the fallback meanwhile', async () => {
    const fetch = vi.fn(async () => Panel);
    const Drawn = lazyDrawn(fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(Drawn.loaded()).toBe(false);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Drawn name="filters" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('The filters panel')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(Drawn.loaded()).toBe(true);
  });

  it('draws a component fetched ahead in the render that asks for it, with no fallback first', async () => {
    const fetch = vi.fn(async () => Panel);
    const Drawn = lazyDrawn(fetch);
    await act(() => Drawn.preload());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Drawn name="filters" />
      </Suspense>,
    );
    // React shows what suspended behind a fallback no sooner than 300 ms after the fallback.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('The filters panel')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a component drawn before its code had come: the next render does not draw it anew', async () => {
    const Counter = ({ name }: { name: string }) => {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {name} {count}
        </button>
      );
    };
    const Drawn = lazyDrawn(async () => Counter);
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Drawn name="Filters" />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Filters 0' }));
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Drawn name="Sort" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('Sort 1');
  });

  it('asks again for code whose download failed, and tells the caller that asked', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    const fetch = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(offline);
    fetch.mockResolvedValue(Panel);
    const Drawn = lazyDrawn(fetch);
    await expect(Drawn.load()).rejects.toBe(offline);
    // preload swallows a failure; this one succeeds, so the component draws at once.
    await act(() => Drawn.preload());
    expect(fetch).toHaveBeenCalledTimes(2);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Drawn name="filters" />
      </Suspense>,
    );
    expect(screen.getByText('The filters panel')).toBeTruthy();
  });
});
