// What each chunk of a build holds and which import made it (issue 29: the size report says which
// chunks each page loads and why). Rsbuild writes it beside the build, never into it: the server
// serves every file of the build. scripts/size-check.ts reads it.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rspack } from '@rsbuild/core';

type StatsChunk = Rspack.StatsChunk;
type StatsModule = Rspack.StatsModule;

/** One chunk: its files, the imports that asked for it, and its largest modules. */
export type ChunkStat = {
  files: string[];
  names: string[];
  /** `module -> request` of each import() or entry that made the chunk. */
  origins: string[];
  /** Source size of what it holds, by package (node_modules) or project folder, largest first. */
  parts: { name: string; bytes: number }[];
};

/** `dist` → `dist.chunks.json`, beside the build (.gitignore). */
export const chunkStatsFile = (distDir: string): string => `${resolve(distDir)}.chunks.json`;

/** A module's package (`antd/button`, `rc-select`) or its project folder (`web/features/exam`). */
export function partOf(identifier: string): string {
  const path = identifier.replace(/^\.\//, '').replace(/ \+ \d+ modules?$/, '');
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:es\/|lib\/)?([^/]*)/);
  if (inPackage) {
    const [, name, first] = inPackage;
    // antd and its icons are one package of many components: name the component.
    return name === 'antd' || name === '@ant-design/icons' ? `${name}/${first}` : (name ?? path);
  }
  return path.split('/').slice(0, -1).slice(0, 3).join('/') || path;
}

/** A concatenated module's own modules, else the module itself. */
function leaves(module: StatsModule): StatsModule[] {
  const inner = (module.modules ?? []).filter((each) => each.name);
  return inner.length ? inner.flatMap(leaves) : module.name ? [module] : [];
}

function chunkStat(chunk: StatsChunk): ChunkStat {
  const parts = new Map<string, number>();
  for (const module of (chunk.modules ?? []).flatMap(leaves)) {
    const name = partOf(module.name ?? module.identifier ?? '?');
    parts.set(name, (parts.get(name) ?? 0) + (module.size ?? 0));
  }
  return {
    files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
    names: chunk.names ?? [],
    origins: [
      ...new Set(
        (chunk.origins ?? []).map((origin) => `${origin.moduleName ?? ''} -> ${origin.request}`),
      ),
    ],
    parts: [...parts].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
  };
}

/** Writes the chunk report for the build at `distDir` once Rspack is done. */
export class ChunkStatsPlugin implements Rspack.RspackPluginInstance {
  private readonly distDir: string;

  constructor(distDir: string) {
    this.distDir = distDir;
  }

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.done.tap('ChunkStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        nestedModules: true,
        cachedModules: true,
        dependentModules: true,
        orphanModules: true,
        chunkModulesSpace: Number.POSITIVE_INFINITY,
        nestedModulesSpace: Number.POSITIVE_INFINITY,
      });
      const chunks = (json.chunks ?? []).map(chunkStat);
      writeFileSync(chunkStatsFile(this.distDir), `${JSON.stringify(chunks, null, 1)}\n`);
    });
  }
}
