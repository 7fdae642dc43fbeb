/**
 * A fuzz pass over the contract: every operation of `operations` and `demoOperations`, through the
 * whole app (createApp), signed in where the operation needs it and with the QA token, gets
 * malformed JSON, wrong types in every field, 1 MB strings, 10,000 levels of nesting, prototype
 * keys, NUL bytes, wrong content types, garbage queries and garbage tokens. The server must never
 * answer 5xx, every 4xx must be the error envelope, nothing may reach Object.prototype, and the
 * server must still answer a health check and a normal sign-in afterwards.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOperations, type Operation, operations } from '#openapi/operations.ts';
import { createApp } from '../../server/app.ts';
import { seedPassword } from '../../server/stub/test-support/stub.ts';
import { testConfig } from '../server/helpers/test-config.ts';

type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
};

const qaToken = 'fuzz-qa-token-0123456789';
const app = createApp(
  testConfig({ distDir: '/none', demoStubs: true, stubQa: { token: qaToken, generated: false } }),
  { logger: () => {} },
);

const megabyte = 'x'.repeat(1024 * 1024);
const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const polluting = '{"polluted":"yes"}';

// Values a field's pattern accepts, so a sample body gets past validation to the handler.
const patternSamples: Record<string, string> = {
  '^[0-9]{4}$': '1234',
  '^[6-9][0-9]{9}$': '9123456780',
};

/** A value the schema accepts (as near as a fuzz needs), to mutate one field at a time. */
function sampleOf(schema: Schema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf?.[0]) return sampleOf(schema.anyOf[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'email') return 'student@example.com';
      if (schema.pattern) return patternSamples[schema.pattern] ?? 'Strong#Pass1';
      if (name === 'password') return 'Wrong#Pass1';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

/** Wrong values for any field, as JSON text (some cannot be built as objects, e.g. 10k nesting). */
const wrongValues = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '9007199254740993',
  '1e308',
  '-1e308',
  '""',
  '"0"',
  '"\\u0000"',
  '"a\\u0000b"',
  '[]',
  '[null]',
  '{}',
  '{"$ne":null}',
  JSON.stringify(megabyte),
  `[${JSON.stringify(megabyte)}]`,
  `[${'1,'.repeat(99_999)}1]`,
  `[${'{},'.repeat(99_999)}{}]`,
  deepArray,
  deepObject,
  '{"a\\u0000":1}',
  `{"__proto__":${polluting}}`,
  `{"constructor":{"prototype":${polluting}}}`,
];

