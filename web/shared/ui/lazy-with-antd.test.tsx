import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
});
