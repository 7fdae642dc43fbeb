import type { ContractRoute } from '#openapi/operation-route.ts';
import {
  envelopeOf,
  type OperationInput,
  type RequestOptions,
  send,
  somethingWentWrong,
} from './api-client.ts';

/**
 * The one HTTP client's raw mode, for an operation whose success is a file (the contract's
 * `download`, such as the results CSV): the same headers and session rules as `callApi`, resolving
 * with the file; a refusal or an error still comes as the envelope and rejects with its ApiError.
 * Apart from api-client.ts so that only a page that downloads loads it (a student's /home budget).
 */
export async function downloadApi<Route extends ContractRoute>(
  route: Route,
  input: OperationInput<Route>,
): Promise<Blob> {
  const response = await send(route.path, {
    ...(input as RequestOptions),
    method: route.method,
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && !type.startsWith('application/json')) return response.blob();
  await envelopeOf(response);
  // An envelope with status true where a file was due: the answer is not what the contract says.
  throw somethingWentWrong('http', response.status);
}