/** The body with one field's JSON replaced by `json` (fields are in the sample's order). */
function withField(sample: Record<string, unknown>, field: string, json: string): string {
  const parts = Object.entries(sample).map(([key, value]) =>
    key === field
      ? `${JSON.stringify(key)}:${json}`
      : `${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  return `{${parts.join(',')}}`;
}

/** The body with a member added first (prototype keys must be written as text to stay keys). */
const withMember = (sample: unknown, member: string) => {
  const rest = JSON.stringify(sample).slice(1);
  return `{${member}${rest === '}' ? '' : ','}${rest}`;
};

type Probe = {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** Every attack on one operation. */
function probesOf(op: Operation): Probe[] {
  const method = op.method.toUpperCase();
  const probes: Probe[] = [];
  const send = (
    label: string,
    extra: Omit<Probe, 'label' | 'method' | 'path'> & { path?: string },
  ) => probes.push({ label, method, path: op.path, ...extra });

  if (op.body) {
    const sample = sampleOf(op.body as Schema) as Record<string, unknown>;
    const malformed = [
      '',
      '{',
      '{"a":',
      '[',
      'nul',
      '{"a":1,}',
      "{'a':1}",
      '\u0000',
      '{"a":"\\uZZZZ"}',
      'null',
      '[]',
      '"text"',
      '1',
      'true',
      deepArray,
      deepObject,
      '['.repeat(100_000),
    ];
    for (const body of malformed) send(`malformed body ${body.slice(0, 12)}`, { body });
    send('the sample body', { body: JSON.stringify(sample) });
    for (const [field, schema] of Object.entries((op.body as Schema).properties ?? {})) {
      for (const json of wrongValues) {
        send(`${field} = ${json.slice(0, 24)}`, { body: withField(sample, field, json) });
      }
      if (schema.type === 'string') {
        const value = String(sample[field]);
        send(`${field} with a NUL`, {
          body: withField(sample, field, JSON.stringify(`${value}\u0000`)),
        });
        send(`${field} + 1 MB`, {
          body: withField(sample, field, JSON.stringify(value + megabyte)),
        });
      }
      // One level down: deviceInfo's fields, saveURL's visits, submit's answers and flags.
      const inner = schema.type === 'array' ? schema.items : schema;
      if (inner?.type === 'object') {
        const innerSample = sampleOf(inner) as Record<string, unknown>;
        const wrap = (json: string) => (schema.type === 'array' ? `[${json}]` : json);
        send(`${field} with __proto__`, {
          body: withField(sample, field, wrap(withMember(innerSample, `"__proto__":${polluting}`))),
        });
        for (const innerField of Object.keys(inner.properties ?? {})) {
          for (const json of wrongValues) {
            send(`${field}.${innerField} = ${json.slice(0, 24)}`, {
              body: withField(sample, field, wrap(withField(innerSample, innerField, json))),
            });
          }
        }
      }
    }
    for (const member of [
      `"__proto__":${polluting}`,
      `"constructor":{"prototype":${polluting}}`,
      `"prototype":${polluting}`,
      `"__proto__":{"__proto__":${polluting}}`,
      `"extra":${JSON.stringify(megabyte)}`,
    ]) {
      send(`body with ${member.slice(0, 30)}`, { body: withMember(sample, member) });
    }
    for (const contentType of [
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/jsonx',
      'application/vnd.api+json',
      'application/json, text/plain',
    ]) {
      send(`Content-Type ${contentType || '(none)'}`, {
        headers: { 'Content-Type': contentType },
        body: JSON.stringify(sample),
      });
    }
    send('form body', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
    });
  }

  const sampleQuery = op.query ? (sampleOf(op.query as Schema) as Record<string, unknown>) : {};
  const query = (extra: string) =>
    [
      ...Object.entries(sampleQuery).map(
        ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
      ),
      extra,
    ].join('&');
  // The body only where the query is read too: elsewhere it would only add sign-ins (scrypt).
  const body = op.body && op.query ? JSON.stringify(sampleOf(op.body as Schema)) : undefined;
  for (const garbage of [
    '%',
    '%E0%A4%A',
    'a=%ZZ',
    '=&&&=',
    '__proto__[polluted]=yes',
    '__proto__=x&constructor=y&prototype=z',
    'constructor[prototype][polluted]=yes',
    `x=${megabyte}`,
    '%00=%00',
  ]) {
    send(`query ${garbage.slice(0, 24)}`, { path: `${op.path}?${query(garbage)}`, body });
  }
  for (const field of Object.keys(sampleQuery)) {
    for (const value of [
      '',
      '%00',
      'a%00b',
      '1e5',
      '-0',
      '0x10',
      'NaN',
      'Infinity',
      '-1',
      '1.5',
      '9'.repeat(400),
      megabyte,
    ]) {
      const rest = Object.entries(sampleQuery)
        .filter(([key]) => key !== field)
        .map(([key, v]) => `${key}=${encodeURIComponent(String(v))}`);
      send(`?${field}=${value.slice(0, 12)}`, {
        path: `${op.path}?${[...rest, `${field}=${value}`].join('&')}`,
      });
    }
    send(`?${field} twice`, { path: `${op.path}?${query(`${field}=a`)}` });
    send(`?${field}[]`, { path: `${op.path}?${field}[]=x` });
  }

  if (op.auth) {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMDA0Iiwic2lkIjoieCJ9.',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(100_000)}`,
      'Bearer \u00ff\u00fe',
    ]) {
      send(`Authorization ${authorization.slice(0, 20)}`, {
        headers: { Authorization: authorization },
        body,
      });
    }
  }
  // The other method on the same path.
  probes.push({ label: 'wrong method', method: method === 'GET' ? 'POST' : 'GET', path: op.path });
  return probes;
}

let token = '';

