import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithAntd, type WithAntdRoot } from './lazy-with-antd.ts';

/** A panel's module as lazyWithAntd's callers load it, antd's theme a pass-through here. */
function panelModule() {
  const Component = ({ name }: { name: string }) => <p>The {name} panel</p>;
  const antdRoot = { withAntd: (Inner: typeof Component) => Inner };
  return vi.fn(async () => ({ Component, antdRoot }) as unknown as WithAntdRoot<{ name: string }>);
}

describe('lazyWithAntd (issue 29)', () => {
  it('loads the panel the first time it is drawn, showing the fallback meanwhile', async () => {
    const load = panelModule();
    const Panel = lazyWithAntd(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Panel name="filters" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('The filters panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a panel fetched ahead in the render that opens it, with no fallback first', async () => {
    const load = panelModule();
    const Panel = lazyWithAntd(load);
    await act(() => Panel.preload());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Panel name="filters" />
      </Suspense>,
    );
    // React shows what suspended behind a fallback no sooner than 300 ms after the fallback.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('The filters panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a panel drawn before its code had come: the next render does not draw it anew', async () => {
    const Counter = ({ name }: { name: string }) => {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {name} {count}
        </button>
      );
    };
    const antdRoot = { withAntd: (Inner: typeof Counter) => Inner };
    const Panel = lazyWithAntd(
      async () => ({ Component: Counter, antdRoot }) as unknown as WithAntdRoot<{ name: string }>,
    );
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Panel name="Filters" />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Filters 0' }));
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Panel name="Sort" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('Sort 1');
  });
});
