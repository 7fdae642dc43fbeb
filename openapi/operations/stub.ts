import { refusalsOf } from '../refusals.ts';
import {
  StubAssignTestRequest,
  StubAssignTestResponse,
  StubAttemptsQuery,
  StubAttemptsResponse,
  StubBookmarksResponse,
  StubClockRequest,
  StubClockResponse,
  StubNotesResponse,
  StubOutboxQuery,
  StubOutboxResponse,
  StubResetResponse,
  StubVisitsResponse,
} from '../stub.ts';

/**
 * Appended to every QA summary: the surface is absent unless the stub runs with STUB_QA=on, and
 * then every call needs the configured token in the X-QA-Token header (401 UNAUTHORIZED without).
 */
const qaOnly = (summary: string) =>
  `${summary}. QA only: off unless STUB_QA=on; needs the X-QA-Token header (401 without it)`;

/** The QA surface's refusals by code. */
export const StubRefusals = {
  NO_SUCH_USER: 'No such user',
  NO_SUCH_COURSE: 'No such course',
} as const;

export const StubOps = {
  stubReset: {
    operationId: 'stubReset',
    method: 'post',
    path: '/__stub/reset',
    tag: 'stub',
    summary: qaOnly('Put the stub backend back to its seed'),
    auth: false,
    response: StubResetResponse,
  },
  stubClock: {
    operationId: 'stubClock',
    method: 'post',
    path: '/__stub/clock',
    tag: 'stub',
    summary: qaOnly(
      "Move the stub's clock forward: OTP waits, expiries, sessions and test deadlines pass at once (a reset puts it back)",
    ),
    auth: false,
    body: StubClockRequest,
    response: StubClockResponse,
  },
  stubOutbox: {
    operationId: 'stubOutbox',
    method: 'get',
    path: '/__stub/outbox',
    tag: 'stub',
    summary: qaOnly('Mails the stub sent to an email, newest last'),
    auth: false,
    query: StubOutboxQuery,
    response: StubOutboxResponse,
  },
  stubVisits: {
    operationId: 'stubVisits',
    method: 'get',
    path: '/__stub/visits',
    tag: 'stub',
    summary: qaOnly('Every page visit received by task/v1/saveURL'),
    auth: false,
    response: StubVisitsResponse,
  },
  stubBookmarks: {
    operationId: 'stubBookmarks',
    method: 'get',
    path: '/__stub/bookmarks',
    tag: 'stub',
    summary: qaOnly('Every bookmark created with bookmark/v1/createBookmark, oldest first'),
    auth: false,
    response: StubBookmarksResponse,
  },
  stubNotes: {
    operationId: 'stubNotes',
    method: 'get',
    path: '/__stub/notes',
    tag: 'stub',
    summary: qaOnly('Every note created with notes/v1/createNotes, oldest first'),
    auth: false,
    response: StubNotesResponse,
  },
  stubAssignTest: {
    operationId: 'stubAssignTest',
    method: 'post',
    path: '/__stub/tests',
    tag: 'stub',
    summary: qaOnly('Assign a new test of a course to a user, with any length'),
    auth: false,
    body: StubAssignTestRequest,
    response: StubAssignTestResponse,
    refusals: refusalsOf(StubRefusals, 'NO_SUCH_USER', 'NO_SUCH_COURSE'),
  },
  stubAttempts: {
    operationId: 'stubAttempts',
    method: 'get',
    path: '/__stub/attempts',
    tag: 'stub',
    summary: qaOnly("A user's test attempts with every answer and flag the server holds"),
    auth: false,
    query: StubAttemptsQuery,
    response: StubAttemptsResponse,
  },
} as const;
