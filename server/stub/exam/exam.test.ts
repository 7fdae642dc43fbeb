import { describe, expect, it } from 'vitest';
import { NotificationResponse } from '#openapi/common.ts';
import { ErrorEnvelope } from '#openapi/envelope.ts';
import {
  ChangeAckResponse,
  TestClockResponse,
  TestResultResponse,
  TestTasksResponse,
  TestViewResponse,
} from '#openapi/exam.ts';
import { ExamRefusals, GRACE_SECONDS } from '#openapi/operations/exam.ts';
import { StubRefusals } from '#openapi/operations/stub.ts';
import { StubAssignTestResponse, StubAttemptsResponse } from '#openapi/stub.ts';
import { LoginResponse } from '#openapi/user.ts';
import {
  type Answer,
  expectContract,
  expectInvalidField,
  makeStub,
  seedPassword,
  start,
} from '../test-support/stub.ts';
import { courseBanks } from './question-bank.ts';

// The timed test on the stub backend (D15). The seeded student has a running attempt at task 101
// (Aptitude, course 1): 20 of 60 minutes gone, question 101 answered right and 102 wrong.

const minute = 60 * 1000;
const grace = GRACE_SECONDS * 1000;
const seededDeadline = start + 40 * minute;

const aptitude = courseBanks.find((bank) => bank.CourseID === 1);
const marksOf = (...QuestionIDs: number[]) =>
  (aptitude?.questions ?? [])
    .filter((question) => QuestionIDs.includes(question.QuestionID))
    .reduce((sum, question) => sum + question.marks, 0);
const totalMarksOf = (CourseID: number) =>
  courseBanks
    .find((bank) => bank.CourseID === CourseID)
    ?.questions.reduce((sum, question) => sum + question.marks, 0);

type Result = { status: number; json: Answer };

/** A stub with the exam calls of one signed-in user, each answer checked against the contract. */
async function examFor(email: string, harness = makeStub()) {
  const { token } = await harness.login(email);
  const { call } = harness;
  const checked = async (schema: Parameters<typeof expectContract>[0], result: Promise<Result>) => {
    const answer = await result;
    if (answer.status === 200)
      expectContract(answer.json.status ? schema : ErrorEnvelope, answer.json);
    return answer;
  };
  const post = (path: string, body: unknown) => call('POST', path, { token, body });
  return {
    ...harness,
    token,
    tasks: () => checked(TestTasksResponse, call('GET', '/test/v1/tasks', { token })),
    open: (TaskID: number, CourseID: number, writerID = 'tab-a') =>
      checked(TestViewResponse, post('/test/v1/open', { TaskID, CourseID, writerID })),
    begin: (TaskID: number, CourseID: number, writerID = 'tab-a') =>
      checked(TestViewResponse, post('/test/v1/start', { TaskID, CourseID, writerID })),
    serverClock: (TestSessionID: string) =>
      checked(
        TestClockResponse,
        call('GET', `/test/v1/clock?TestSessionID=${TestSessionID}`, { token }),
      ),
    save: (
      TestSessionID: string,
      QuestionID: number,
      answer: unknown,
      seq: number,
      writerID = 'tab-a',
    ) =>
      checked(
        ChangeAckResponse,
        post('/test/v1/saveAnswer', { TestSessionID, writerID, QuestionID, answer, seq }),
      ),
    flag: (
      TestSessionID: string,
      QuestionID: number,
      flagged: boolean,
      seq: number,
      writerID = 'tab-a',
    ) =>
      checked(
        ChangeAckResponse,
        post('/test/v1/flag', { TestSessionID, writerID, QuestionID, flagged, seq }),
      ),
    submit: (
      TestSessionID: string,
      pending: { answers?: unknown[]; flags?: unknown[]; reason?: string; writerID?: string } = {},
    ) =>
      checked(
        TestResultResponse,
        post('/test/v1/submit', {
          TestSessionID,
          writerID: pending.writerID ?? 'tab-a',
          reason: pending.reason ?? 'student',
          answers: pending.answers ?? [],
          flags: pending.flags ?? [],
        }),
      ),
    result: (TestSessionID: string) =>
      checked(
        TestResultResponse,
        call('GET', `/test/v1/result?TestSessionID=${TestSessionID}`, { token }),
      ),
    notification: () =>
      checked(NotificationResponse, call('GET', '/common/v1/notification', { token })),
    attempts: (of = email) =>
      checked(StubAttemptsResponse, call('GET', `/__stub/attempts?email=${of}`)),
  };
}

