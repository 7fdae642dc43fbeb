import type { TSchema } from 'typebox';
import * as applications from './applications.ts';
import * as bookmark from './bookmark.ts';
import * as common from './common.ts';
import * as courses from './courses.ts';
import * as dashboardCompany from './dashboard-company.ts';
import * as dashboardInstitute from './dashboard-institute.ts';
import * as dashboardRecruiter from './dashboard-recruiter.ts';
import * as dashboardStudent from './dashboard-student.ts';
import * as academy from './demo/academy.ts';
import * as demoBookmarks from './demo/bookmarks.ts';
import * as calendar from './demo/calendar.ts';
import * as chat from './demo/chat.ts';
import * as contacts from './demo/contacts.ts';
import * as demoAuth from './demo/demo-auth.ts';
import * as eCommerce from './demo/e-commerce.ts';
import * as faq from './demo/faq.ts';
import * as fileManager from './demo/file-manager.ts';
import * as icons from './demo/icons.ts';
import * as invoice from './demo/invoice.ts';
import * as knowledgeBase from './demo/knowledge-base.ts';
import * as mail from './demo/mail.ts';
import * as notesApp from './demo/notes-app.ts';
import * as notificationPanel from './demo/notification-panel.ts';
import * as templateProfile from './demo/profile.ts';
import * as quickPanel from './demo/quick-panel.ts';
import * as scrumboard from './demo/scrumboard.ts';
import * as demoSearch from './demo/search.ts';
import * as todo from './demo/todo.ts';
import * as widgets from './demo/widgets.ts';
import { EmptyBody, ErrorEnvelope } from './envelope.ts';
import * as events from './events.ts';
import * as exam from './exam.ts';
import * as jobs from './jobs.ts';
import * as notes from './notes.ts';
import { demoOperations, type Operation, operations } from './operations.ts';
import * as placement from './placement.ts';
import * as profiles from './profiles.ts';
import * as records from './records.ts';
import * as results from './results.ts';
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
    faq,
    knowledgeBase,
    fileManager,
    icons,
    todo,
    scrumboard,
    calendar,
    notesApp,
    eCommerce,
    invoice,
    demoAuth,
    // Chat, contacts, academy, widgets, search and the template's panels (issue 31).
    chat,
    contacts,
    academy,
    widgets,
    demoSearch,
    notificationPanel,
    templateProfile,
    quickPanel,
    demoBookmarks,
    jobs,
    applications,
    profiles,
    events,
    results,
    placement,
    records,
    dashboardCompany,
    dashboardInstitute,
    dashboardRecruiter,
    dashboardStudent,
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

/**
 * The name of a named schema, or of `Type.Optional(named)`: TypeBox's Optional is a shallow copy
 * with the hidden `~optional` key, so it keeps the named schema's values but not its identity.
 */
function nameOfValue(value: object, names: Map<object, string>): string | undefined {
  const name = names.get(value);
  if (name !== undefined || !Object.hasOwn(value, '~optional')) return name;
  const entries = Object.entries(value);
  for (const [named, namedName] of names) {
    const namedEntries = Object.entries(named);
    if (
      namedEntries.length === entries.length &&
      namedEntries.every(([key, item]) => (value as Record<string, unknown>)[key] === item)
    ) {
      return namedName;
    }
  }
  return undefined;
}

/**
 * TypeBox keywords the stub's validator reads that JSON Schema does not have; the document keeps
 * them as extensions, which OpenAPI allows and other tools ignore.
 */
const extensionKeywords: Record<string, string> = { errorMessage: 'x-error-message' };

/** The schema as JSON, with every named sub-schema replaced by a reference to its component. */
function toJson(value: unknown, names: Map<object, string>, root: boolean): Json {
  if (Array.isArray(value)) return value.map((item) => toJson(item, names, false));
  if (typeof value !== 'object' || value === null) return value as Json;
  const name = nameOfValue(value, names);
  if (name !== undefined && !root) return ref(name);
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    out[extensionKeywords[key] ?? key] = toJson(item, names, false);
  }
  return out;
}

