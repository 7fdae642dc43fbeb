import { type ComponentType, createElement, lazy } from 'react';

/**
 * A component whose code is loaded the first time it renders (or ahead, by `preload`), and drawn
 * at once on every render after its code has come: React shows what suspended behind a fallback
 * no sooner than 300 ms after that fallback, so React.lazy alone held back a panel, a page's body
 * or a card whose code was already here (issue 29). The first render before then suspends, as
 * React.lazy does, inside the caller's Suspense.
 *
 * `load` asks for the code once; a failed download is asked for again the next time (the network
 * may be back), and `load` rejects with it for a caller that reports it.
 */
export function lazyDrawn<Props extends object>(fetch: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let Loaded: ComponentType<Props> | undefined;
  const load = () => {
    loading ??= fetch().then((Component) => {
      Loaded = Component;
      return Component;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  /** Fetches the code ahead of the render that needs it; a failure waits for that render. */
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  // One that suspended never committed the lazy one: React's retry renders this again, and
  // `Loaded` is set by then, so the component is never drawn by two types in turn.
  function Drawn(props: Props) {
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Drawn, { load, preload, loaded: () => Loaded !== undefined });
}