/** Opens the seeded student's running attempt as tab-a and returns its TestSessionID. */
async function seededSession(exam: Awaited<ReturnType<typeof examFor>>): Promise<string> {
  const { json } = await exam.open(101, 1);
  return json.body.session.TestSessionID;
}

const refusals = { ...ExamRefusals, ...StubRefusals };

/** A business refusal: HTTP 200 with the contract's code and its words. */
function expectRefused(result: Result, code: keyof typeof refusals) {
  expect(result.status).toBe(200);
  expect(result.json).toEqual({ status: false, code, message: refusals[code], body: {} });
}

describe('GET /test/v1/tasks', () => {
  it("lists the caller's assigned tests with their state and the server's time left", async () => {
    const student = await examFor('student@example.com');
    const { json } = await student.tasks();
    expect(json.body).toEqual([
      {
        TaskID: 101,
        CourseID: 1,
        TaskName: 'Aptitude Assessment — Round 1',
        courseName: 'Aptitude',
        TotalDuration: 3600,
        questionCount: 12,
        totalMarks: totalMarksOf(1),
        status: 'running',
        RemainingTime: 2400,
      },
      {
        TaskID: 102,
        CourseID: 2,
        TaskName: 'Programming Basics — Screening Test',
        courseName: 'Programming Basics',
        TotalDuration: 1800,
        questionCount: 12,
        totalMarks: totalMarksOf(2),
        status: 'notStarted',
        RemainingTime: null,
      },
      {
        TaskID: 103,
        CourseID: 3,
        TaskName: 'English Communication — Placement Test',
        courseName: 'English Communication',
        TotalDuration: 1200,
        questionCount: 12,
        totalMarks: totalMarksOf(3),
        status: 'notStarted',
        RemainingTime: null,
      },
    ]);
  });

  it('lists only the tests assigned to each user', async () => {
    const student2 = await examFor('student2@example.com');
    const own = await student2.tasks();
    expect(own.json.body.map((task: { TaskID: number }) => task.TaskID)).toEqual([102, 103]);
    const recruiter = await examFor('recruiter@example.com', student2);
    expect((await recruiter.tasks()).json.body).toEqual([]);
    expect((await student2.call('GET', '/test/v1/tasks')).status).toBe(401);
  });
});

