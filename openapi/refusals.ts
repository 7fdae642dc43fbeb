/**
 * The refusals any call may get, by their stable code, with the words the server says. The SPA
 * decides by `code` and never by comparing words; it shows the words as written (seed §8). Each
 * area's own refusals sit beside its operations (`openapi/operations/<area>.ts`). TypeBox-free, so
 * the SPA may import it.
 */
export const CommonRefusals = {
  INVALID_INPUT: 'The request is invalid',
  UNAUTHORIZED: 'Invalid access token detected',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  RATE_LIMITED: 'Too many attempts. Please wait and try again.',
  INTERNAL_ERROR: 'Internal server error',
  BACKEND_UNREACHABLE: 'The backend could not be reached',
  BACKEND_TIMEOUT: 'The backend did not answer in time',
} as const;

export type CommonRefusalCode = keyof typeof CommonRefusals;
