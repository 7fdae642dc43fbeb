import { expect } from 'vitest';
import { createApp } from '../../../server/app.ts';
import type { Config } from '../../../server/config.ts';
import { createDemoStubs } from '../../../server/demo/index.ts';
import { type Answer, qaToken, start } from '../../../server/stub/test-support/stub.ts';
import { testConfig } from './test-config.ts';

/**
 * The app as `npm start` runs it (embedded stub backend, QA surface on), with the demo stubs on a
 * fixed clock, and a client that calls /api as the SPA does. For the demo apps' route tests.
 */
export function makeDemoApp(overrides: Partial<Config> = {}, clock = { now: start }) {
  const app = createApp(
    testConfig({
      distDir: '/nonexistent-dist',
      stubQa: { token: qaToken, generated: false },
      ...overrides,
    }),
    { logger: () => {}, demoStubs: createDemoStubs({ now: () => clock.now }) },
  );

  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; rawBody?: string } = {},
  ): Promise<{ status: number; json: Answer }> {
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await app.request(`/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-QA-Token': qaToken },
      body,
    });
    return { status: response.status, json: (await response.json()) as Answer };
  }

  return { app, call, clock };
}

/** Expects the 404 a demo call answers for an id it does not hold. */
export function expectMissing(
  result: { status: number; json: Answer },
  code: string,
  message: string,
) {
  expect(result.status).toBe(404);
  expect(result.json).toEqual({ status: false, code, message, body: {} });
}

/** Expects every one of these calls to be the 404 of an unknown /api path (DEMO_STUBS=off). */
export async function expectAbsent(
  call: ReturnType<typeof makeDemoApp>['call'],
  calls: readonly (readonly ['GET' | 'POST', string, unknown?])[],
) {
  for (const [method, path, body] of calls) {
    const answer = await call(method, path, { body });
    expect(answer.status, path).toBe(404);
    expect(answer.json, path).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'Not found',
      body: {},
    });
  }
}
