import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithAntd, type WithAntdRoot } from './lazy-with-antd.ts';

type PanelProps = { name: string };

/** A panel's module as lazyWithAntd's callers load it, antd's theme a marked wrapper here. */
function panelModule() {
  const Component = ({ name }: PanelProps) => <p>The {name} panel</p>;
  const Theme = ({ children }: { children: ReactNode }) => (
    <div data-testid="theme">{children}</div>
  );
  const antdRoot = {
    withAntd: (Inner: ComponentType<PanelProps>) => (props: PanelProps) => (
      <Theme>
        <Inner {...props} />
      </Theme>
    ),
  };
  return vi.fn(async () => ({ Component, antdRoot }) as unknown as WithAntdRoot<PanelProps>);
}

describe('lazyWithAntd (issue 13, issue 29)', () => {
  it('draws the panel inside antd’s theme, which loads with it', async () => {
    const Panel = lazyWithAntd(panelModule());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Panel name="filters" />
      </Suspense>,
    );
    const panel = await screen.findByText('The filters panel');
    expect(panel.parentElement).toBe(screen.getByTestId('theme'));
  });

  it('fetches the panel ahead when a pointer comes over, or the focus onto, what opens it', async () => {
    const load = panelModule();
    const Panel = lazyWithAntd(load);
    render(
      <button type="button" {...Panel.prefetchOn}>
        Filters
      </button>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.pointerEnter(screen.getByRole('button'));
    await waitFor(() => expect(Panel.loaded()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
