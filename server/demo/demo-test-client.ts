import { testConfig } from '../../tests/server/helpers/test-config.ts';
import { type Answer, qaToken, start } from '../../tests/server/stub-helpers.ts';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createDemoStubs } from './index.ts';

/**
 * The app as `npm start` runs it (embedded stub backend and demo stubs on the tests' fixed clock),
 * with a `call` that sends JSON to /api the way the SPA does. For the demo apps' route tests.
 */
export function demoClient(overrides: Partial<Config> = {}) {
  const config = testConfig({
    distDir: '/nonexistent-dist',
    // The QA surface on, with the token `call` sends, so POST /api/__stub/reset answers.
    stubQa: { token: qaToken, generated: false },
    ...overrides,
  });
  const app = createApp(config, {
    logger: () => {},
    demoStubs: createDemoStubs({ now: () => start }),
  });
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
  const reset = () => call('POST', '/__stub/reset');
  return { app, call, reset };
}

/** A 404 whose envelope carries this refusal code and words. */
export const notFound = (code: string, message: string) => ({
  status: 404,
  json: { status: false, code, message, body: {} },
});
