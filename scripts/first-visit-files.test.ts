import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FIRST_VISITS_PLACEHOLDER,
  filesOf,
  firstVisitList,
  patternOf,
  withFirstVisits,
} from './first-visit-files.ts';

const page = { moduleName: './web/app/pages.ts', request: './routes/test-session.tsx' };
const layout = { moduleName: './web/app/router.tsx', request: './layouts/signed-in-layout.tsx' };
const other = { moduleName: './web/app/pages.ts', request: './routes/jobs.tsx' };
const early = {
  moduleName: './web/app/pages.ts',
  request: '../features/exam/api/open-test-early.ts',
};

/** Chunks as Rspack's stats list them: files and the imports whose groups hold each. */
const chunks = [
  { files: ['static/js/async/x.js', 'static/css/async/x.css'], origins: [page] },
  { files: ['static/js/async/early.js'], origins: [early] },
  { files: ['static/js/async/lib-query.js'], origins: [layout, page, other] },
  { files: ['static/js/async/p.js', 'static/js/async/p.js.LICENSE.txt'], origins: [layout] },
  { files: ['static/js/async/jobs.js'], origins: [other] },
  { files: ['static/js/async/confirm.js'], origins: [{ moduleName: './x.tsx', request: './c' }] },
];

describe("the test screen's files, asked for with index.html on a first visit (issue 29)", () => {
  it("lists every file of the page's and the layout's chunks, shared libraries included, once", () => {
    expect(
      filesOf(chunks, [
        { module: page.moduleName, request: page.request },
        { module: layout.moduleName, request: layout.request },
      ]),
    ).toEqual([
      '/static/css/async/x.css',
      '/static/js/async/lib-query.js',
      '/static/js/async/p.js',
      '/static/js/async/x.js',
    ]);
  });

  it('fails the build when an import it names has no chunk (renamed or moved)', () => {
    const withoutThePage = chunks.filter(({ origins }) => !origins.includes(page));
    expect(() => firstVisitList(withoutThePage)).toThrow(
      'first-visit-files: no chunk for ./web/app/pages.ts -> ./routes/test-session.tsx',
    );
  });

  it("matches the test screen's addresses and no other", () => {
    const pattern = new RegExp(patternOf('/test/test/:CourseID/:TaskID'), 'i');
    expect(['/test/test/1/101', '/test/test/1/101/'].map((path) => pattern.test(path))).toEqual([
      true,
      true,
    ]);
    expect(['/test/test/1', '/test/test/1/101/x', '/home'].some((path) => pattern.test(path))).toBe(
      false,
    );
  });

  it("writes the list into index.html's inline script, where the template leaves its place", () => {
    const template = readFileSync('web/index.html', 'utf8');
    expect(template.split(FIRST_VISITS_PLACEHOLDER)).toHaveLength(2);
    const list = firstVisitList(chunks);
    const html = withFirstVisits(template, list);
    expect(html).toContain(
      `const firstVisits = [{"pattern":"^/test/test/[^/]+/[^/]+/?$","files":["/static/css/async/x.css","/static/js/async/early.js",`,
    );
    expect(() => withFirstVisits('<html></html>', list)).toThrow('placeholder was not found');
  });
});
