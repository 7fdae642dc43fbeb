// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// happy-dom loads no script file (the addresses are what counts here): quietly, as if it had.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_KEY } from '../shared/session/session-store.ts';
import { runBodyScript } from '../test/index-html.ts';
import { PAGE_FILES_KEY, type PageFiles, rememberPageFiles } from './page-files.ts';

const BUILD = '/static/js/index.abc123.js';

const runInlineScript = () => runBodyScript("'page_files'");

const session = (role: string) =>
  localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth: { token: 'token', user: { role } } }));

const record = (overrides: Partial<PageFiles> = {}) =>
  localStorage.setItem(
    PAGE_FILES_KEY,
    JSON.stringify({
      build: BUILD,
      path: '/home',
      role: 'Student',
      files: ['/static/js/async/xi.08ef6975.js', '/static/css/async/xi.9a99.css'],
      ...overrides,
    }),
  );

/** What the script added to the head, as [tag, rel, address]. */
const added = () =>
  [...document.head.querySelectorAll('script[src*="/async/"], link[href*="/async/"]')].map(
    (element) =>
      element instanceof HTMLScriptElement
        ? ['script', element.async ? 'async' : '', element.getAttribute('src')]
        : [
            'link',
            `${element.getAttribute('rel')} ${element.getAttribute('as')}`,
            element.getAttribute('href'),
          ],
  );

beforeEach(() => {
  const entry = document.createElement('script');
  entry.src = BUILD;
  document.head.append(entry);
  history.replaceState(null, '', '/home');
});

afterEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("remembering a signed-in page's code files", () => {
  it('keeps the lazy code files this load fetched from our origin, once each, under the build', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/static/js/async/lib-query.b14f.js` },
      { name: `${location.origin}/static/css/async/u.e9f7.css` },
      { name: `${location.origin}/static/js/lib-react.dc8f.js` },
      { name: `${location.origin}/api/test/v1/tasks` },
      { name: 'https://elsewhere.example/static/js/async/x.js' },
      { name: `${location.origin}/static/js/async/lib-query.b14f.js` },
    ] as PerformanceEntry[]);

    rememberPageFiles('/home', 'Student');

    expect(JSON.parse(localStorage.getItem(PAGE_FILES_KEY) ?? 'null')).toEqual({
      build: BUILD,
      path: '/home',
      role: 'Student',
      files: ['/static/js/async/lib-query.b14f.js', '/static/css/async/u.e9f7.css'],
    });
  });
});

describe("index.html's inline script", () => {
  it('asks at once for the files the page needed last time: scripts to run, style sheets to fetch', () => {
    session('Student');
    record();
    runInlineScript();
    expect(added()).toEqual([
      ['script', 'async', '/static/js/async/xi.08ef6975.js'],
      ['link', 'preload style', '/static/css/async/xi.9a99.css'],
    ]);
  });

  it.each([
    ['another build', () => record({ build: '/static/js/index.old.js' })],
    ['another page', () => record({ path: '/jobs' })],
    ['another role', () => record({ role: 'Recruiter' })],
    [
      'an address that is not a code file of ours',
      () => record({ files: ['https://evil.example/x.js', '/static/js/async/../../x.js'] }),
    ],
  ])('adds nothing for a record of %s', (_, write) => {
    session('Student');
    write();
    runInlineScript();
    expect(added()).toEqual([]);
  });

  it('adds nothing without a session, or without a record', () => {
    record();
    runInlineScript();
    expect(added()).toEqual([]);
    localStorage.clear();
    session('Student');
    runInlineScript();
    expect(added()).toEqual([]);
  });
});
