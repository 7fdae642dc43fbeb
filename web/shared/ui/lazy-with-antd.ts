import type { ComponentType } from 'react';
import { lazyDrawn } from './lazy-drawn.ts';

/** A component and antd's theme module (antd-root.tsx), as the caller's own imports load them. */
export type WithAntdRoot<Props> = {
  Component: ComponentType<Props>;
  antdRoot: typeof import('./antd-root.tsx');
};

/**
 * A component loaded the first time it renders, inside antd's theme (antd-root.tsx), which loads
 * with it: the signed-in shell draws no antd until a panel opens (issue 13: a student's first
 * /home on a slow phone), so the panels that do bring antd themselves. `preload` fetches it ahead,
 * and once fetched it is drawn in the press's own render (lazyDrawn).
 *
 * `load` imports antd-root itself: an import of it here would be one chunk group for every user
 * of this module, its files those that all of them lack, so the shell's panels, which prefetch
 * their own import's files while idle, would download more of them when opened once a page's
 * module used this too (as the institute's policy card did, issue 29).
 */
export function lazyWithAntd<Props extends object>(load: () => Promise<WithAntdRoot<Props>>) {
  const Themed = lazyDrawn(() =>
    load().then(({ Component, antdRoot }) => antdRoot.withAntd(Component)),
  );
  // Spread on what opens it: a pointer over it, or the focus on it, fetches it ahead of the press.
  const prefetchOn = { onPointerEnter: Themed.preload, onFocus: Themed.preload };
  return Object.assign(Themed, { prefetchOn });
}