/** How the server answered the probes, by HTTP status, printed at the end for the record. */
const answered = new Map<number, number>();
const tally = (status: number) => answered.set(status, (answered.get(status) ?? 0) + 1);
const prototypeKeys = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  function: Object.getOwnPropertyNames(Function.prototype).sort(),
};

async function signIn(): Promise<{ status: boolean; body: { token: string } }> {
  const response = await app.request('/api/user/v1/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'student@example.com',
      password: seedPassword,
      deviceInfo: { name: 'Chrome', isMobile: false },
    }),
  });
  return response.json();
}

// Afresh before each test: the fuzz of /__stub/reset signs everyone out.
beforeEach(async () => {
  token = (await signIn()).body.token;
});

/** What is wrong with an answer, or null: no 5xx, and every 4xx (or refusal) is the envelope. */
async function problemWith(response: Response): Promise<string | null> {
  if (response.status >= 500)
    return `answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
  const text = await response.text();
  let answer: { status?: unknown; code?: unknown; message?: unknown };
  try {
    answer = JSON.parse(text);
  } catch {
    return `answered ${response.status} that is not JSON: ${text.slice(0, 100)}`;
  }
  if (response.status >= 400 || answer.status === false) {
    const envelope =
      answer.status === false &&
      typeof answer.code === 'string' &&
      typeof answer.message === 'string';
    if (!envelope) return `answered ${response.status} without the envelope: ${text.slice(0, 200)}`;
  }
  return null;
}

const everyOperation: Operation[] = [
  ...Object.values(operations),
  ...Object.values(demoOperations),
];

describe('the fuzz pass', () => {
  for (const op of everyOperation) {
    it(`${op.operationId} (${op.method.toUpperCase()} ${op.path}) never answers 5xx or off-envelope`, async () => {
      const problems: string[] = [];
      for (const probe of probesOf(op)) {
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          'X-QA-Token': qaToken,
          ...(op.auth ? { Authorization: `Bearer ${token}` } : {}),
          ...probe.headers,
        };
        if (headers['Content-Type'] === '') delete headers['Content-Type'];
        const response = await app.request(`/api${probe.path}`, {
          method: probe.method,
          headers,
          body: probe.method === 'GET' ? undefined : probe.body,
        });
        tally(response.status);
        const problem = await problemWith(response);
        if (problem) problems.push(`${probe.label}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

afterAll(() => {
  const total = [...answered.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...answered]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`);
  console.log(
    `fuzz: ${total} requests over ${everyOperation.length} operations; ${byStatus.join(', ')}`,
  );
  // Checked here too, so a pollution shows even when only some operations were run.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('an oversized array in a body', () => {
  // TypeBox's Check stops at maxItems, but explaining the failure (Errors) walked every item: an
  // 8 MB saveURL body of 4 million items held the event loop 3-4 s. Timed against parsing the
  // same body, with a wide margin, so a busy machine does not make it flaky.
  it('is refused in about the time it takes to parse it', async () => {
    const { UserSessionID } = (await signIn()).body as unknown as { UserSessionID: string };
    const body = JSON.stringify({
      data: Array.from({ length: 4_000_000 }, () => 1),
      UserSessionID,
    });
    const parseStarted = performance.now();
    JSON.parse(body);
    const parseMs = performance.now() - parseStarted;
    const started = performance.now();
    const response = await app.request('/api/task/v1/saveURL', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
    const answerMs = performance.now() - started;
    console.log(
      `4M-item saveURL body: parsed in ${parseMs.toFixed(0)} ms, refused in ${answerMs.toFixed(0)} ms`,
    );
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.code).toBe('INVALID_INPUT');
    expect(answer.body.errors[0].field).toMatch(/^\/data/);
    expect(answerMs).toBeLessThan(10 * parseMs + 500);
  });

  it('is refused with the field named when its items are nested 100,000 deep', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await app.request('/api/test/v1/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: `{"TestSessionID":"x","writerID":"w","reason":"student","answers":[${deep}],"flags":[]}`,
    });
    expect(await problemWith(response)).toBeNull();
    expect(response.status).toBe(400);
  });
});

describe('after the fuzz pass', () => {
  it('has polluted no prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(prototypeKeys.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(prototypeKeys.function);
  });

  it('still answers the health check and a normal sign-in', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await signIn()).status).toBe(true);
  });
});
