// Writes openapi/openapi.json and the client routes openapi/routes/<area>.gen.ts from the contract;
// `--check` only compares (CI, tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderOperationRoutes } from '#openapi/client-routes.ts';
import { renderOpenApiDocument } from '#openapi/document.ts';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  version: string;
};
const outputs = [
  { file: 'openapi/openapi.json', expected: renderOpenApiDocument(version) },
  ...[...renderOperationRoutes()].map(([file, expected]) => ({ file, expected })),
];

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
        `${file} is stale: it does not match the contract in openapi/*.ts. Run \`npm run openapi\` and commit the result.`,
      );
      process.exitCode = 1;
    } else console.log(`${file} is up to date.`);
  } else {
    writeFileSync(target, expected);
    console.log(`Wrote ${file}.`);
  }
}
