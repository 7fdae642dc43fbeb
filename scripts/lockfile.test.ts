import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockedPackage = { optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/**
 * The registry here lacks some platforms' builds of newer native packages (@rspack/binding-*,
 * @biomejs/cli-*). A lockfile made while they were missing lacks their entries, and `npm ci`
 * then refuses it ("Missing: … from lock file"), on CI and on other developers' machines alike.
 */
describe('package-lock.json', () => {
  it('has an entry for every platform build of every native package', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, meta]) =>
      Object.keys(meta.optionalDependencies ?? {})
        .filter(
          (dep) =>
            !lock.packages[`${path}/node_modules/${dep}`] && !lock.packages[`node_modules/${dep}`],
        )
        .map((dep) => `${path || '(root)'} -> ${dep}`),
    );
    expect(missing).toEqual([]);
  });
});
