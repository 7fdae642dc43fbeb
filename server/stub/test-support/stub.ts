import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { expect } from 'vitest';
import type { LoginBody, RegisterRequest } from '#openapi/user.ts';
import { createStubBackend, type StubBackendOptions } from '../index.ts';

/** The envelope every stub answer uses; `body` is whatever the call returns. */
// biome-ignore lint/suspicious/noExplicitAny: tests read fields of many different bodies
export type Answer = { status: boolean; code?: string; message: string; body: any };

export const seedPassword = 'Demo@1234';
export const start = Date.UTC(2025, 0, 15, 9, 0, 0);
/** The QA token of the stubs the tests build; every call sends it, as QA tools would. */
export const qaToken = 'stub-tests-qa-token';

/** A new student's registration as the form sends it; `overrides` replace any field. */
export const registration = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  name: 'Meera Krishnan',
  email: 'meera@example.com',
  mobile: '9123456780',
  password: 'Strong#Pass1',
  instituteID: 1,
  classID: 1,
  sectionID: 1,
  stateID: 23,
  languageID: 2,
  ...overrides,
});

/** A stub backend on a clock the test moves, with its log captured; `settings` replace the defaults. */
export function makeStub(settings: Pick<StubBackendOptions, 'limits' | 'passwordCost'> = {}) {
  const clock = { now: start };
  const logs: Record<string, unknown>[] = [];
  const stub = createStubBackend({
    now: () => clock.now,
    jwtSecret: 'test-secret',
    log: (event) => logs.push(event),
    qa: { token: qaToken },
    ...settings,
  });

  /** Calls the stub like the SPA does and returns the HTTP status and the parsed envelope. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; rawBody?: string; contentType?: string } = {},
  ): Promise<{ status: number; json: Answer }> {
    const headers: Record<string, string> = {
      Authorization: options.token ? `Bearer ${options.token}` : '',
      'Accept-Language': 'en',
      'X-Client-Version': '2.1.18',
      'Content-Type': options.contentType ?? 'application/json',
      'X-QA-Token': qaToken,
    };
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await stub.app.request(path, { method, headers, body });
    return { status: response.status, json: (await response.json()) as Answer };
  }

  /** Signs in a seeded (or registered) account and returns the login body. */
  async function login(email: string, password = seedPassword): Promise<LoginBody> {
    const { json } = await call('POST', '/user/v1/login', {
      body: { username: email, password, deviceInfo: { name: 'Chrome', isMobile: false } },
    });
    expect(json.status, json.message).toBe(true);
    return json.body as LoginBody;
  }

  const advance = (ms: number) => {
    clock.now += ms;
  };

  return { stub, store: stub.store, clock, logs, call, login, advance };
}

/** Fails with TypeBox's errors when the answer does not match the contract's schema. */
export function expectContract(schema: TSchema, value: unknown) {
  const compiled = Compile(schema);
  expect([...compiled.Errors(value)]).toEqual([]);
}

/** Expects a 400 whose message and errors name this field. */
export function expectInvalidField(result: { status: number; json: Answer }, field: string) {
  expect(result.status).toBe(400);
  expect(result.json.status).toBe(false);
  expect(result.json.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  expect(result.json.message.startsWith(`${result.json.body.errors[0].field || 'body'}: `)).toBe(
    true,
  );
}
