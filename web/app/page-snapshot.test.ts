// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// happy-dom loads no script file (the addresses are what counts here): quietly, as if it had.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_SNAPSHOT_KEY,
  PERSIST_KEY,
  signIn,
  signOut,
} from '../shared/session/session-store.ts';
import { runBodyScript } from '../test/index-html.ts';
import {
  capturePage,
  type PageSnapshot,
  SNAPSHOT_MAX_AGE_MS,
  usePageSnapshot,
} from './page-snapshot.ts';
import { dropPageSnapshot } from './page-snapshot-drop.ts';

const BUILD = '/static/js/index.abc123.js';

const runPaintScript = () => runBodyScript("'page_snapshot'");

const snapshot = (overrides: Partial<PageSnapshot> = {}): PageSnapshot => ({
  build: BUILD,
  path: '/home',
  role: 'Student',
  user: 'student@example.com',
  lang: 'en',
  savedAt: Date.now() - 60_000,
  title: 'Student home · CampusRecruit',
  htmlLang: 'en',
  htmlStyle: '--brand-colour: #1f3a8a;',
  html: '<main><h3 class="name">Aptitude</h3><span data-snapshot-style="color: red">x</span></main>',
  before: ['.icon{display:inline-flex}'],
  after: ['.name{font-size:20px}'],
  ...overrides,
});

const keep = (record: PageSnapshot) =>
  localStorage.setItem(PAGE_SNAPSHOT_KEY, JSON.stringify(record));

beforeEach(() => {
  window.history.replaceState(null, '', '/home');
  const entry = document.createElement('script');
  entry.src = BUILD;
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = '/static/css/index.def456.css';
  document.head.append(entry, sheet);
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.setItem(
    PERSIST_KEY,
    JSON.stringify({
      auth: { token: 'token', user: { role: 'Student', email: 'student@example.com' } },
    }),
  );
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('style');
  localStorage.clear();
});

