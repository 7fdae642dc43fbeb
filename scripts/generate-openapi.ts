// Writes openapi/openapi.json and the client routes openapi/routes/<area>.gen.ts from the contract;
// `--check` only compares (CI, tests).
import { readFileSync } from 'node:fs';
import { renderOperationRoutes } from '#openapi/client-routes.ts';
import { renderOpenApiDocument } from '#openapi/document.ts';
import { writeOrCheck } from './generated-files.ts';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  version: string;
};
writeOrCheck(
  root,
  [
    { file: 'openapi/openapi.json', expected: renderOpenApiDocument(version) },
    ...[...renderOperationRoutes()].map(([file, expected]) => ({ file, expected })),
  ],
  { source: 'the contract in openapi/*.ts', command: 'npm run openapi' },
);
