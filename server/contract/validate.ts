import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { invisibleCharacterMessages, singleLineFormat } from '#openapi/fields.ts';
import { closedObjects } from '#openapi/request-body.ts';
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

/** A property name as a JSON pointer token. */
const pointerToken = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

const unknownField = 'is not a known field';

/** The words for a format TypeBox names only by its name. */
const formatMessages: Record<string, string> = {
  email: 'must be a valid email address',
  ...invisibleCharacterMessages,
};

/** The end of a schemaPath that points at one member of a union. */
const memberOfUnion = /\/anyOf\/\d+$/;

/** The keywords a value outside a closed list (an enum, a literal, a union of them) fails. */
const closedListKeywords = new Set(['const', 'enum', 'type', 'anyOf']);

/**
 * The values a schema allows when it is a closed list: an enum, a literal, null, or a union of
 * those; null for any other schema.
 */
function allowedValues(node: Record<string, unknown>): unknown[] | null {
  if (Array.isArray(node.enum)) return node.enum;
  if ('const' in node) return [node.const];
  if (node.type === 'null') return [null];
  if (!Array.isArray(node.anyOf)) return null;
  const values: unknown[] = [];
  for (const member of node.anyOf as Record<string, unknown>[]) {
    const own = allowedValues(member);
    if (!own) return null;
    values.push(...own);
  }
  return values;
}

/** Issue 28: a value outside a closed list is told the values allowed, not "equal to constant". */
const allowedMessage = (values: readonly unknown[]) => {
  const named = values.map((value) => JSON.stringify(value)).join(', ');
  return values.length === 1 ? `must be ${named}` : `must be one of ${named}`;
};

/** TypeBox's errors in words a person reads, one per field. */
export function fieldErrors(schema: TSchema, errors: readonly TypeBoxError[]): FieldError[] {
  const out: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!out.some((known) => known.field === field)) out.push({ field, message });
  };
  for (const error of errors) {
    if (error.keyword === 'required') {
      for (const name of (error.params.requiredProperties as string[] | undefined) ?? []) {
        add(`${error.instancePath}/${pointerToken(name)}`, 'is required');
      }
      continue;
    }
    if (error.keyword === 'additionalProperties') {
      for (const name of (error.params.additionalProperties as string[] | undefined) ?? []) {
        add(`${error.instancePath}/${pointerToken(name)}`, unknownField);
      }
      continue;
    }
    // Each unknown property also fails the `false` schema additionalProperties holds.
    if (error.keyword === 'boolean' && error.schemaPath.endsWith('/additionalProperties')) {
      add(error.instancePath, unknownField);
      continue;
    }
    const custom = schemaAt(schema, error.schemaPath).errorMessage;
    // A member of a union answers for the whole union: its own words, or the values it allows.
    const owner = schemaAt(schema, error.schemaPath.replace(memberOfUnion, ''));
    const allowed = closedListKeywords.has(error.keyword) ? allowedValues(owner) : null;
    let message = error.message;
    if (typeof custom === 'string') message = custom;
    else if (typeof owner.errorMessage === 'string') message = owner.errorMessage;
    else if (allowed) message = allowedMessage(allowed);
    else if (error.keyword === 'format') {
      message = formatMessages[error.params.format as string] ?? message;
    }
    add(error.instancePath, message);
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

/**
 * The value with every single-line string trimmed of its Unicode spaces (NBSP, ideographic space
 * and the like, which a length rule would count), so a rule measures what will be kept.
 */
function trimSingleLines(schema: unknown, value: unknown): unknown {
  const node = schema as Record<string, unknown> | undefined;
  if (!node || typeof node !== 'object') return value;
  if (typeof value === 'string') {
    const line = node.format === singleLineFormat;
    const inUnion = (node.anyOf as { format?: unknown }[] | undefined)?.some(
      (member) => member.format === singleLineFormat,
    );
    return line || inUnion ? value.trim() : value;
  }
  if (Array.isArray(value)) {
    return node.items ? value.map((item) => trimSingleLines(node.items, item)) : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const members = (node.anyOf as unknown[] | undefined) ?? [node];
  const properties = Object.assign(
    {},
    ...members.map((member) => (member as { properties?: object })?.properties ?? {}),
  ) as Record<string, unknown>;
  if (Object.keys(properties).length === 0) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [name, property] of Object.entries(properties)) {
    if (Object.hasOwn(out, name)) out[name] = trimSingleLines(property, out[name]);
  }
  return out;
}

// The contract's deepest body nests 4 levels; a body nesting far deeper is refused from its text,
// before JSON.parse and the schema walk it (a probe sent a million levels).
export const maxBodyDepth = 32;

/** Whether JSON text opens more than `maxBodyDepth` arrays or objects inside one another. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > maxBodyDepth) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/** Why a value Check refused is invalid, field by field. */
function explain(schema: TSchema, compiled: { Errors(value: unknown): unknown[] }, value: unknown) {
  const errors = fieldErrors(schema, compiled.Errors(explainable(value)) as TypeBoxError[]);
  // The problem was in what the copy left out (past the cut): name the whole input.
  return errors.length > 0 ? errors : [{ field: '', message: 'is invalid' }];
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates the JSON body or the query against a contract schema; invalid input gets a 400. A body
 * may hold only the fields its schema names (every object closed), nested at most `maxBodyDepth`.
 */
export function validate<Target extends 'json' | 'query', Schema extends TSchema>(
  target: Target,
  contractSchema: Schema,
): MiddlewareHandler {
  const schema = target === 'json' ? closedObjects(contractSchema) : contractSchema;
  const compiled = Compile(schema);
  const check = validator(target, (value: unknown, c) => {
    if (target === 'json') {
      const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
      if (!jsonMediaType.test(mediaType)) {
        return invalidInput([
          { field: '', message: 'must be JSON (Content-Type: application/json)' },
        ]);
      }
    }
    const input = trimSingleLines(schema, target === 'query' ? convertQuery(schema, value) : value);
    if (compiled.Check(input)) return input as Static<Schema>;
    return invalidInput(explain(schema, compiled, input));
  });
  if (target === 'query') return check;
  return async (c, next) => {
    // hono's validator parses from this same text, which the request keeps once read.
    if (jsonMediaType.test((c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '')) {
      if (nestsTooDeep(await c.req.text())) {
        return invalidInput([
          { field: '', message: `must not nest more than ${maxBodyDepth} levels deep` },
        ]);
      }
    }
    return check(c, next);
  };
}
