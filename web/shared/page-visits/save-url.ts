import * as taskRoutes from '#openapi/routes/task.gen.ts';
import type { SaveUrlRequest } from '#openapi/task.ts';
import { callApi } from '../api/api-client.ts';

/** A flush waits this long for an answer; a hung request must not hold up every later one. */
export const SAVE_URL_TIMEOUT_MS = 30_000;

/** POST /task/v1/saveURL: a batch of the session's page visits (seed §4, §7). */
export function saveUrl(request: SaveUrlRequest, options: { keepalive?: boolean } = {}) {
  return callApi(taskRoutes.saveUrl, {
    body: request,
    keepalive: options.keepalive,
    signal: AbortSignal.timeout(SAVE_URL_TIMEOUT_MS),
  });
}
