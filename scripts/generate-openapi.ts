// Writes openapi/openapi.json from the TypeBox contract; `--check` only compares (CI, tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderOpenApiDocument } from '#openapi/document.ts';

const root = new URL('../', import.meta.url);
const target = new URL('openapi/openapi.json', root);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  version: string;
};
const expected = renderOpenApiDocument(version);

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // A missing document is as stale as an outdated one.
  }
  if (committed !== expected) {
    console.error(
      'openapi/openapi.json is stale: it does not match the contract in openapi/*.ts. Run `npm run openapi` and commit the result.',
    );
    process.exit(1);
  }
  console.log('openapi/openapi.json is up to date.');
} else {
  writeFileSync(target, expected);
  console.log('Wrote openapi/openapi.json.');
}