describe('POST /test/v1/open and /test/v1/start', () => {
  it('shows the instructions (no session, no result) for a test never started', async () => {
    const student2 = await examFor('student2@example.com');
    const { json } = await student2.open(102, 2);
    expect(json.body.session).toBeNull();
    expect(json.body.result).toBeNull();
    expect(json.body.task).toMatchObject({ TaskID: 102, status: 'notStarted', questionCount: 12 });
    expect((await student2.attempts()).json.body).toEqual([]);
  });

  it('starts an attempt with the deadline on the server clock and no right answers in it', async () => {
    const student2 = await examFor('student2@example.com');
    const started = await student2.begin(102, 2);
    expect(started.json.message).toBe('Test started');
    const { session, result, task } = started.json.body;
    expect(result).toBeNull();
    expect(task).toMatchObject({ status: 'running', RemainingTime: 1800 });
    expect(session).toMatchObject({
      status: 'running',
      startedAt: start,
      deadline: start + 1800 * 1000,
      serverTime: start,
      RemainingTime: 1800,
      answers: [],
      flags: [],
      lastQuestionID: null,
      lastSeq: 0,
    });
    expect(session.TestSessionID).toMatch(/^ts_[\w-]{20,}$/);
    expect(session.questions).toHaveLength(12);
    expect(session.questions[0]).toEqual({
      QuestionID: 201,
      kind: 'single',
      text: expect.objectContaining({ en: expect.any(String) }),
      options: expect.arrayContaining([expect.objectContaining({ OptionID: 2011 })]),
      marks: expect.any(Number),
    });
    expect(JSON.stringify(started.json)).not.toContain('"correct":');
    const [attempt] = (await student2.attempts()).json.body;
    expect(attempt).toMatchObject({ TaskID: 102, writerID: 'tab-a', status: 'running' });
  });

  it('answers the running attempt to a second start, never a second attempt', async () => {
    const student2 = await examFor('student2@example.com');
    const first = await student2.begin(102, 2);
    student2.advance(minute);
    const again = await student2.begin(102, 2, 'tab-b');
    expect(again.json.message).toBe('Test resumed');
    expect(again.json.body.session).toMatchObject({
      TestSessionID: first.json.body.session.TestSessionID,
      deadline: start + 1800 * 1000,
      RemainingTime: 1740,
    });
    const attempts = (await student2.attempts()).json.body;
    expect(attempts).toHaveLength(1);
    expect(attempts[0].writerID).toBe('tab-b');
  });

  it('resumes the seeded attempt with its two answers, at the question last changed', async () => {
    const student = await examFor('student@example.com');
    const { json } = await student.open(101, 1);
    expect(json.body.result).toBeNull();
    expect(json.body.session).toMatchObject({
      startedAt: start - 20 * minute,
      deadline: seededDeadline,
      RemainingTime: 2400,
      answers: [
        { QuestionID: 101, answer: [1012], seq: 1 },
        { QuestionID: 102, answer: [1021], seq: 2 },
      ],
      flags: [],
      lastQuestionID: 102,
      lastSeq: 2,
    });
    expect(JSON.stringify(json)).not.toContain('"correct":');
  });

  it('refuses a task that is not assigned, does not exist or is of another course', async () => {
    const student2 = await examFor('student2@example.com');
    expectRefused(await student2.open(101, 1), 'TEST_NOT_ASSIGNED');
    expectRefused(await student2.begin(101, 1), 'TEST_NOT_ASSIGNED');
    expectRefused(await student2.open(102, 3), 'TEST_NOT_ASSIGNED');
    expectRefused(await student2.begin(999, 1), 'TEST_NOT_ASSIGNED');
    expect((await student2.attempts()).json.body).toEqual([]);
  });

  it('answers 400 naming the field of a malformed request', async () => {
    const student = await examFor('student@example.com');
    const { token, call } = student;
    expectInvalidField(
      await call('POST', '/test/v1/open', { token, body: { TaskID: 101, CourseID: 1 } }),
      '/writerID',
    );
    expectInvalidField(
      await call('POST', '/test/v1/start', {
        token,
        body: { TaskID: 0, CourseID: 1, writerID: 'w' },
      }),
      '/TaskID',
    );
  });
});

