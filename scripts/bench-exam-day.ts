/**
 * Exam day (issue 30): 2,000 students through two edges that share their rate limits in one
 * redis-server (D31), proxied to one stub backend (SERVER_MODE=stub-backend). Each signs in (the
 * sign-ins spread over a real 60 s, whatever the time scale), opens and starts the test, saves an
 * answer every 10 s for 5 minutes, and submits; all but the sign-ins in scaled time
 * (EXAM_TIME_SCALE, default 1: the issue's own rates, 200 saves a second; 6 sends the saves six
 * times as fast, a stress run past what one 2-core machine serves: on one, 323 sign-ins timed out
 * behind 1,200 saves a second). Then the stub's QA surface is asked what
 * it holds of every attempt. Prints p50/p99 per call, the 5xx (goal 0) and the answers held
 * against the answers sent (goal: equal). A benchmark, not a test: it asserts nothing.
 * `npm run bench:exam`, and the last part of `npm run bench`.
 *
 * The bench measures the edge. The stub stands for a backend on machines of its own, but runs
 * here on the same cores, and at scrypt's cost 14 it signs in about 20 a second on a 2-core
 * machine, not the 33 a second 2,000 in 60 s need: logins queued past the proxy's 30 s and
 * answered 504. So the stub hashes at EXAM_STUB_PASSWORD_COST (default 10, 16 times cheaper;
 * 14 runs it at full cost), and the bench prints the stub's capacity at both beside the rate the
 * run needs.
 *
 * Each student comes from an address of their own, as on exam day (campus NATs aside): the edges
 * trust one proxy (TRUST_PROXY=1) and this client is that proxy, writing X-Forwarded-For.
 */
import { randomBytes } from 'node:crypto';
import { fetch } from 'undici';
import { serverNodeFlags } from '../server/edge/node-flags.ts';
import { defaultPasswordCost } from '../server/stub/auth/passwords.ts';
import { call, calls, type Envelope, failures, start, stopAll } from './bench-exam-client.ts';
import { signInsPerSecond } from './bench-exam-hashing.ts';
import { freePort } from './free-port.ts';

const STUDENTS = Number(process.env.EXAM_STUDENTS || 2000);
const SCALE = Number(process.env.EXAM_TIME_SCALE || 1);
/** The issue's "sign in over 60 s", in real time: scaled, 2,000 sign-ins came 6 times as fast. */
const SIGN_IN_MS = 60_000;
/** scrypt's cost in the stub (STUB_PASSWORD_COST): low, since the bench measures the edge. */
const STUB_COST = Number(process.env.EXAM_STUB_PASSWORD_COST || 10);
const SAVE_EVERY_MS = 10_000 / SCALE;
const SAVES = 30; // every 10 s for 5 minutes
const TOTAL_DURATION_S = 3600;
const PASSWORD = 'Demo@1234';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Question = { QuestionID: number; kind: string; options: { OptionID: number }[] };
type Session = { TestSessionID: string; questions: Question[] };
type Student = { email: string; TaskID: number; CourseID: number; from: string };
/** Per student: QuestionID → the last answer sent, as the server should hold it. */
const sent = new Map<string, Map<number, string>>();

