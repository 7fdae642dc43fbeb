import { validator } from 'hono/validator';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { errorResponse, type FieldError } from './envelope.ts';

type TypeBoxError = {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
};

/** The sub-schema a schemaPath such as `#/properties/a/items` points at. */
function schemaAt(root: TSchema, schemaPath: string): Record<string, unknown> {
  let node: unknown = root;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  return (node ?? {}) as Record<string, unknown>;
}

/** TypeBox's errors in words a person reads, one per field. */
export function fieldErrors(schema: TSchema, errors: readonly TypeBoxError[]): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    if (error.keyword === 'required') {
      for (const name of (error.params.requiredProperties as string[] | undefined) ?? []) {
        out.push({ field: `${error.instancePath}/${name}`, message: 'is required' });
      }
      continue;
    }
    const custom = schemaAt(schema, error.schemaPath).errorMessage;
    let message = error.message;
    if (typeof custom === 'string') message = custom;
    else if (error.keyword === 'format' && error.params.format === 'email') {
      message = 'must be a valid email address';
    }
    if (!out.some((known) => known.field === error.instancePath)) {
      out.push({ field: error.instancePath, message });
    }
  }
  return out;
}

/** The 400 answer for invalid input: the first problem in the message, every field in body.errors. */
export function invalidInput(errors: FieldError[]): Response {
  const [first] = errors;
  const message = first ? `${first.field || 'body'}: ${first.message}` : 'body: is invalid';
  return errorResponse(400, 'INVALID_INPUT', message, { body: { errors } });
}

const numeral = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * Query values arrive as strings: a numeral becomes a number where the schema wants a number, so
 * `'3'` passes as 3 while `'1.5'` still fails an integer and `'abc'` still fails a number.
 * (TypeBox's Value.Convert would truncate '1.5' to 1.)
 */
function convertQuery(schema: TSchema, value: unknown): unknown {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  if (!properties || typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [name, property] of Object.entries(properties)) {
    const raw = out[name];
    const numeric = property.type === 'integer' || property.type === 'number';
    if (numeric && typeof raw === 'string' && numeral.test(raw)) out[name] = Number(raw);
  }
  return out;
}

// TypeBox's Check stops at an array's maxItems, but Errors, which only explains a failure Check
// found, walks every item: an 8 MB body of 4 million items held the event loop 3-4 s. It explains
// a copy whose arrays are cut just past the contract's largest maxItems (500) and whose nesting
// stops past its deepest schema, so the cost is bounded whatever the body holds.
const itemsExplained = 501;
const depthExplained = 16;

/** The value with arrays cut to their first `itemsExplained` items and nesting cut at a depth. */
function explainable(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= depthExplained) return null;
  if (Array.isArray(value)) {
    return value.slice(0, itemsExplained).map((item) => explainable(item, depth + 1));
  }
  // fromEntries defines own properties: a "__proto__" key stays a key, as JSON.parse made it.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, explainable(item, depth + 1)]),
  );
}

/** Why a value Check refused is invalid, field by field. */
function explain(schema: TSchema, compiled: { Errors(value: unknown): unknown[] }, value: unknown) {
  const errors = fieldErrors(schema, compiled.Errors(explainable(value)) as TypeBoxError[]);
  // The problem was in what the copy left out (past the cut): name the whole input.
  return errors.length > 0 ? errors : [{ field: '', message: 'is invalid' }];
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/** Validates the JSON body or the query against a contract schema; invalid input gets a 400. */
export function validate<Target extends 'json' | 'query', Schema extends TSchema>(
  target: Target,
  schema: Schema,
) {
  const compiled = Compile(schema);
  return validator(target, (value: unknown, c) => {
    if (target === 'json') {
      const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
      if (!jsonMediaType.test(mediaType)) {
        return invalidInput([
          { field: '', message: 'must be JSON (Content-Type: application/json)' },
        ]);
      }
    }
    const input = target === 'query' ? convertQuery(schema, value) : value;
    if (compiled.Check(input)) return input as Static<Schema>;
    return invalidInput(explain(schema, compiled, input));
  });
}