describe('POST /test/v1/saveAnswer and /test/v1/flag', () => {
  it('saves an answer and acknowledges it with the clock', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    student.advance(90 * 1000);
    const { json } = await student.save(id, 103, [1031, 1033], 3);
    expect(json).toEqual({
      status: true,
      message: 'Answer saved',
      body: {
        applied: true,
        QuestionID: 103,
        seq: 3,
        status: 'running',
        deadline: seededDeadline,
        serverTime: start + 90 * 1000,
        RemainingTime: 2310,
      },
    });
    const session = (await student.open(101, 1)).json.body.session;
    expect(session.answers).toContainEqual({ QuestionID: 103, answer: [1031, 1033], seq: 3 });
    expect(session).toMatchObject({ lastQuestionID: 103, lastSeq: 3 });
  });

  it('keeps the newest answer through duplicate and out-of-order saves', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    expect((await student.save(id, 104, '1100', 5)).json.body.applied).toBe(true);
    expect((await student.save(id, 104, '1200', 7)).json.body.applied).toBe(true);
    const duplicate = await student.save(id, 104, '1200', 7);
    expect(duplicate.json.status).toBe(true);
    expect(duplicate.json.body).toMatchObject({ applied: false, seq: 7 });
    const late = await student.save(id, 104, '1100', 5);
    expect(late.json.message).toBe('A newer answer is already saved');
    expect(late.json.body).toMatchObject({ applied: false, QuestionID: 104, seq: 7 });
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.answers).toContainEqual({ QuestionID: 104, answer: '1200', seq: 7 });
    const session = (await student.open(101, 1)).json.body.session;
    expect(session).toMatchObject({ lastQuestionID: 104, lastSeq: 7 });
  });

  it('keeps the sequence of flags apart from that of answers', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    await student.save(id, 105, [1053], 9);
    const flagged = await student.flag(id, 105, true, 4);
    expect(flagged.json.message).toBe('Flag saved');
    expect(flagged.json.body).toMatchObject({ applied: true, QuestionID: 105, seq: 4 });
    const stale = await student.flag(id, 105, false, 3);
    expect(stale.json.body).toMatchObject({ applied: false, seq: 4 });
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.flags).toEqual([{ QuestionID: 105, flagged: true, seq: 4 }]);
    expect(attempt.answers).toContainEqual({ QuestionID: 105, answer: [1053], seq: 9 });
    expect((await student.open(101, 1)).json.body.session.lastSeq).toBe(9);
  });

  it('stores a cleared answer as null: no choice, blank text or null', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    await student.save(id, 103, [], 3);
    await student.save(id, 104, '   ', 4);
    await student.save(id, 101, null, 5);
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.answers).toEqual([
      { QuestionID: 101, answer: null, seq: 5 },
      { QuestionID: 102, answer: [1021], seq: 2 },
      { QuestionID: 103, answer: null, seq: 3 },
      { QuestionID: 104, answer: null, seq: 4 },
    ]);
  });

  it.each([
    { case: 'a question of another course', QuestionID: 201, answer: [2012], field: '/QuestionID' },
    {
      case: 'two options to a single choice',
      QuestionID: 101,
      answer: [1011, 1012],
      field: '/answer',
    },
    { case: 'no option to a single choice', QuestionID: 101, answer: [], field: '/answer' },
    { case: "another question's option", QuestionID: 101, answer: [1021], field: '/answer' },
    { case: 'text to a choice question', QuestionID: 103, answer: '1031', field: '/answer' },
    { case: 'a repeated option', QuestionID: 103, answer: [1031, 1031], field: '/answer' },
    { case: 'options to a text question', QuestionID: 104, answer: [1041], field: '/answer' },
    { case: 'a change number of 0', QuestionID: 104, answer: '1200', field: '/seq', seq: 0 },
  ])('answers 400 for $case, naming $field', async ({ QuestionID, answer, field, seq = 3 }) => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    expectInvalidField(await student.save(id, QuestionID, answer, seq), field);
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.answers).toHaveLength(2);
  });

  it('answers 400 for a flag on a question not in the test', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    const result = await student.flag(id, 301, true, 3);
    expectInvalidField(result, '/QuestionID');
    expect(result.json.message).toBe('/QuestionID: is not a question of this test');
  });
});

describe('a second tab', () => {
  it('takes the attempt over: the first tab is refused, the second saves', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    expect((await student.save(id, 103, [1031], 3, 'tab-a')).json.body.applied).toBe(true);
    const second = await student.open(101, 1, 'tab-b');
    expect(second.json.body.session.answers).toContainEqual({
      QuestionID: 103,
      answer: [1031],
      seq: 3,
    });
    expectRefused(await student.save(id, 104, '1200', 4, 'tab-a'), 'TEST_TAKEN_OVER');
    expectRefused(await student.flag(id, 104, true, 4, 'tab-a'), 'TEST_TAKEN_OVER');
    expectRefused(await student.submit(id, { writerID: 'tab-a' }), 'TEST_TAKEN_OVER');
    // Reading the clock is not opening: the first tab's resync does not take the attempt back.
    expect((await student.serverClock(id)).json.body.status).toBe('running');
    expect((await student.save(id, 104, '1200', 4, 'tab-b')).json.body.applied).toBe(true);
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.writerID).toBe('tab-b');
    expect(attempt.answers).toHaveLength(4);
  });

  it('refuses every change to the seeded attempt until a tab opens it', async () => {
    const student = await examFor('student@example.com');
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.writerID).toBeNull();
    expectRefused(
      await student.save(attempt.TestSessionID, 103, [1031], 3, 'tab-a'),
      'TEST_TAKEN_OVER',
    );
  });
});

