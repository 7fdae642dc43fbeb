import { type ComponentType, lazy } from 'react';

/**
 * A component loaded the first time it renders, inside antd's theme (antd-root.tsx), which loads
 * with it: the signed-in shell draws no antd until a panel opens (issue 13: a student's first
 * /home on a slow phone), so the panels that do bring antd themselves. `preload` fetches it ahead.
 */
export function lazyWithAntd<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadThemed = () => {
    loading ??= Promise.all([load(), import('./antd-root.tsx')]).then(
      ([Component, { withAntd }]) => ({ default: withAntd(Component) }),
    );
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
  return Object.assign(lazy(loadThemed), { preload });
}
