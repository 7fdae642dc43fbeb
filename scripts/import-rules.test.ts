import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of biome.json (its `overrides` of noRestrictedImports) fire on each wrong import
 * and stay quiet on the right ones. Each case is one file with one import, linted by the project's
 * Biome with the project's rules in a scratch copy of the tree's layout.
 */
const root = new URL('../', import.meta.url);
const features = readdirSync(new URL('web/features/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

type Case = { file: string; from: string; refused: boolean };
const refused = (file: string, from: string): Case => ({ file, from, refused: true });
const allowed = (file: string, from: string): Case => ({ file, from, refused: false });

const stubDepths = [1, 2, 3, 4];
const cases: Case[] = [
  refused('web/shared/api/a.ts', '../../features/exam/api/test-api.ts'),
  refused('web/shared/b.ts', '../app/pages.ts'),
  allowed('web/shared/ui/c.ts', '../session/session-store.ts'),
  allowed('web/shared/d.ts', '#openapi/user.ts'),
  ...features.flatMap((feature, index) => {
    const other = features[(index + 1) % features.length];
    return [
      refused(`web/features/${feature}/components/a.ts`, `../../${other}/api/x.ts`),
      refused(`web/features/${feature}/b.ts`, `../${other}/x.ts`),
      refused(`web/features/${feature}/hooks/c.ts`, '../../../app/pages.ts'),
      allowed(`web/features/${feature}/hooks/d.ts`, '../api/x.ts'),
      allowed(`web/features/${feature}/hooks/e.ts`, '../../../shared/ui/x.ts'),
      allowed(`web/features/${feature}/hooks/f.ts`, '#openapi/demo/mail.ts'),
    ];
  }),
  refused('openapi/a.ts', '../server/stub/store.ts'),
  refused('openapi/b.ts', '../web/shared/api/x.ts'),
  refused('openapi/operations/c.ts', '../../server/contract/route.ts'),
  allowed('openapi/operations/d.ts', '../fields.ts'),
  ...stubDepths.flatMap((depth) => {
    const dir = `server/stub/${'area/'.repeat(depth - 1)}`;
    const up = '../'.repeat(depth);
    return [
      refused(`${dir}root.ts`, `${up}app-env.ts`),
      ...['edge', 'proxy', 'static', 'security'].map((folder) =>
        refused(`${dir}${folder}.ts`, `${up}${folder}/x.ts`),
      ),
      allowed(`${dir}contract.ts`, `${up}contract/route.ts`),
      allowed(`${dir}sibling.ts`, './x.ts'),
      allowed(`${dir}contract-alias.ts`, '#openapi/stub.ts'),
    ];
  }),
  // Tests may cross the lines to check two layers against each other (a form's rule and the contract's).
  allowed('web/shared/api/e.test.ts', '../../features/exam/api/test-api.ts'),
  allowed('openapi/e.test.ts', '../web/features/auth/validation.ts'),
];

const scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lintCases(): string[] {
  const config = JSON.parse(readFileSync(new URL('biome.json', root), 'utf8'));
  delete config.$schema;
  // The scratch tree is no git checkout: only the rules are wanted, not the ignore file.
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ ...config, root: true, vcs: {} }));
  for (const { file, from } of cases) {
    mkdirSync(join(scratch, dirname(file)), { recursive: true });
    writeFileSync(join(scratch, file), `import { x } from '${from}';\nexport { x };\n`);
  }
  const biome = new URL('node_modules/.bin/biome', root).pathname;
  const run = spawnSync(
    biome,
    ['lint', '--reporter=json', '--only=style/noRestrictedImports', '--max-diagnostics=none', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: { location: { path: string } }[] };
  return report.diagnostics.map((diagnostic) => diagnostic.location.path).sort();
}

describe("biome.json's import rules", () => {
  it('refuse shared → features/app, feature → other feature/app, openapi → server/web, stub → edge', () => {
    const expected = cases.filter((c) => c.refused).map((c) => c.file);
    expect(lintCases()).toEqual(expected.sort());
  });

  it('cover every depth the stub has', () => {
    const deepest = (dir: URL, depth: number): number =>
      Math.max(
        depth,
        ...readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => deepest(new URL(`${entry.name}/`, dir), depth + 1)),
      );
    expect(deepest(new URL('server/stub/', root), 1)).toBeLessThanOrEqual(Math.max(...stubDepths));
  });
});
