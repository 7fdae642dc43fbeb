import type { TSchema } from 'typebox';

// A request body names every field it may carry: the server refuses one it does not know (a typo,
// or a probe's megabytes of extra structure) with a 400 naming it, rather than ignoring it.

type Node = Record<string, unknown>;

/** The schema with `additionalProperties: false` on every object that does not say otherwise. */
export function closedObjects<Schema extends TSchema>(schema: Schema): Schema {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close);
    if (typeof node !== 'object' || node === null) return node;
    const out: Node = { ...(node as Node) };
    for (const key of ['items', 'not', 'additionalItems'])
      if (key in out) out[key] = close(out[key]);
    // allOf is left as it is: each closed part would refuse the fields of the others.
    for (const key of ['anyOf', 'oneOf', 'prefixItems']) {
      if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(close);
    }
    if (out.properties) {
      out.properties = Object.fromEntries(
        Object.entries(out.properties as Node).map(([name, value]) => [name, close(value)]),
      );
    }
    if (out.type === 'object' && !('additionalProperties' in out)) out.additionalProperties = false;
    return out;
  };
  return close(schema) as Schema;
}
