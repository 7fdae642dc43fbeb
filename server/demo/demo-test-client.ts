// For the demo apps' tests only: the app as `npm start` runs it, on the tests' fixed clock.

import { makeDemoApp } from '../../tests/server/helpers/demo-app.ts';
import type { Config } from '../config.ts';
import { start } from '../stub/test-support/stub.ts';

export { expectContract, expectInvalidField } from '../stub/test-support/stub.ts';
export { start };

/**
 * makeDemoApp's app (the app as `npm start` runs it, demo stubs on the tests' fixed clock, the QA
 * surface on so that reset answers), with `call` taking the JSON body itself, and `get`, `post`.
 */
export function demoClient(overrides: Partial<Config> = {}) {
  const demo = makeDemoApp(overrides);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    demo.call(method, path, { body });
  const get = async (path: string) => (await call('GET', path)).json;
  const post = async (path: string, body: unknown = {}) => (await call('POST', path, body)).json;
  const reset = () => call('POST', '/__stub/reset');
  return { app: demo.app, call, get, post, reset };
}

/** The 404 an unknown id gets (issue 31): the error envelope with the refusal's code and words. */
export const notFound = (code: string, message: string) => ({
  status: 404,
  json: { status: false, code, message, body: {} },
});

/** `min` minutes before the tests' clock, as the contract writes instants. */
export const minutesBefore = (min: number) => new Date(start - min * 60_000).toISOString();
