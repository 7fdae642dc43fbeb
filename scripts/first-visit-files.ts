// The code of a page that students open cold, asked for with index.html rather than once the app's
// scripts have run (issue 29: on exam day a whole batch opens the test screen, most for the first
// time in that build; its chunks came in a second wave, a round trip and the app's start after the
// entry scripts). index.html's inline script (web/index.html) asks for these files on a first
// visit to a matching address with a session, as it asks for a page's files from its last load
// (web/app/page-files.ts). The build writes the list in, once Rspack knows the chunks.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { paths } from '../web/shared/routing/paths.ts';

/** What index.html says when the build has written nothing (the dev server): no page. */
export const FIRST_VISITS_PLACEHOLDER = '[] /* first-visit files */';

/** An import as the chunk report names it: the importing module and its request. */
type Import = { module: string; request: string };

/**
 * The first view of the test screen: its route module, the signed-in layout around it, and the
 * module that opens the attempt as the app starts (web/app/pages.ts).
 */
const firstVisits: { path: string; imports: Import[] }[] = [
  {
    path: paths.test,
    imports: [
      { module: './web/app/pages.ts', request: '../features/exam/api/open-test-early.ts' },
      { module: './web/app/pages.ts', request: './routes/test-session.tsx' },
      { module: './web/app/router.tsx', request: './layouts/signed-in-layout.tsx' },
    ],
  },
];

/** A route pattern (`/test/test/:CourseID/:TaskID`) as a regular expression's source. */
export function patternOf(path: string): string {
  return `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;
}

/** What a chunk of Rspack's stats says of itself that matters here. */
type ChunkOrigins = { files?: string[]; origins?: { moduleName?: string; request?: string }[] };

/**
 * The files (`/static/js/async/…`, `/static/css/async/…`) of every chunk one of `imports` loads:
 * each chunk names the imports whose chunk groups hold it, the libraries split out included.
 */
export function filesOf(chunks: ChunkOrigins[], imports: Import[]): string[] {
  const files = new Set<string>();
  for (const { module, request } of imports) {
    const held = chunks.filter(({ origins }) =>
      (origins ?? []).some((origin) => origin.moduleName === module && origin.request === request),
    );
    // An import renamed or moved: the build says so rather than leaving the page to the app.
    if (held.length === 0)
      throw new Error(`first-visit-files: no chunk for ${module} -> ${request}`);
    for (const chunk of held) {
      for (const file of chunk.files ?? []) if (/\.(js|css)$/.test(file)) files.add(`/${file}`);
    }
  }
  return [...files].sort();
}

/** The list index.html's inline script reads: a pattern of addresses and the files to ask for. */
export function firstVisitList(chunks: ChunkOrigins[]): { pattern: string; files: string[] }[] {
  return firstVisits.map(({ path, imports }) => ({
    pattern: patternOf(path),
    files: filesOf(chunks, imports),
  }));
}

/** index.html with the list written in place of the placeholder. */
export function withFirstVisits(html: string, list: ReturnType<typeof firstVisitList>): string {
  if (!html.includes(FIRST_VISITS_PLACEHOLDER)) {
    throw new Error("first-visit-files: index.html's placeholder was not found");
  }
  return html.replace(FIRST_VISITS_PLACEHOLDER, () => JSON.stringify(list));
}

/** Writes the list into the built index.html once Rspack is done. */
export class FirstVisitFilesPlugin implements Rspack.RspackPluginInstance {
  private readonly distDir: string;

  constructor(distDir: string) {
    this.distDir = distDir;
  }

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.done.tap('FirstVisitFilesPlugin', (stats) => {
      const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
      const path = join(this.distDir, 'index.html');
      writeFileSync(path, withFirstVisits(readFileSync(path, 'utf8'), firstVisitList(chunks)));
    });
  }
}
