import {
  ChangeAckResponse,
  FlagRequest,
  SaveAnswerRequest,
  SubmitRequest,
  TestClockResponse,
  TestOpenRequest,
  TestResultResponse,
  TestSessionQuery,
  TestTasksResponse,
  TestViewResponse,
} from '../exam.ts';
import { refusalsOf } from '../refusals.ts';

/** After the deadline the server still takes the last changes for this long, then submits itself. */
export const GRACE_SECONDS = 30;

/** The business refusals of the timed test by code; the SPA tells them apart by the code. */
export const ExamRefusals = {
  TEST_NOT_ASSIGNED: 'This test is not assigned to you',
  TEST_ALREADY_SUBMITTED: 'This test has already been submitted',
  TEST_NOT_SUBMITTED: 'This test has not been submitted yet',
  TEST_SESSION_UNKNOWN: 'No such test session',
  TEST_TIME_UP: 'The time for this test is over; this change came too late to be saved',
  TEST_TAKEN_OVER: 'This test is open in another tab or device; this one has stopped saving',
} as const;

const sessionRefusals = refusalsOf(
  ExamRefusals,
  'TEST_SESSION_UNKNOWN',
  'TEST_TIME_UP',
  'TEST_TAKEN_OVER',
  'TEST_ALREADY_SUBMITTED',
);

export const ExamOps = {
  testTasks: {
    operationId: 'testTasks',
    method: 'get',
    path: '/test/v1/tasks',
    tag: 'extension',
    summary: "The caller's assigned tests, each with its state and time left",
    auth: true,
    response: TestTasksResponse,
  },
  testOpen: {
    operationId: 'testOpen',
    method: 'post',
    path: '/test/v1/open',
    tag: 'extension',
    summary:
      'One task for the test screen: its instructions, the running session (this tab becomes its only writer) or the result',
    auth: true,
    body: TestOpenRequest,
    response: TestViewResponse,
    refusals: refusalsOf(ExamRefusals, 'TEST_NOT_ASSIGNED'),
  },
  testStart: {
    operationId: 'testStart',
    method: 'post',
    path: '/test/v1/start',
    tag: 'extension',
    summary:
      'Start an attempt, the deadline set by the server clock; a running attempt is returned as it is',
    auth: true,
    body: TestOpenRequest,
    response: TestViewResponse,
    refusals: refusalsOf(ExamRefusals, 'TEST_NOT_ASSIGNED', 'TEST_ALREADY_SUBMITTED'),
  },
  testClock: {
    operationId: 'testClock',
    method: 'get',
    path: '/test/v1/clock',
    tag: 'extension',
    summary: "An attempt's deadline and the server's time, for the countdown to resync",
    auth: true,
    query: TestSessionQuery,
    response: TestClockResponse,
    refusals: refusalsOf(ExamRefusals, 'TEST_SESSION_UNKNOWN'),
  },
  testSaveAnswer: {
    operationId: 'testSaveAnswer',
    method: 'post',
    path: '/test/v1/saveAnswer',
    tag: 'extension',
    summary: 'Save one answer; a stale or duplicate change is acknowledged and ignored',
    auth: true,
    body: SaveAnswerRequest,
    response: ChangeAckResponse,
    refusals: sessionRefusals,
  },
  testFlag: {
    operationId: 'testFlag',
    method: 'post',
    path: '/test/v1/flag',
    tag: 'extension',
    summary: 'Flag a question for review, or take the flag off',
    auth: true,
    body: FlagRequest,
    response: ChangeAckResponse,
    refusals: sessionRefusals,
  },
  testSubmit: {
    operationId: 'testSubmit',
    method: 'post',
    path: '/test/v1/submit',
    tag: 'extension',
    summary:
      'Submit with the changes not yet acknowledged; submitting again answers the same result',
    auth: true,
    body: SubmitRequest,
    response: TestResultResponse,
    refusals: refusalsOf(ExamRefusals, 'TEST_SESSION_UNKNOWN', 'TEST_TAKEN_OVER'),
  },
  testResult: {
    operationId: 'testResult',
    method: 'get',
    path: '/test/v1/result',
    tag: 'extension',
    summary: 'The result of a submitted attempt',
    auth: true,
    query: TestSessionQuery,
    response: TestResultResponse,
    refusals: refusalsOf(ExamRefusals, 'TEST_SESSION_UNKNOWN', 'TEST_NOT_SUBMITTED'),
  },
} as const;