describe('the clock and the grace', () => {
  it("tells the time left from the server's clock", async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    student.advance(100 * 1000 + 1);
    const { json } = await student.serverClock(id);
    expect(json).toEqual({
      status: true,
      message: 'Clock',
      body: {
        status: 'running',
        deadline: seededDeadline,
        serverTime: start + 100 * 1000 + 1,
        RemainingTime: 2300,
      },
    });
  });

  it('takes saves during the grace, refuses them after it with timeUp', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    student.clock.now = seededDeadline + 1;
    const afterZero = await student.save(id, 103, [1031, 1033, 1035], 3);
    expect(afterZero.json.body).toMatchObject({
      applied: true,
      status: 'running',
      RemainingTime: 0,
    });
    student.clock.now = seededDeadline + grace;
    expect((await student.save(id, 104, '1200', 4)).json.body.applied).toBe(true);
    expect((await student.flag(id, 104, true, 5)).json.body.applied).toBe(true);
    student.clock.now = seededDeadline + grace + 1;
    expectRefused(await student.save(id, 105, [1053], 6), 'TEST_TIME_UP');
    expectRefused(await student.flag(id, 105, true, 6), 'TEST_TIME_UP');
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt).toMatchObject({
      status: 'submitted',
      submittedBy: 'server',
      score: marksOf(101, 103, 104),
    });
    expect(attempt.answers).toHaveLength(4);
  });

  it('submits an overdue attempt by itself with the answers it holds', async () => {
    const qa = makeStub();
    const assigned = await qa.call('POST', '/__stub/tests', {
      body: {
        email: 'student2@example.com',
        CourseID: 1,
        TaskName: 'Quick check',
        TotalDuration: 60,
      },
    });
    const { TaskID } = assigned.json.body;
    const student2 = await examFor('student2@example.com', qa);
    const id = (await student2.begin(TaskID, 1)).json.body.session.TestSessionID;
    await student2.save(id, 101, [1012], 1);
    await student2.save(id, 102, [1024], 2);
    await student2.save(id, 103, [1035, 1031, 1033], 3);
    await student2.save(id, 104, '  1,200 ', 4);
    student2.advance(50 * 1000);
    expect((await student2.notification()).json.body.activeTestDetails).toMatchObject({
      TaskID,
      TaskName: 'Quick check',
      RemainingTime: 10,
      TotalDuration: 60,
    });
    // At zero the test leaves the bell although the grace still takes the screen's last saves.
    student2.advance(20 * 1000);
    expect((await student2.notification()).json.body.activeTestDetails).toBeNull();
    const inGrace = (await student2.tasks()).json.body.find(
      (task: { TaskID: number }) => task.TaskID === TaskID,
    );
    expect(inGrace).toMatchObject({ status: 'running', RemainingTime: 0 });

    student2.clock.now = start + 60 * 1000 + grace + 1;
    expect((await student2.notification()).json.body.activeTestDetails).toBeNull();
    const listed = (await student2.tasks()).json.body.find(
      (task: { TaskID: number }) => task.TaskID === TaskID,
    );
    expect(listed).toMatchObject({ status: 'submitted', RemainingTime: null });
    const expected = {
      TestSessionID: id,
      TaskID,
      CourseID: 1,
      TaskName: 'Quick check',
      score: marksOf(101, 103, 104),
      maxScore: totalMarksOf(1),
      answered: 4,
      questionCount: 12,
      timeTaken: 60,
      submittedAt: start + 60 * 1000 + grace,
      submittedBy: 'server',
      // 3 of 15 marks; a test of no job has no cut-off.
      percentage: 20,
      cutoff: null,
    };
    expect((await student2.result(id)).json.body).toEqual(expected);
    const view = (await student2.open(TaskID, 1)).json.body;
    expect(view.session).toBeNull();
    expect(view.result).toEqual(expected);
    // The screen's own submit at zero, arriving late, still gets the result to show.
    const late = await student2.submit(id, {
      reason: 'timeUp',
      answers: [{ QuestionID: 105, answer: [1053], seq: 5 }],
    });
    expect(late.json.status).toBe(true);
    expect(late.json.body).toEqual(expected);
  });
});

