import { beforeAll, describe, expect, it } from 'vitest';
import { EventsResponse, MarkEventsReadResponse } from '#openapi/events.ts';
import * as applicationRoutes from '#openapi/routes/applications.gen.ts';
import * as eventRoutes from '#openapi/routes/events.gen.ts';
import {
  applicationsAt,
  type RecruitmentStub,
  recruitmentStub,
} from '../../test-support/recruitment.ts';
import { expectContract, expectInvalidField } from '../../test-support/stub.ts';

// A student's events (D26) on the stub backend.

describe("a student's events (D26)", () => {
  let stub: RecruitmentStub;
  let token: string;
  beforeAll(async () => {
    stub = await recruitmentStub();
    token = await stub.tokenOf('student');
  });

  it('lists them newest first with the unread count; the shortlisting and the interview are news', async () => {
    const { json } = await stub.call(eventRoutes.studentEvents, { token, query: {} });
    expectContract(EventsResponse, json);
    if (!json.status) throw new Error(json.message);
    const { items, unreadCount, total } = json.body;
    expect(total).toBe(stub.store.studentEvents.get(1004)?.length);
    const times = items.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(unreadCount).toBe(2);
    const unread = await stub.ok(eventRoutes.studentEvents, { token, query: { unread: 'yes' } });
    expect(unread.items.map((event) => event.kind).sort()).toEqual([
      'interviewScheduled',
      'shortlisted',
    ]);
    const interview = unread.items.find((event) => event.kind === 'interviewScheduled');
    expect(interview).toMatchObject({
      job: { title: 'Quality Engineer Trainee', companyName: 'Nilgiri Software Labs' },
      read: false,
    });
    expect(interview?.message).toBe(
      // Where, too (D33): the mode with its venue or meeting link.
      'Your interview for Quality Engineer Trainee at Nilgiri Software Labs is on 2025-01-16 at 11:30, at the office (Nilgiri Software Labs, Bengaluru)',
    );
  });

  it('marks the student’s own read and ignores anyone else’s', async () => {
    const unread = await stub.ok(eventRoutes.studentEvents, { token, query: { unread: 'yes' } });
    const someoneElse = [...stub.store.studentEvents.entries()]
      .filter(([UserID]) => UserID !== 1004)
      .flatMap(([, events]) => events)
      .find((event) => !event.read);
    if (!someoneElse) throw new Error('the seed has no unread event of another student');
    const theirs = JSON.stringify(someoneElse);
    const { json } = await stub.call(eventRoutes.markEventsRead, {
      token,
      body: { EventIDs: [unread.items[0]?.EventID ?? 0, someoneElse.EventID] },
    });
    expectContract(MarkEventsReadResponse, json);
    expect(json).toMatchObject({ status: true, body: { marked: 1, unreadCount: 1 } });
    expect(JSON.stringify(someoneElse)).toBe(theirs);
    // Issue 28: only someone else's id, or an unknown one, marks nothing, and the reply says so.
    const { json: none } = await stub.call(eventRoutes.markEventsRead, {
      token,
      body: { EventIDs: [someoneElse.EventID, 999_999] },
    });
    expect(none).toMatchObject({
      status: true,
      message: 'No event was marked: none is yours',
      body: { marked: 0, unreadCount: 1 },
    });
    expect(JSON.stringify(someoneElse)).toBe(theirs);
  });

  it('tells the student of a move the recruiter makes, and not of their own', async () => {
    const poster = await stub.tokenOf('poster');
    const shortlisted = applicationsAt(stub.store, 3).find((row) => row.UserID === 1004);
    const before = (await stub.ok(eventRoutes.studentEvents, { token, query: {} })).unreadCount;
    await stub.ok(applicationRoutes.applicationMove, {
      token: poster,
      body: {
        ApplicationID: shortlisted?.ApplicationID ?? 0,
        fromStage: 'shortlisted',
        toStage: 'rejected',
        note: 'Position filled',
      },
    });
    const after = await stub.ok(eventRoutes.studentEvents, { token, query: { pageSize: 1 } });
    expect(after.unreadCount).toBe(before + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'rejected',
      message:
        'Your application for Frontend Developer Trainee at Nilgiri Software Labs was not taken forward',
    });
    const quality = applicationsAt(stub.store, 4).find((row) => row.UserID === 1004);
    await stub.ok(applicationRoutes.applicationWithdraw, {
      token,
      body: { ApplicationID: quality?.ApplicationID ?? 0 },
    });
    const afterWithdraw = await stub.ok(eventRoutes.studentEvents, { token, query: {} });
    expect(afterWithdraw.total).toBe(after.total);
  });

  it('names the allowed values of a bad `unread` (issue 28)', async () => {
    const answer = await stub.raw('GET', '/events/v1/list?unread=maybe', { token });
    expectInvalidField(answer, '/unread');
    expect(answer.json.message).toBe('/unread: must be one of "yes", "no"');
  });

  it.each([
    ['no ids', { EventIDs: [] }, '/EventIDs'],
    ['an id of zero', { EventIDs: [0] }, '/EventIDs/0'],
  ])('answers 400 for %s', async (_case, body, field) => {
    expectInvalidField(await stub.raw('POST', '/events/v1/markRead', { token, body }), field);
  });
});
