// For the demo apps' tests only: the app as `npm start` runs it, on the tests' fixed clock.

import { testConfig } from '../../tests/server/helpers/test-config.ts';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Answer, qaToken, start } from '../stub/test-support/stub.ts';
import { createDemoStubs } from './index.ts';

export { expectContract, expectInvalidField } from '../stub/test-support/stub.ts';
export { start };

/**
 * The app as `npm start` runs it (embedded stub backend and demo stubs on the tests' fixed clock,
 * the QA surface on so that reset answers), with `call` sending JSON to /api the way the SPA does.
 */
export function demoClient(overrides: Partial<Config> = {}) {
  const app = createApp(
    testConfig({
      distDir: '/nonexistent-dist',
      stubQa: { token: qaToken, generated: false },
      ...overrides,
    }),
    { logger: () => {}, demoStubs: createDemoStubs({ now: () => start }) },
  );
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Answer }> {
    const response = await app.request(`/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-QA-Token': qaToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Answer };
  }
  const get = async (path: string) => (await call('GET', path)).json;
  const post = async (path: string, body: unknown = {}) => (await call('POST', path, body)).json;
  const reset = () => call('POST', '/__stub/reset');
  return { app, call, get, post, reset };
}

/** The 404 an unknown id gets (issue 31): the error envelope with the refusal's code and words. */
export const notFound = (code: string, message: string) => ({
  status: 404,
  json: { status: false, code, message, body: {} },
});

/** `min` minutes before the tests' clock, as the contract writes instants. */
export const minutesBefore = (min: number) => new Date(start - min * 60_000).toISOString();
