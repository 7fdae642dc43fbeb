/**
 * The probe's invisible text: a job title of four zero-width spaces passed the 3-character minimum,
 * and right-to-left overrides (U+202E) were kept in titles, names and summaries, so a name could
 * read backwards on every page showing it. One-line fields trim Unicode spaces and refuse controls,
 * zero-width and text-direction characters; text of several lines refuses them too but keeps its
 * line breaks.
 */
import { describe, expect, it } from 'vitest';
import {
  draftJobID,
  fingerprint,
  jobInput,
  jobOf,
  recruitmentStub,
} from '../../server/stub/test-support/recruitment.ts';
import { expectInvalidField, makeStub, registration } from '../../server/stub/test-support/stub.ts';

const zwsp = '\u200B';
const rlo = '\u202E';
const oneLine =
  '/title: must be one line of visible text (no control, zero-width or text-direction characters)';

describe('a job title', () => {
  it.each([
    ['four zero-width spaces', zwsp.repeat(4)],
    ['a right-to-left override', `Data ${rlo}tsylanA`],
    ['a line break', 'Data\nAnalyst'],
    ['a byte-order mark inside', `Data${'\uFEFF'}Analyst`],
    ['a left-to-right isolate', `Data \u2066Analyst\u2069`],
  ])('is refused with %s, naming /title, and nothing is stored', async (_, title) => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/jobs/v1/create', {
      token,
      body: jobInput({ title }),
    });
    expectInvalidField(result, '/title');
    expect(result.json.message).toBe(oneLine);
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('of three letters inside Unicode spaces is kept trimmed', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const result = await stub.raw('POST', '/jobs/v1/update', {
      token,
      body: { JobID: draftJobID, ...jobInput({ title: '\u00A0\u3000 SRE \u2003' }) },
    });
    expect(result.status).toBe(200);
    expect(jobOf(stub.store, draftJobID).title).toBe('SRE');
  });

  it('of two letters inside Unicode spaces is too short', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const result = await stub.raw('POST', '/jobs/v1/create', {
      token,
      body: jobInput({ title: '\u00A0QA\u3000' }),
    });
    expectInvalidField(result, '/title');
  });

  it('refuses a zero-width skill or location by its index', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const result = await stub.raw('POST', '/jobs/v1/create', {
      token,
      body: jobInput({ skills: ['SQL', `Ex${zwsp}cel`], locations: [`${rlo}iannehC`] }),
    });
    expectInvalidField(result, '/locations/0');
    expect(result.json.body.errors.map((error: { field: string }) => error.field)).toEqual([
      '/locations/0',
      '/skills/1',
    ]);
  });
});

describe("a student's name at registration", () => {
  it('is refused with a right-to-left override, naming /name', async () => {
    const { call, store } = makeStub();
    const users = store.users.size;
    const result = await call('POST', '/user/v1/register', {
      body: registration({ name: `Meera ${rlo}nanhsirK` }),
    });
    expectInvalidField(result, '/name');
    expect(store.users.size).toBe(users);
  });

  it('is kept without the spaces around it', async () => {
    const { call, store } = makeStub();
    const result = await call('POST', '/user/v1/register', {
      body: registration({ name: '\u2002Meera Krishnan\u00A0' }),
    });
    expect(result.status, result.json.message).toBe(200);
    const user = [...store.users.values()].find((known) => known.email === 'meera@example.com');
    expect(user?.displayName).toBe('Meera Krishnan');
  });
});

const profile = (summary: string) => ({
  skills: ['Go'],
  preferredLocations: ['Hyderabad'],
  preferredJobTypes: ['fullTime'],
  hackerRankBadges: [],
  summary,
});

describe("a student's profile summary", () => {
  it('is refused with a right-to-left override, naming /summary', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('student');
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/profiles/v1/update', {
      token,
      body: profile(`I build ${rlo}stnenopmoc`),
    });
    expectInvalidField(result, '/summary');
    expect(result.json.message).toBe(
      '/summary: must be visible text (no control, zero-width or text-direction characters)',
    );
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('keeps its line breaks', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('student');
    const result = await stub.raw('POST', '/profiles/v1/update', {
      token,
      body: profile('First line.\nSecond line.'),
    });
    expect(result.status, result.json.message).toBe(200);
    expect(stub.store.studentProfiles.get(1004)?.summary).toBe('First line.\nSecond line.');
  });
});

describe("the quick panel's bookmark and note titles", () => {
  it.each([
    ['/bookmark/v1/createBookmark', { title: `Jobs ${rlo}boj`, url: '/myjobs' }],
    ['/notes/v1/createNotes', { title: zwsp.repeat(3), content: 'Call the placement office' }],
  ])('%s refuses an invisible or reversed title, naming /title', async (path, body) => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('student');
    const result = await stub.raw('POST', path, { token, body });
    expectInvalidField(result, '/title');
    expect(result.json.message).toBe(oneLine);
  });

  it("refuses a note's content with a right-to-left override but keeps its line breaks", async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('student');
    const refused = await stub.raw('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Drive', content: `Room ${rlo}301` },
    });
    expectInvalidField(refused, '/content');
    const kept = await stub.raw('POST', '/notes/v1/createNotes', {
      token,
      body: { title: 'Drive', content: 'Room 301\nBring the list' },
    });
    expect(kept.json.body.content).toBe('Room 301\nBring the list');
  });
});
