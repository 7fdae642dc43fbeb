/**
 * The probe's memory floods: a signed-in student posting saveURL batches of 2 kB URLs took the
 * server from 139 MB to 2 GB in 15 s, and 24k forgotPassword calls with unique emails added 62 MB
 * for good. Every store a caller can grow is capped and what expires is swept. The tests run
 * smaller floods, still well past every cap, and assert on store sizes; the memory figures are
 * printed for the record, never asserted (GC makes them noisy).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { makeStub, registration } from '../../server/stub/test-support/stub.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// A full collection before each reading, so the figures are what the flood left behind rather
// than garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const retained = () => {
  collectGarbage();
  return process.memoryUsage();
};

/** Runs `flood`, then prints the process's memory before and after (after a GC), labelled. */
async function measured(label: string, flood: () => Promise<void>) {
  const before = retained();
  const started = performance.now();
  await flood();
  const after = retained();
  console.log(
    `${label}: rss ${megabytes(before.rss)} → ${megabytes(after.rss)}, heap used ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A batch of `count` page visits with distinct URLs of about 2 kB. */
const visitBatch = (count: number, tag: string) =>
  Array.from({ length: count }, (_, index) => ({
    url: `/home?${tag}-${index}-${'x'.repeat(2000)}`.slice(0, 2048),
    time: 1_700_000_000 + index,
  }));

describe('a saveURL flood', () => {
  it('keeps the newest visits per user and overall, and /__stub/visits still answers', async () => {
    const stub = makeStub();
    const recruiter = await stub.login('recruiter@example.com');
    await stub.call('POST', '/task/v1/saveURL', {
      token: recruiter.token,
      body: { data: [{ url: '/home', time: 1 }], UserSessionID: recruiter.UserSessionID },
    });
    const student = await stub.login('student@example.com');
    await measured('saveURL flood, 100 × 500 visits of 2 kB', async () => {
      for (let request = 0; request < 100; request++) {
        const { json } = await stub.call('POST', '/task/v1/saveURL', {
          token: student.token,
          body: { data: visitBatch(500, String(request)), UserSessionID: student.UserSessionID },
        });
        expect(json.status).toBe(true);
      }
    });
    const visits = stub.store.visits;
    expect(visits.length).toBeLessThanOrEqual(5_000);
    expect(visits.filter((visit) => visit.email === 'student@example.com')).toHaveLength(1_000);
    // The newest are kept: the last batch's last visit is there, the first batch's first is not.
    expect(visits.at(-1)?.url.startsWith('/home?99-499-')).toBe(true);
    expect(visits.some((visit) => visit.url.startsWith('/home?0-0-'))).toBe(false);
    // One user's flood does not push out another user's visits.
    expect(visits.filter((visit) => visit.email === 'recruiter@example.com')).toHaveLength(1);
    const listed = await stub.call('GET', '/__stub/visits');
    expect(listed.status).toBe(200);
    expect(listed.json.body).toHaveLength(visits.length);
  });

  it('keeps at most the overall cap when many users flood', async () => {
    const stub = makeStub({ limits: { visitsPerUser: 30, visits: 50 } });
    for (const email of ['student@example.com', 'student2@example.com', 'recruiter@example.com']) {
      const { token, UserSessionID } = await stub.login(email);
      await stub.call('POST', '/task/v1/saveURL', {
        token,
        body: { data: visitBatch(40, email), UserSessionID },
      });
    }
    expect(stub.store.visits).toHaveLength(50);
    expect(
      stub.store.visits.filter((visit) => visit.email === 'recruiter@example.com'),
    ).toHaveLength(30);
  });
});

describe('a forgotPassword flood with unique emails', () => {
  it('holds a bounded number of challenges and per-email records, and forgets them in time', async () => {
    const stub = makeStub();
    let refused = 0;
    await measured('forgotPassword flood, 12,000 unique emails', async () => {
      for (let index = 0; index < 12_000; index++) {
        const { json } = await stub.call('POST', '/user/v1/forgotPassword', {
          body: { username: `flood-${index}@example.com` },
        });
        if (!json.status) refused += 1;
      }
    });
    console.log(
      `  held: ${stub.store.otpChallenges.size} challenges, ${stub.store.otpLimits.size} emails tracked, ${refused} sends refused`,
    );
    expect(stub.store.otpChallenges.size).toBeLessThanOrEqual(10_000);
    expect(stub.store.otpLimits.size).toBeLessThanOrEqual(10_000);
    // A day later everything of the flood has expired and is swept by the next call.
    stub.advance(day + 1);
    await stub.call('POST', '/user/v1/forgotPassword', {
      body: { username: 'student@example.com' },
    });
    expect(stub.store.otpChallenges.size).toBe(1);
    expect(stub.store.otpLimits.size).toBe(1);
    console.log(`  a day later, swept: heap used ${megabytes(retained().heapUsed)}`);
  });

  it('refuses new emails once the table is full, known and unknown alike, until it empties', async () => {
    const stub = makeStub({ limits: { otpEmails: 3 } });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect(
        (await stub.call('POST', '/user/v1/forgotPassword', { body: { username: email } })).json
          .status,
      ).toBe(true);
    }
    for (const email of ['d@example.com', 'student@example.com']) {
      const { json } = await stub.call('POST', '/user/v1/forgotPassword', {
        body: { username: email },
      });
      expect(json).toMatchObject({ status: false, code: 'OTP_SEND_LIMIT' });
    }
    stub.advance(day + 1);
    const { json } = await stub.call('POST', '/user/v1/forgotPassword', {
      body: { username: 'student@example.com' },
    });
    expect(json.status).toBe(true);
  });
});

describe('what expires', () => {
  it('sweeps OTP challenges and reset grants after 10 minutes, sessions after 2 days', async () => {
    const stub = makeStub();
    await stub.login('recruiter@example.com');
    const sent = await stub.call('POST', '/user/v1/forgotPassword', {
      body: { username: 'student2@example.com' },
    });
    const otp = (await stub.call('GET', '/__stub/outbox?email=student2@example.com')).json.body[0]
      .otp;
    await stub.call('POST', '/user/v1/validateEmailOtp', {
      body: { passcode: otp, secret: sent.json.body.otpSecret },
    });
    expect(stub.store.resetGrants.size).toBe(1);
    expect(stub.store.sessions.size).toBe(1);
    stub.advance(10 * 60 * 1000 + 1);
    await stub.call('GET', '/Common/v1/state');
    expect(stub.store.otpChallenges.size).toBe(0);
    expect(stub.store.resetGrants.size).toBe(0);
    expect(stub.store.sessions.size).toBe(1);
    stub.advance(2 * day);
    await stub.call('GET', '/Common/v1/state');
    expect(stub.store.sessions.size).toBe(0);
  });

  it('forgets a closed session at once', async () => {
    const stub = makeStub();
    const { token, UserSessionID } = await stub.login('recruiter@example.com');
    await stub.call('POST', '/user/v1/logout', { token, body: { UserSessionID } });
    expect(stub.store.sessions.size).toBe(0);
  });
});

describe('per-user stores', () => {
  it("caps a user's open sessions: a new sign-in closes the oldest", async () => {
    const stub = makeStub({ limits: { sessionsPerUser: 3 } });
    const logins = [];
    for (let index = 0; index < 5; index++) logins.push(await stub.login('student@example.com'));
    await stub.login('recruiter@example.com');
    expect(stub.store.sessions.size).toBe(4);
    const status = async (token: string) =>
      (await stub.call('GET', '/user/v1/getUserInfo', { token })).status;
    expect(await status(logins[0]?.token ?? '')).toBe(401);
    expect(await status(logins[1]?.token ?? '')).toBe(401);
    expect(await status(logins[4]?.token ?? '')).toBe(200);
  });

  it('keeps no deviceInfo field the contract does not name: such a login is refused', async () => {
    const stub = makeStub();
    const result = await stub.call('POST', '/user/v1/login', {
      body: {
        username: 'student@example.com',
        password: 'Demo@1234',
        deviceInfo: { name: 'Chrome', padding: 'x'.repeat(1_000_000) },
      },
    });
    expect(result.status).toBe(400);
    expect(result.json.body.errors).toEqual([
      { field: '/deviceInfo/padding', message: 'is not a known field' },
    ]);
    expect(stub.store.sessions.size).toBe(0);
  });

  it('keeps the newest bookmarks and notes per user and overall', async () => {
    const stub = makeStub({
      limits: { bookmarksPerUser: 5, bookmarks: 8, notesPerUser: 4, notes: 6 },
    });
    for (const email of ['student@example.com', 'recruiter@example.com']) {
      const { token } = await stub.login(email);
      for (let index = 0; index < 10; index++) {
        await stub.call('POST', '/bookmark/v1/createBookmark', {
          token,
          body: { title: `b${index}`, url: `/home/${index}` },
        });
        await stub.call('POST', '/notes/v1/createNotes', {
          token,
          body: { title: `n${index}`, content: 'x'.repeat(20_000) },
        });
      }
    }
    expect(stub.store.bookmarks.map((bookmark) => bookmark.title)).toEqual([
      'b7',
      'b8',
      'b9',
      'b5',
      'b6',
      'b7',
      'b8',
      'b9',
    ]);
    expect(stub.store.notes.map((note) => note.title)).toEqual([
      'n8',
      'n9',
      'n6',
      'n7',
      'n8',
      'n9',
    ]);
  });

  it('keeps the newest mails per email and overall', async () => {
    const stub = makeStub({ limits: { outboxPerEmail: 2, outbox: 3, otpSendsPerDay: 100 } });
    for (let round = 0; round < 4; round++) {
      for (const email of ['student@example.com', 'student2@example.com']) {
        await stub.call('POST', '/user/v1/forgotPassword', { body: { username: email } });
      }
      stub.advance(61 * 1000);
    }
    expect(stub.store.outbox).toHaveLength(3);
    expect(stub.store.outbox.filter((mail) => mail.to === 'student@example.com')).toHaveLength(1);
    expect(stub.store.outbox.filter((mail) => mail.to === 'student2@example.com')).toHaveLength(2);
  });

  it('refuses registration once the stub holds its most accounts', async () => {
    // Room for one account beyond the seed's.
    const seeded = makeStub().store.users.size;
    const stub = makeStub({ limits: { accounts: seeded + 1 } });
    const first = await stub.call('POST', '/user/v1/register', {
      body: registration({ email: 'one@example.com' }),
    });
    expect(first.json.status).toBe(true);
    const second = await stub.call('POST', '/user/v1/register', {
      body: registration({ email: 'two@example.com' }),
    });
    expect(second.json).toMatchObject({ status: false, code: 'REGISTRATION_CLOSED' });
    expect(stub.store.users.size).toBe(seeded + 1);
  });
});
