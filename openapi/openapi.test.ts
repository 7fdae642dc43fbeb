import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderOperationRoutes } from './client-routes.ts';
import { buildOpenApiDocument, renderOpenApiDocument } from './document.ts';
import { demoOperations, type Operation, operations } from './operations.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const { version } = JSON.parse(read('../package.json')) as { version: string };

describe('openapi/openapi.json', () => {
  it('matches the contract (run `npm run openapi` when this fails)', () => {
    expect(read('./openapi.json')).toBe(renderOpenApiDocument(version));
  });

  it('has the client routes in step with the operations (run `npm run openapi` when this fails)', () => {
    for (const [file, expected] of renderOperationRoutes()) {
      expect(read(`../${file}`), file).toBe(expected);
    }
  });

  it('documents every operation at its seed path, with bearer auth or the QA token where needed', () => {
    const document = buildOpenApiDocument(version) as {
      paths: Record<string, Record<string, { security: unknown[]; responses: object }>>;
    };
    for (const op of [...Object.values(operations), ...Object.values(demoOperations)]) {
      const documented = document.paths[op.path]?.[op.method];
      expect(documented, `${op.method} ${op.path}`).toBeDefined();
      const qa = op.tag === 'stub';
      expect(documented?.security).toEqual(
        op.auth ? [{ bearerAuth: [] }] : qa ? [{ qaToken: [] }] : [],
      );
      // A demo call may refuse a token of its own with 401 (the mock sign-in's access-token).
      const refused = Object.values((op as Operation).refusalStatus ?? {}).map(String);
      expect(Object.keys(documented?.responses ?? {}).includes('401')).toBe(
        op.auth || qa || refused.includes('401'),
      );
      for (const status of refused) expect(documented?.responses).toHaveProperty(status);
    }
    expect(document.paths['/Common/v1/state']).toBeDefined();
  });

  it('refers to named schemas only, each of which exists', () => {
    const text = read('./openapi.json');
    const components = (JSON.parse(text) as { components: { schemas: object } }).components.schemas;
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      expect(components).toHaveProperty(name as string);
    }
  });
});
