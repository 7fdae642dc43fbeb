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

/** An area's refusals: stable code → the words the server says. */
export type Refusals = Readonly<Record<string, string>>;

/** The refusals one operation may answer, picked by code from its area's list. */
export function refusalsOf<All extends Refusals, Code extends keyof All & string>(
  all: All,
  ...codes: Code[]
): Pick<All, Code> {
  return Object.fromEntries(codes.map((code) => [code, all[code]])) as Pick<All, Code>;
}

/**
 * Refusals answered with an HTTP status instead of 200 (issue 31: a demo call's unknown id is a
 * 404), as an operation's `refusals` and `refusalStatus` together.
 */
export function answeredWith<Listed extends Refusals>(
  status: 401 | 404,
  refusals: Listed,
): { refusals: Listed; refusalStatus: Readonly<Record<string, 401 | 404>> } {
  return {
    refusals,
    refusalStatus: Object.fromEntries(Object.keys(refusals).map((code) => [code, status])),
  };
}
