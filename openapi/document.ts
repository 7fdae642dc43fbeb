import type { TSchema } from 'typebox';
import * as applications from './applications.ts';
import * as bookmark from './bookmark.ts';
import * as common from './common.ts';
import * as courses from './courses.ts';
import * as academy from './demo/academy.ts';
import * as demoBookmarks from './demo/bookmarks.ts';
import * as chat from './demo/chat.ts';
import * as contacts from './demo/contacts.ts';
import * as mail from './demo/mail.ts';
import * as notificationPanel from './demo/notification-panel.ts';
import * as templateProfile from './demo/profile.ts';
import * as quickPanel from './demo/quick-panel.ts';
import * as demoSearch from './demo/search.ts';
import * as widgets from './demo/widgets.ts';
import { EmptyBody, ErrorEnvelope } from './envelope.ts';
import * as events from './events.ts';
import * as exam from './exam.ts';
import * as jobs from './jobs.ts';
import * as notes from './notes.ts';
import { demoOperations, type Operation, operations } from './operations.ts';
import * as profiles from './profiles.ts';
import * as stub from './stub.ts';
import * as task from './task.ts';
import * as user from './user.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const tagDescriptions: Record<Operation['tag'], string> = {
  seed: 'Calls the seed specification shows (§7)',
  extension: 'Calls added for pages the seed names but does not describe (D2)',
  stub: 'QA surface of the embedded stub backend; absent when the stub is off',
  demo: 'Demo-template stubs of the seed appendix (D18); absent when DEMO_STUBS is off',
};

/** Every exported schema of the contract modules, by its exported name. */
function namedSchemas(): Map<object, string> {
  const modules = [
    user,
    common,
    courses,
    task,
    exam,
    bookmark,
    notes,
    stub,
    mail,
    // Demo apps of issue 31, group chat/contacts/academy/panels (helper h9).
    chat,
    contacts,
    academy,
    widgets,
    demoSearch,
    notificationPanel,
    templateProfile,
    quickPanel,
    demoBookmarks,
    // End of the h9 group.
    jobs,
    applications,
    profiles,
    events,
    { EmptyBody, ErrorEnvelope },
  ];
  const names = new Map<object, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null) names.set(value, name);
    }
  }
  return names;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** The schema as JSON, with every named sub-schema replaced by a reference to its component. */
function toJson(value: unknown, names: Map<object, string>, root: boolean): Json {
  if (Array.isArray(value)) return value.map((item) => toJson(item, names, false));
  if (typeof value !== 'object' || value === null) return value as Json;
  const name = names.get(value);
  if (name !== undefined && !root) return ref(name);
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) out[key] = toJson(item, names, false);
  return out;
}

function nameOf(schema: TSchema, names: Map<object, string>, where: string): string {
  const name = names.get(schema);
  if (name === undefined) throw new Error(`${where}: the schema must be exported under a name`);
  return name;
}

function queryParameters(query: TSchema, names: Map<object, string>): Json[] {
  const schema = query as unknown as { properties: Record<string, TSchema>; required?: string[] };
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: toJson(property, names, false),
  }));
}

function errorResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: ref('ErrorEnvelope') } } };
}

function operationJson(op: Operation, names: Map<object, string>): Json {
  const response = ref(nameOf(op.response, names, `${op.operationId} response`));
  const refusals = Object.entries(op.refusals ?? {});
  const responses: Record<string, Json> = {
    '200': {
      description:
        refusals.length === 0
          ? 'The envelope with status true'
          : `The envelope with status true, or status false with one of the codes: ${refusals.map(([code, message]) => `${code} ("${message}")`).join(', ')}`,
      content: {
        'application/json': {
          schema: refusals.length === 0 ? response : { oneOf: [response, ref('ErrorEnvelope')] },
        },
      },
    },
  };
  if (op.body || op.query)
    responses['400'] = errorResponse('INVALID_INPUT: body.errors names each field');
  const notFound = Object.entries(op.notFound ?? {});
  if (notFound.length > 0) {
    responses['404'] = errorResponse(
      notFound.map(([code, message]) => `${code}: ${message}`).join('; '),
    );
  }
  if (op.auth) responses['401'] = errorResponse('UNAUTHORIZED: Invalid access token detected');
  if (op.tag === 'stub') {
    responses['401'] = errorResponse('UNAUTHORIZED: the X-QA-Token header is missing or wrong');
  }
  const out: Record<string, Json> = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    security: op.auth ? [{ bearerAuth: [] }] : op.tag === 'stub' ? [{ qaToken: [] }] : [],
  };
  if (op.query) out.parameters = queryParameters(op.query, names);
  if (op.body) {
    out.requestBody = {
      required: true,
      content: {
        'application/json': { schema: ref(nameOf(op.body, names, `${op.operationId} body`)) },
      },
    };
  }
  if (refusals.length > 0) out['x-refusals'] = Object.fromEntries(refusals);
  out.responses = responses;
  return out;
}

/** The OpenAPI 3.1 document of the contract, built from the operations table. */
export function buildOpenApiDocument(version: string): Json {
  const names = namedSchemas();
  const ops: Operation[] = [...Object.values(operations), ...Object.values(demoOperations)];
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of ops) {
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, Json>)[op.method] = operationJson(op, names);
  }
  const schemas: Record<string, Json> = {};
  for (const [schema, name] of [...names].sort(([, a], [, b]) => (a < b ? -1 : 1))) {
    schemas[name] = toJson(schema, names, true);
  }
  const tags = [...new Set(ops.map((op) => op.tag))].map((name) => ({
    name,
    description: tagDescriptions[name],
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campus recruit API',
      version,
      description:
        "Every response is the envelope {status, message, body}. A refusal is {status:false, code, message, body}: business refusals are HTTP 200, each listed by code with its operation (x-refusals); invalid input, a missing token and the edge's limits answer 4xx with the same envelope.",
    },
    servers: [{ url: '/api' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        // The QA surface, when switched on (STUB_QA=on), takes the configured STUB_QA_TOKEN.
        qaToken: { type: 'apiKey', in: 'header', name: 'X-QA-Token' },
      },
    },
  };
}

/** The document as committed: two-space JSON with a trailing newline. */
export function renderOpenApiDocument(version: string): string {
  return `${JSON.stringify(buildOpenApiDocument(version), null, 2)}\n`;
}