/** One student's exam: sign in, open, start, a save every 10 s (scaled), submit. */
async function sitExam(student: Student, edge: string, index: number) {
  await sleep((index / STUDENTS) * SIGN_IN_MS);
  const writerID = randomBytes(8).toString('hex');
  const signedIn = await call<{ token: string }>('login', `${edge}/api/user/v1/login`, {
    body: { username: student.email, password: PASSWORD, deviceInfo: { isMobile: false } },
    from: student.from,
  });
  if (!signedIn) return;
  const auth = { token: signedIn.token, from: student.from };
  const task = { CourseID: student.CourseID, TaskID: student.TaskID, writerID };
  await call('open', `${edge}/api/test/v1/open`, { ...auth, body: task });
  const view = await call<{ session: Session | null }>('start', `${edge}/api/test/v1/start`, {
    ...auth,
    body: task,
  });
  const session = view?.session;
  if (!session) return;
  const answers = new Map<number, string>();
  sent.set(student.email, answers);
  const choices = session.questions.filter((question) => question.options.length > 0);
  for (let seq = 1; seq <= SAVES; seq++) {
    await sleep(SAVE_EVERY_MS);
    const question = choices[(seq - 1) % choices.length] as Question;
    const option = question.options[seq % question.options.length] as { OptionID: number };
    const answer = [option.OptionID];
    const saved = await call('saveAnswer', `${edge}/api/test/v1/saveAnswer`, {
      ...auth,
      body: {
        TestSessionID: session.TestSessionID,
        writerID,
        QuestionID: question.QuestionID,
        answer,
        seq,
      },
    });
    if (saved) answers.set(question.QuestionID, JSON.stringify(answer));
  }
  await call('submit', `${edge}/api/test/v1/submit`, {
    ...auth,
    body: {
      TestSessionID: session.TestSessionID,
      writerID,
      reason: 'student',
      answers: [],
      flags: [],
    },
  });
}