/** The names of the components `value` refers to, directly. */
function refsIn(value: Json, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item.replace(/^.*\//, ''));
      else refsIn(item, into);
    }
  }
  return into;
}

/**
 * The components the paths use, directly or through one another, sorted by name. A query's
 * object schema is not among them: its properties are the operation's parameters, described there.
 */
function usedSchemas(paths: Json, names: Map<object, string>): Record<string, Json> {
  const byName = new Map([...names].map(([schema, name]) => [name, schema]));
  const used = new Map<string, Json>();
  const pending = [...refsIn(paths, new Set())];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    const schema = toJson(byName.get(name), names, true);
    used.set(name, schema);
    pending.push(...refsIn(schema, new Set()));
  }
  return Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function nameOf(schema: TSchema, names: Map<object, string>, where: string): string {
  const name = names.get(schema);
  if (name === undefined) throw new Error(`${where}: the schema must be exported under a name`);
  return name;
}

function queryParameters(query: TSchema, names: Map<object, string>): Json[] {
  const schema = query as unknown as {
    properties: Record<string, TSchema>;
    required?: string[];
    examples?: Record<string, Json>[];
  };
  return Object.entries(schema.properties).map(([name, property]) => {
    // A query's first example (a seeded id) is each parameter's, so "try it" works as written.
    const example = schema.examples?.[0]?.[name];
    return {
      name,
      in: 'query',
      required: schema.required?.includes(name) ?? false,
      schema: toJson(property, names, false),
      ...(example === undefined ? {} : { example }),
    };
  });
}

function errorResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: ref('ErrorEnvelope') } } };
}

function operationJson(op: Operation, names: Map<object, string>): Json {
  const response = ref(nameOf(op.response, names, `${op.operationId} response`));
  const refusalStatus: Readonly<Record<string, number>> = op.refusalStatus ?? {};
  const refusals = Object.entries(op.refusals ?? {}).filter(([code]) => !refusalStatus[code]);
  const responses: Record<string, Json> = {
    '200': {
      description:
        refusals.length === 0
          ? 'The envelope with status true'
          : `The envelope with status true, or status false with one of the codes: ${refusals.map(([code, message]) => `${code} ("${message}")`).join(', ')}`,
      content: op.download
        ? {
            // A download's success is the file; its refusals are still the envelope.
            [op.download.mediaType]: { schema: response },
            ...(refusals.length === 0
              ? {}
              : { 'application/json': { schema: ref('ErrorEnvelope') } }),
          }
        : {
            'application/json': {
              schema:
                refusals.length === 0 ? response : { oneOf: [response, ref('ErrorEnvelope')] },
            },
          },
    },
  };
  // Every call may get a 400: the edge refuses a request without exactly one Host header.
  responses['400'] = errorResponse(
    op.body || op.query
      ? 'INVALID_INPUT: body.errors names each field'
      : 'INVALID_INPUT: the request is malformed (it must carry exactly one Host header)',
  );
  if (op.auth) responses['401'] = errorResponse('UNAUTHORIZED: Invalid access token detected');
  if (op.tag === 'stub') {
    responses['401'] = errorResponse('UNAUTHORIZED: the X-QA-Token header is missing or wrong');
  }
  // Several codes may share a status (a call that knows two kinds of id has two 404s): one answer lists them all.
  const byStatus = new Map<number, string[]>();
  for (const [code, message] of Object.entries(op.refusals ?? {})) {
    const status = refusalStatus[code];
    if (status !== undefined)
      byStatus.set(status, [...(byStatus.get(status) ?? []), `${code}: ${message}`]);
  }
  for (const [status, lines] of byStatus)
    responses[String(status)] = errorResponse(lines.join('; '));
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
  if (op.refusals && Object.keys(op.refusals).length > 0) out['x-refusals'] = op.refusals;
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
  const schemas = usedSchemas(paths, names);
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
