import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes generated files under `root`; with `--check` on the command line only compares them
 * with what is committed, and fails naming each stale one, its source and the command.
 */
export function writeOrCheck(
  root: URL,
  outputs: Iterable<{ file: string; expected: string }>,
  { source, command }: { source: string; command: string },
): void {
  for (const { file, expected } of outputs) {
    const target = new URL(file, root);
    if (process.argv.includes('--check')) {
      let committed = '';
      try {
        committed = readFileSync(target, 'utf8');
      } catch {
        // A missing file is as stale as an outdated one.
      }
      if (committed !== expected) {
        console.error(
          `${file} is stale: it does not match ${source}. Run \`${command}\` and commit the result.`,
        );
        process.exitCode = 1;
      } else console.log(`${file} is up to date.`);
    } else {
      mkdirSync(dirname(target.pathname), { recursive: true });
      writeFileSync(target, expected);
      console.log(`Wrote ${file}.`);
    }
  }
}