/** Says at what cost the stub hashes and why, and what it can sign in against what the run needs. */
async function reportSignInCapacity() {
  const needed = STUDENTS / (SIGN_IN_MS / 1000);
  const atDefault = await signInsPerSecond(defaultPasswordCost);
  const atRun = STUB_COST === defaultPasswordCost ? atDefault : await signInsPerSecond(STUB_COST);
  console.log(
    `\nThe stub hashes passwords at scrypt's cost ${STUB_COST} (STUB_PASSWORD_COST; ` +
      `EXAM_STUB_PASSWORD_COST=${defaultPasswordCost} runs it at the default): it stands for a ` +
      'backend on machines of its own, and the bench measures the edge.\n' +
      `Its sign-ins a second, measured here: ${atDefault.toFixed(1)} at cost ${defaultPasswordCost}` +
      `${STUB_COST === defaultPasswordCost ? '' : `, ${atRun.toFixed(1)} at cost ${STUB_COST}`}; ` +
      `this run needs ${needed.toFixed(1)} (${STUDENTS} in ${SIGN_IN_MS / 1000} s).`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Runs the exam day and prints its figures; every child it started is stopped at the end. */
export async function benchExamDay() {
  const qaToken = randomBytes(24).toString('base64url');
  const [redisPort, stubPort] = await Promise.all([freePort(), freePort()]);
  await reportSignInCapacity();
  try {
    await start(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
      'Ready to accept connections',
    );
    const quiet = { HOST: '127.0.0.1', NODE_ENV: 'production', DIST_DIR: '/nonexistent-dist' };
    await start(
      process.execPath,
      [...serverNodeFlags, 'server/index.ts'],
      {
        ...quiet,
        PORT: String(stubPort),
        SERVER_MODE: 'stub-backend',
        STUB_BACKEND: 'on',
        STUB_QA: 'on',
        STUB_QA_TOKEN: qaToken,
        STUB_QA_ALLOW_PRODUCTION: 'yes',
        STUB_PASSWORD_COST: String(STUB_COST),
      },
      '"listening"',
    );
    const stub = `http://127.0.0.1:${stubPort}`;
    const edgePorts = [await freePort(), await freePort()];
    for (const port of edgePorts) {
      await start(
        process.execPath,
        [...serverNodeFlags, 'server/index.ts'],
        {
          ...quiet,
          PORT: String(port),
          BACKEND_URL: stub,
          STUB_BACKEND: 'off',
          TRUST_PROXY: '1',
          RATE_LIMIT_STORE: `redis://127.0.0.1:${redisPort}`,
          RATE_LIMIT_REPLICAS: '2',
        },
        '"listening"',
      );
    }
    const edges = edgePorts.map((port) => `http://127.0.0.1:${port}`);
    const students = await seedStudents(stub, qaToken);
    console.log(
      `\nExam day: ${students.length} students, two edges sharing redis-server, one stub backend; ` +
        `sign-ins over ${SIGN_IN_MS / 1000} s; the rest in time ×${SCALE} ` +
        `(a save every ${Math.round(SAVE_EVERY_MS) / 1000} s, ${SAVES} saves)`,
    );
    const started = performance.now();
    await Promise.all(
      students.map((student, index) => sitExam(student, edges[index % 2] as string, index)),
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const { held, expected, matching } = await compareHeld(stub, qaToken, students);

    console.table(
      [...calls].map(([name, times]) => {
        const sorted = times.sort((a, b) => a - b);
        return {
          call: name,
          count: sorted.length,
          'p50 ms': Math.round(percentile(sorted, 50) * 10) / 10,
          'p99 ms': Math.round(percentile(sorted, 99) * 10) / 10,
          'max ms': Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
        };
      }),
    );
    console.log(
      `Ran ${seconds} s. 5xx: ${failures.fiveXx} (goal 0); network errors: ${failures.networkErrors}`,
    );
    for (const [what, count] of failures.otherRefusals)
      console.log(`  not a success: ${what} ×${count}`);
    console.log(
      `Answers the server holds: ${held}; answers sent and acknowledged: ${expected}; ` +
        `the same answer on both sides: ${matching} (goal: all equal)`,
    );
  } finally {
    await stopAll();
  }
}

/**
 * Adds STUDENTS generated students to the stub (its QA route for scale tests; they share the
 * seeded password) and assigns each a test of the aptitude course, long enough to outlast the run.
 */
async function seedStudents(stub: string, qa: string): Promise<Student[]> {
  const { job } = (await call<{ job: { JobID: number } }>(
    'setup',
    `${stub}/jobs/v1/get?slug=graduate-engineer-trainee-1`,
    { token: await signInRecruiter(stub) },
  )) ?? { job: undefined };
  if (!job) throw new Error('the seeded job is missing');
  await call('setup', `${stub}/__stub/applicants`, {
    qa,
    body: { JobID: job.JobID, count: STUDENTS },
  });
  const students: Student[] = [];
  // The generated students are applicant<UserID>@scale.example.com, numbered after the seed's.
  for (let UserID = 1000; students.length < STUDENTS && UserID < 100_000; UserID++) {
    const email = `applicant${UserID}@scale.example.com`;
    const assigned = await assignTest(stub, qa, email);
    if (!assigned) continue;
    const n = students.length + 1;
    students.push({
      email,
      ...assigned,
      from: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
  }
  calls.delete('setup');
  failures.otherRefusals.clear();
  return students;
}

async function assignTest(stub: string, qa: string, email: string) {
  const response = await fetch(`${stub}/__stub/tests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-QA-Token': qa },
    body: JSON.stringify({
      email,
      CourseID: 1,
      TaskName: 'Exam day',
      TotalDuration: TOTAL_DURATION_S,
    }),
  });
  const envelope = (await response.json()) as Envelope<{ TaskID: number; CourseID: number }>;
  return envelope.status ? envelope.body : undefined;
}

async function signInRecruiter(stub: string) {
  const body = await call<{ token: string }>('setup', `${stub}/user/v1/login`, {
    body: {
      username: 'recruiter@example.com',
      password: PASSWORD,
      deviceInfo: { isMobile: false },
    },
  });
  if (!body)
    throw new Error(`the recruiter could not sign in: ${[...failures.otherRefusals.keys()]}`);
  return body.token;
}

/** What the stub holds of each student's attempt, against what each sent and had acknowledged. */
async function compareHeld(stub: string, qa: string, students: Student[]) {
  let held = 0;
  let expected = 0;
  let matching = 0;
  for (const student of students) {
    const answers = sent.get(student.email) ?? new Map<number, string>();
    expected += answers.size;
    const attempts =
      (await call<{ TaskID: number; answers: { QuestionID: number; answer: unknown }[] }[]>(
        'setup',
        `${stub}/__stub/attempts?email=${encodeURIComponent(student.email)}`,
        { qa },
      )) ?? [];
    for (const attempt of attempts.filter(({ TaskID }) => TaskID === student.TaskID)) {
      held += attempt.answers.length;
      for (const { QuestionID, answer } of attempt.answers) {
        if (answers.get(QuestionID) === JSON.stringify(answer)) matching += 1;
      }
    }
  }
  calls.delete('setup');
  return { held, expected, matching };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchExamDay();
