// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_GLOBAL } from '../web/features/exam/pre-paint/page-data.ts';
import { HELD_TYPE, holdAppScripts, startScript } from './hold-app-scripts.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>CampusRecruit</title>
  <link rel="icon" href="/favicon.ico"><script defer src="/static/js/lib-react.1.js" nonce="__CSP_NONCE__"></script><script defer src="/static/js/index.2.js" nonce="__CSP_NONCE__"></script><link href="/static/css/index.3.css" rel="stylesheet"></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The scripts the start script added, as [address, async]. */
const added = () =>
  [...document.head.querySelectorAll('script:not([type])')].map((script) => [
    script.getAttribute('src'),
    (script as HTMLScriptElement).async,
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("index.html's held scripts", () => {
  it('keeps them in the head, not run, and starts them from the end of the body', () => {
    const html = holdAppScripts(BUILT);
    expect(html).toContain(
      `<script type="${HELD_TYPE}" src="/static/js/lib-react.1.js" nonce="__CSP_NONCE__"></script>` +
        `<script type="${HELD_TYPE}" src="/static/js/index.2.js" nonce="__CSP_NONCE__"></script>`,
    );
    expect(html).not.toContain('defer');
    expect(html).toContain(`<script nonce="__CSP_NONCE__">${startScript}</script></body>`);
    expect(() => holdAppScripts('<html><body></body></html>')).toThrow(/were not found/);
  });

  const hold = () => {
    for (const src of ['/static/js/lib-react.1.js', '/static/js/index.2.js']) {
      const script = document.createElement('script');
      script.type = HELD_TYPE;
      script.src = src;
      document.head.append(script);
    }
  };

  it('adds them at once, in order, run in order, when no copy of the page is painted', () => {
    hold();
    new Function(startScript)();
    expect(added()).toEqual([
      ['/static/js/lib-react.1.js', false],
      ['/static/js/index.2.js', false],
    ]);
  });

  it('adds them once the copy has painted, and only once', async () => {
    hold();
    const copy = document.createElement('div');
    copy.id = 'page-snapshot';
    document.body.append(copy);
    new Function(startScript)();
    expect(added()).toEqual([]);
    // After the next frame, or half a second at the latest (a hidden tab paints no frame).
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(added()).toHaveLength(2);
  });

  it('on the test page, adds them once its copy of the question has painted', async () => {
    hold();
    let painted = () => {};
    (window as unknown as Record<string, Promise<void>>)[HOLD_GLOBAL] = new Promise<void>(
      (done) => (painted = done),
    );
    try {
      new Function(startScript)();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(added()).toEqual([]);
      painted();
      await Promise.resolve();
      expect(added()).toHaveLength(2);
    } finally {
      delete (window as unknown as Record<string, unknown>)[HOLD_GLOBAL];
    }
  });
});
