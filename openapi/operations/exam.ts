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

/** After the deadline the server still takes the last changes for this long, then submits itself. */
export const GRACE_SECONDS = 30;

/** The business refusals of the timed test; the SPA tells some of them apart by their words. */
export const ExamMessages = {
  notAssigned: 'This test is not assigned to you',
  alreadySubmitted: 'This test has already been submitted',
  notSubmitted: 'This test has not been submitted yet',
  unknownSession: 'No such test session',
  timeUp: 'The time for this test is over; this change came too late to be saved',
  takenOver: 'This test is open in another tab or device; this one has stopped saving',
} as const;

const sessionRefusals = [
  ExamMessages.unknownSession,
  ExamMessages.timeUp,
  ExamMessages.takenOver,
  ExamMessages.alreadySubmitted,
];

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
    rejections: [ExamMessages.notAssigned],
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
    rejections: [ExamMessages.notAssigned, ExamMessages.alreadySubmitted],
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
    rejections: [ExamMessages.unknownSession],
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
    rejections: sessionRefusals,
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
    rejections: sessionRefusals,
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
    rejections: [ExamMessages.unknownSession, ExamMessages.takenOver],
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
    rejections: [ExamMessages.unknownSession, ExamMessages.notSubmitted],
  },
} as const;
