import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

type Schema = { $ref?: string; properties?: { status?: { const?: unknown } } };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { schemas: Record<string, Schema> };
};
type ResponseObject = { content?: Record<string, { schema: Schema & { oneOf?: Schema[] } }> };

const text = readFileSync(new URL('./openapi.json', import.meta.url), 'utf8');
const document = JSON.parse(text) as Document;

/**
 * Other tools (client generators, docs, gateways) read the committed document; redocly's
 * recommended rules are the common bar. `info-license` is off: the project publishes no licence,
 * and naming one is its owners' decision, not the document's.
 */
describe('openapi/openapi.json for other tools', () => {
  it('passes redocly lint with the recommended rules: no error, no warning', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'info-license': 'off' },
    });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(found).toEqual([]);
  });

  it('tells success from refusal in every response by a distinct `status` const', () => {
    const statusOf = (schema: Schema) => {
      const name = schema.$ref?.replace('#/components/schemas/', '');
      const resolved = name === undefined ? schema : document.components.schemas[name];
      return resolved?.properties?.status?.const;
    };
    const unclear: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        for (const [code, response] of Object.entries(responses)) {
          for (const { schema } of Object.values(response.content ?? {})) {
            const members = schema.oneOf ?? [];
            const statuses = members.map(statusOf);
            const distinct = new Set(statuses).size === members.length;
            if (!distinct || statuses.some((status) => typeof status !== 'boolean')) {
              unclear.push(`${method} ${path} ${code}: status ${JSON.stringify(statuses)}`);
            }
          }
        }
      }
    }
    expect(unclear).toEqual([]);
  });
});