describe('POST /test/v1/submit and GET /test/v1/result', () => {
  it('applies the pending changes, newest winning, then scores the attempt', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    student.advance(10 * minute);
    const submitted = await student.submit(id, {
      answers: [
        { QuestionID: 103, answer: [1031, 1033, 1035], seq: 3 },
        { QuestionID: 104, answer: '1200', seq: 4 },
        // Older than the wrong answer the server holds (seq 2): ignored.
        { QuestionID: 102, answer: [1022], seq: 1 },
      ],
      flags: [{ QuestionID: 105, flagged: true, seq: 5 }],
    });
    expect(submitted.json.message).toBe('Test submitted');
    const expected = {
      TestSessionID: id,
      TaskID: 101,
      CourseID: 1,
      TaskName: 'Aptitude Assessment — Round 1',
      score: marksOf(101, 103, 104),
      maxScore: totalMarksOf(1),
      answered: 4,
      questionCount: 12,
      timeTaken: 30 * 60,
      submittedAt: start + 10 * minute,
      submittedBy: 'student',
      // 3 of 15 marks; a test of no job has no cut-off.
      percentage: 20,
      cutoff: null,
    };
    expect(submitted.json.body).toEqual(expected);
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt).toMatchObject({
      status: 'submitted',
      submittedBy: 'student',
      score: expected.score,
      flags: [{ QuestionID: 105, flagged: true, seq: 5 }],
    });
    expect(attempt.answers).toContainEqual({ QuestionID: 102, answer: [1021], seq: 2 });

    student.advance(minute);
    const again = await student.submit(id, {
      writerID: 'tab-z',
      answers: [{ QuestionID: 105, answer: [1053], seq: 9 }],
    });
    expect(again.json).toEqual({
      status: true,
      message: ExamRefusals.TEST_ALREADY_SUBMITTED,
      body: expected,
    });
    expect((await student.result(id)).json.body).toEqual(expected);
    expect((await student.attempts()).json.body[0].answers).toHaveLength(4);
  });

  it('takes the test out of the bell, the login and the list once submitted', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    await student.submit(id);
    expect((await student.notification()).json.body.activeTestDetails).toBeNull();
    const login = await student.call('POST', '/user/v1/login', {
      body: { username: 'student@example.com', password: seedPassword, deviceInfo: {} },
    });
    expectContract(LoginResponse, login.json);
    expect(login.json.body.activeTestDetails).toBeNull();
    expect((await student.tasks()).json.body[0]).toMatchObject({
      TaskID: 101,
      status: 'submitted',
      RemainingTime: null,
    });
    const view = (await student.open(101, 1)).json.body;
    expect(view.session).toBeNull();
    expect(view.result.submittedBy).toBe('student');
    expectRefused(await student.begin(101, 1), 'TEST_ALREADY_SUBMITTED');
    expectRefused(await student.save(id, 103, [1031], 3), 'TEST_ALREADY_SUBMITTED');
    expectRefused(await student.flag(id, 103, true, 3), 'TEST_ALREADY_SUBMITTED');
    expect((await student.serverClock(id)).json.body).toMatchObject({
      status: 'submitted',
      RemainingTime: 0,
    });
  });

  it('answers 400 naming the pending change in error and applies none of them', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    const answers = [
      { QuestionID: 103, answer: [1031], seq: 3 },
      { QuestionID: 104, answer: '1200', seq: 4 },
      { QuestionID: 101, answer: [1011, 1012], seq: 5 },
    ];
    expectInvalidField(await student.submit(id, { answers }), '/answers/2/answer');
    expectInvalidField(
      await student.submit(id, { flags: [{ QuestionID: 999, flagged: true, seq: 6 }] }),
      '/flags/0/QuestionID',
    );
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt.status).toBe('running');
    expect(attempt.answers).toHaveLength(2);
  });

  it('has no result before the attempt is submitted', async () => {
    const student = await examFor('student@example.com');
    const id = await seededSession(student);
    expectRefused(await student.result(id), 'TEST_NOT_SUBMITTED');
  });

  it("treats another student's session like one that does not exist", async () => {
    const qa = makeStub();
    const student = await examFor('student@example.com', qa);
    const id = await seededSession(student);
    const student2 = await examFor('student2@example.com', qa);
    for (const session of [id, 'ts_made-up']) {
      expectRefused(await student2.serverClock(session), 'TEST_SESSION_UNKNOWN');
      expectRefused(await student2.save(session, 103, [1031], 3), 'TEST_SESSION_UNKNOWN');
      expectRefused(await student2.flag(session, 103, true, 3), 'TEST_SESSION_UNKNOWN');
      expectRefused(await student2.submit(session), 'TEST_SESSION_UNKNOWN');
      expectRefused(await student2.result(session), 'TEST_SESSION_UNKNOWN');
    }
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt).toMatchObject({ status: 'running', writerID: 'tab-a' });
    expect(attempt.answers).toHaveLength(2);
  });
});