describe("index.html's copy of a page's last view", () => {
  it('paints it before the root, inert, with its title, styles and style attributes', () => {
    keep(snapshot());
    runPaintScript();
    const copy = document.getElementById('page-snapshot');
    expect(copy?.nextElementSibling?.id).toBe('root');
    expect(copy?.querySelector('h3')?.textContent).toBe('Aptitude');
    expect([copy?.inert, document.getElementById('root')?.inert]).toEqual([true, true]);
    expect(document.title).toBe('Student home · CampusRecruit');
    expect(document.documentElement.style.getPropertyValue('--brand-colour').trim()).toBe(
      '#1f3a8a',
    );
    // Through the CSSOM: the policy refuses style attributes.
    expect(copy?.querySelector<HTMLElement>('span')?.style.color).toBe('red');
    // Before the app's style sheet, as the icons' engine puts them; after it, as the page's files.
    expect(
      [...document.head.querySelectorAll('style, link')].map((element) => element.tagName),
    ).toEqual(['STYLE', 'LINK', 'STYLE']);
    expect(
      [...document.head.querySelectorAll('style[data-page-snapshot]')].map((s) => s.textContent),
    ).toEqual(['.icon{display:inline-flex}', '.name{font-size:20px}']);
  });

  it.each([
    ['another user', { user: 'someone@example.com' }],
    ['another role', { role: 'Recruiter' }],
    ['another page', { path: '/jobs' }],
    ['another build', { build: '/static/js/index.old.js' }],
    ['another language', { lang: 'tn' }],
    ['a copy too old', { savedAt: Date.now() - SNAPSHOT_MAX_AGE_MS - 1 }],
  ])('paints nothing for %s', (_, overrides) => {
    keep(snapshot(overrides));
    runPaintScript();
    expect(document.getElementById('page-snapshot')).toBeNull();
    expect(document.getElementById('root')?.inert).toBe(false);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it("paints nothing at the page's address with a query (a dashboard's filter: other figures)", () => {
    keep(snapshot());
    window.history.replaceState(null, '', '/home?from=2026-01-01');
    runPaintScript();
    expect(document.getElementById('page-snapshot')).toBeNull();
    expect(document.getElementById('root')?.inert).toBe(false);
  });

  it('paints nothing signed out, or from a record that is not one', () => {
    keep(snapshot());
    localStorage.removeItem(PERSIST_KEY);
    runPaintScript();
    localStorage.setItem(PAGE_SNAPSHOT_KEY, '{not json');
    runPaintScript();
    expect(document.getElementById('page-snapshot')).toBeNull();
  });

  it('goes with its styles, and frees the root, once; a second call does nothing', () => {
    keep(snapshot());
    runPaintScript();
    dropPageSnapshot();
    dropPageSnapshot();
    expect(document.getElementById('page-snapshot')).toBeNull();
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(document.getElementById('root')?.inert).toBe(false);
  });
});

describe('a copy of the page', () => {
  it('keeps the markup without ids, scripts or style attributes, and hides running clocks', () => {
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML =
      '<main id="main"><h1 id="page-title">Home</h1><script>alert(1)</script>' +
      '<p style="color: red">Hi</p><span role="timer" data-snapshot-live="">00:39:55</span></main>';
    const page = capturePage(root);
    expect(page?.html).toBe(
      '<main><h1>Home</h1><p data-snapshot-style="color: red">Hi</p>' +
        '<span role="timer" data-snapshot-live="" data-snapshot-style="visibility:hidden">00:39:55</span></main>',
    );
    // The page itself is untouched.
    expect(root.querySelector('#page-title')).not.toBeNull();
  });

  it('writes text, values, empty elements and SVG as the page has them, a style attribute as data', () => {
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML =
      '<p>a &amp; b &lt;c&gt;</p><input value="x&quot;y"><!-- a note -->' +
      '<svg viewBox="0 0 1 1"><clipPath id="c"><rect style="fill: red;"></rect></clipPath></svg>';
    expect(capturePage(root)?.html).toBe(
      '<p>a &amp; b &lt;c&gt;</p><input value="x&quot;y">' +
        '<svg viewBox="0 0 1 1"><clipPath><rect data-snapshot-style="fill: red;"></rect></clipPath></svg>',
    );
  });

  it('takes the style elements with it, and is not taken when a rule loads a file', () => {
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<p class="a">Hi</p>';
    const style = document.createElement('style');
    style.textContent = '.a { color: red; }';
    document.head.append(style);
    expect(capturePage(root)?.after.join('')).toContain('color: red');
    style.textContent = '.a { background: url("/static/image/a.png"); }';
    expect(capturePage(root)).toBeNull();
  });
});

describe("keeping the page's view for its next load", () => {
  const kept = () =>
    JSON.parse(localStorage.getItem(PAGE_SNAPSHOT_KEY) ?? 'null') as PageSnapshot | null;

  /** The browser's idle moments, given one at a time: the returned call gives the next. */
  const idleMomentsOneAtATime = () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    return async () => {
      await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0), { timeout: 3000 });
      idle.shift()?.();
      await Promise.resolve();
    };
  };

  beforeEach(() => {
    signIn({
      token: 'token',
      user: {
        displayName: 'Karthik',
        role: 'Student',
        userType: 4,
        UserSessionID: 's1',
        photoURL: '',
        email: 'student@example.com',
        shortcuts: [],
      },
      activeTestDetails: null,
    });
    (document.getElementById('root') as HTMLElement).innerHTML = '<p class="a">Your tests</p>';
    const style = document.createElement('style');
    style.textContent = '.a { color: red; }';
    document.head.append(style);
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('keeps it a second after the page has drawn, its parts taken in idle moments', async () => {
    const nextIdleMoment = idleMomentsOneAtATime();
    const { unmount } = renderHook(() => usePageSnapshot('/home', true));
    // The markup, the one style sheet, then the record: nothing is kept before the last.
    await nextIdleMoment();
    await nextIdleMoment();
    expect(kept()).toBeNull();
    await nextIdleMoment();
    await vi.waitFor(() => expect(kept()).not.toBeNull());
    expect(kept()).toMatchObject({
      path: '/home',
      user: 'student@example.com',
      html: '<p class="a">Your tests</p>',
    });
    expect(kept()?.after.join('')).toContain('color: red');
    unmount();
  });

  it('does not replace a newer view kept meanwhile, the tab hidden', async () => {
    const nextIdleMoment = idleMomentsOneAtATime();
    const { unmount } = renderHook(() => usePageSnapshot('/home', true));
    await nextIdleMoment();
    // The page changes and the tab is hidden: that view is kept at once, a moment later.
    (document.getElementById('root') as HTMLElement).innerHTML = '<p class="a">Started</p>';
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 500);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    vi.restoreAllMocks();
    expect(kept()?.html).toBe('<p class="a">Started</p>');
    await nextIdleMoment();
    await nextIdleMoment();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept()?.html).toBe('<p class="a">Started</p>');
    unmount();
  });

  it('keeps nothing when the page is left before then, or goes to another address meanwhile', async () => {
    renderHook(() => usePageSnapshot('/home', true)).unmount();
    const { unmount } = renderHook(() => usePageSnapshot('/home', true));
    window.history.replaceState(null, '', '/jobs');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(kept()).toBeNull();
    unmount();
  });
});
