import { type ComponentType, createElement, lazy } from 'react';

/** A component and antd's theme module (antd-root.tsx), as the caller's own imports load them. */
export type WithAntdRoot<Props> = {
  Component: ComponentType<Props>;
  antdRoot: typeof import('./antd-root.tsx');
};

/**
 * A component loaded the first time it renders, inside antd's theme (antd-root.tsx), which loads
 * with it: the signed-in shell draws no antd until a panel opens (issue 13: a student's first
 * /home on a slow phone), so the panels that do bring antd themselves. `preload` fetches it ahead.
 *
 * `load` imports antd-root itself: an import of it here would be one chunk group for every user
 * of this module, its files those that all of them lack, so the shell's panels, which prefetch
 * their own import's files while idle, would download more of them when opened once a page's
 * module used this too (as the institute's policy card did, issue 29).
 */
export function lazyWithAntd<Props extends object>(load: () => Promise<WithAntdRoot<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  // The themed component once come: drawn at once, not suspended on (see Themed below).
  let Loaded: ComponentType<Props> | undefined;
  const loadThemed = () => {
    loading ??= load().then(({ Component, antdRoot }) => {
      Loaded = antdRoot.withAntd(Component);
      return { default: Loaded };
    });
    // A failed download is asked for again the next time, and reported by the panel then.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const preload = () =>
    loadThemed().then(
      () => undefined,
      () => undefined,
    );
  // Spread on what opens it: a pointer over it, or the focus on it, fetches it ahead of the press.
  const prefetchOn = { onPointerEnter: preload, onFocus: preload };
  const Lazy = lazy(loadThemed);
  // Its code fetched ahead (prefetchOn), the panel is drawn in the press's own render: React shows
  // what suspended behind a fallback no sooner than 300 ms after that fallback. One that suspended
  // never committed the lazy one: React's retry renders this again, and `Loaded` is set by then.
  function Themed(props: Props) {
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Themed, { preload, prefetchOn });
}