describe('activeTestDetails', () => {
  it('offers the running test that ends first', async () => {
    const student = await examFor('student@example.com');
    await student.begin(103, 3);
    expect((await student.notification()).json.body.activeTestDetails).toEqual({
      TaskID: 103,
      CourseID: 3,
      TaskName: 'English Communication — Placement Test',
      RemainingTime: 1200,
      TotalDuration: 1200,
      isShown: true,
    });
  });
});

describe('QA surface: /__stub/tests and /__stub/attempts', () => {
  it('assigns a test of any length to a user, which their list then shows', async () => {
    const qa = makeStub();
    const first = await qa.call('POST', '/__stub/tests', {
      body: { email: 'Student2@example.com', CourseID: 3, TaskName: 'Short', TotalDuration: 5 },
    });
    expectContract(StubAssignTestResponse, first.json);
    expect(first.json).toEqual({
      status: true,
      message: 'Test assigned',
      body: { TaskID: 201, CourseID: 3 },
    });
    const second = await qa.call('POST', '/__stub/tests', {
      body: { email: 'student2@example.com', CourseID: 1, TaskName: 'Another', TotalDuration: 90 },
    });
    expect(second.json.body.TaskID).toBe(202);
    const student2 = await examFor('student2@example.com', qa);
    const tasks = (await student2.tasks()).json.body;
    expect(tasks.map((task: { TaskID: number }) => task.TaskID)).toEqual([102, 103, 201, 202]);
    expect(tasks[2]).toMatchObject({
      TaskName: 'Short',
      courseName: 'English Communication',
      TotalDuration: 5,
      status: 'notStarted',
    });
    await qa.call('POST', '/__stub/reset');
    const afterReset = await qa.call('POST', '/__stub/tests', {
      body: { email: 'student2@example.com', CourseID: 1, TaskName: 'Again', TotalDuration: 60 },
    });
    expect(afterReset.json.body.TaskID).toBe(201);
  });

  it('refuses an unknown user or course and a bad length', async () => {
    const qa = makeStub();
    const body = { email: 'student2@example.com', CourseID: 1, TaskName: 'x', TotalDuration: 60 };
    const noUser = await qa.call('POST', '/__stub/tests', {
      body: { ...body, email: 'nobody@example.com' },
    });
    expectContract(ErrorEnvelope, noUser.json);
    expectRefused(noUser, 'NO_SUCH_USER');
    expectRefused(
      await qa.call('POST', '/__stub/tests', { body: { ...body, CourseID: 9 } }),
      'NO_SUCH_COURSE',
    );
    expectInvalidField(
      await qa.call('POST', '/__stub/tests', { body: { ...body, TotalDuration: 0 } }),
      '/TotalDuration',
    );
  });

  it("reads a user's attempts without becoming their writer or moving their clock", async () => {
    const student = await examFor('student@example.com');
    const first = (await student.attempts()).json.body;
    student.advance(minute);
    const second = (await student.attempts()).json.body;
    expect(second).toEqual(first);
    expect(first).toEqual([
      {
        TestSessionID: expect.stringMatching(/^ts_/),
        TaskID: 101,
        CourseID: 1,
        status: 'running',
        startedAt: start - 20 * minute,
        deadline: seededDeadline,
        writerID: null,
        answers: [
          { QuestionID: 101, answer: [1012], seq: 1 },
          { QuestionID: 102, answer: [1021], seq: 2 },
        ],
        flags: [],
        submittedBy: null,
        score: null,
      },
    ]);
    expect((await student.attempts('student2@example.com')).json.body).toEqual([]);
    expect((await student.attempts('nobody@example.com')).json.body).toEqual([]);
    expectInvalidField(await student.call('GET', '/__stub/attempts?email=nope'), '/email');
  });

  it('shows an attempt the server closed while nobody was calling', async () => {
    const student = await examFor('student@example.com');
    student.clock.now = seededDeadline + grace + 1;
    const [attempt] = (await student.attempts()).json.body;
    expect(attempt).toMatchObject({
      status: 'submitted',
      submittedBy: 'server',
      score: marksOf(101),
    });
  });
});
