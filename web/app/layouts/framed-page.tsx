import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { PageFrame } from './page-frame.tsx';

/** A route module as the router loads it: its page is `Component`. */
type RouteModule = { Component?: ComponentType };

/** What a route draws when its module has no page: nothing (the registry's modules all have one). */
const NoPage = () => null;

let framePainted: () => void = () => undefined;
/**
 * Settles once a page's frame has been painted: the first page load asks for the body's code then
 * (router.tsx preloadSignedInPage), not as the app starts.
 */
export const firstFramePainted = new Promise<void>((resolve) => {
  framePainted = resolve;
});

/** The longest the body waits for the frame's paint: a hidden tab paints nothing, ever. */
const PAINT_WAIT_MS = 250;

/**
 * Calls `then` once, when the browser has painted what was just committed: in the callback of the
 * frame after the one that paints it (a busy phone presents a frame well after its own callback
 * ran), or after PAINT_WAIT_MS where no frame comes. Returns a cancel.
 */
function afterPaint(then: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(once);
  });
  const timer = window.setTimeout(once, PAINT_WAIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * A signed-in page whose frame (its title and the line saying what it is for) is painted first,
 * with the shell, and whose body is asked for only then, its code and antd's, and drawn under it
 * (issue 29). Drawn by the router once the whole page had come, the frame's lead, the largest text
 * on most first screens, was painted after ~300 kB of scripts on a phone (/jobs: LCP 4.1 s);
 * asked for at the same time, the body's code took the phone's bandwidth from the layout's.
 */
export function framedPage(load: () => Promise<RouteModule>): ComponentType {
  const Body = lazy(() => load().then(({ Component }) => ({ default: Component ?? NoPage })));
  return function FramedPage() {
    const [painted, setPainted] = useState(false);
    useEffect(
      () =>
        afterPaint(() => {
          framePainted();
          setPainted(true);
        }),
      [],
    );
    const frame = <PageFrame>{null}</PageFrame>;
    if (!painted) return frame;
    return (
      <Suspense fallback={frame}>
        <Body />
      </Suspense>
    );
  };
}
