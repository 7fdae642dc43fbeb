import { type ComponentType, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { lazyDrawn } from '../../shared/ui/lazy-drawn.ts';
import { LoadingNote } from '../../shared/ui/loading-note.tsx';
import { awaitingBody, bodyCame } from '../../shared/ui/page-body-drawn.ts';
import { PageFrame } from './page-frame.tsx';

/** What a page's frame draws: its header, the lead marked for Element Timing, and its body. */
export type Frame = ComponentType<{ paintMark: string; children: ReactNode }>;

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
const PAINT_WAIT_MS = 500;

/** Whether the browser tells when a marked element has been painted (Element Timing: Chromium). */
const paintsAreTold = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('element') === true;

/**
 * Calls `then` once, when the browser has painted the frame's element marked `mark` (PageFrame's
 * paintMark): as Element Timing tells it where the browser does, a busy phone presenting a frame
 * well after its frame callback ran; else in the callback of the frame after the one that paints
 * it; or after PAINT_WAIT_MS where no paint comes. Returns a cancel.
 */
function afterPaint(mark: string, then: () => void): () => void {
  let done = false;
  let frame = 0;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    done = true;
    observer?.disconnect();
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
  const once = () => {
    if (done) return;
    stop();
    then();
  };
  if (paintsAreTold()) {
    observer = new PerformanceObserver((list) => {
      const painted = list
        .getEntries()
        .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === mark);
      if (painted) once();
    });
    observer.observe({ type: 'element', buffered: true });
  } else {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(once);
    });
  }
  const timer = window.setTimeout(once, PAINT_WAIT_MS);
  return stop;
}

/**
 * A signed-in page whose frame (its title and the line saying what it is for) is painted first,
 * with the shell, and whose body is asked for only then, its code and antd's, and drawn under it
 * (issue 29). Drawn by the router once the whole page had come, the frame's lead, the largest text
 * on most first screens, was painted after ~300 kB of scripts on a phone (/jobs: LCP 4.1 s);
 * asked for at the same time, the body's code took the phone's bandwidth from the layout's.
 */
export function framedPage(
  load: () => Promise<RouteModule>,
  Frame: Frame = PageFrame,
): ComponentType {
  // The body's page: drawn with its frame at once on every visit after its code has come
  // (waiting for a paint then would only flash the frame alone).
  const Body = lazyDrawn(() => load().then(({ Component }) => Component ?? NoPage));
  return function FramedPage() {
    const mark = `page-frame${useId()}`;
    const [, setCame] = useState(Body.loaded());
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(
      () =>
        Body.loaded()
          ? undefined
          : afterPaint(mark, () => {
              framePainted();
              // Asked again on the next visit if it fails: the network may be back.
              Body.load().then(
                () => setCame(true),
                (error: unknown) => setFailure({ error }),
              );
            }),
      [mark],
    );
    // A body whose code did not come is the router's to report, on its error page.
    if (failure) throw failure.error;
    // The frame alone says the page is on its way, marked busy (LoadingNote) as its body's own
    // loading notes are: a screen reader, and the accessibility sweep, wait for the body.
    const alone = (
      <Frame paintMark={mark}>
        <LoadingNote className="page-note" />
      </Frame>
    );
    if (!Body.loaded()) {
      // Drawn before the shell's effects run: the shell's idle work then waits for the body.
      awaitingBody();
      return alone;
    }
    // The body is drawn once its code has come, not suspended on it (lazyDrawn). What suspends
    // inside the body still shows the frame meanwhile.
    return (
      <Suspense fallback={alone}>
        <Body />
        <BodyCame />
      </Suspense>
    );
  };
}

/** Says the body is drawn, from an effect run after the body's own (its data asked for). */
function BodyCame() {
  useEffect(bodyCame, []);
  return null;
}
