import { describe, expect, it } from 'vitest';
import {
  ClassListResponse,
  InstituteListResponse,
  LanguageListResponse,
  NotificationResponse,
  SectionListResponse,
  StateListResponse,
} from '#openapi/common.ts';
import { expectContract, expectInvalidField, makeStub } from '../test-support/stub.ts';

describe('GET /common/v1/notification', () => {
  it('shows the seeded student 40 of 60 minutes left on the running test', async () => {
    const { call, login } = makeStub();
    const { token, activeTestDetails } = await login('student@example.com');
    expect(activeTestDetails).toEqual({
      TaskID: 101,
      CourseID: 1,
      TaskName: 'Aptitude Assessment — Round 1',
      RemainingTime: 2400,
      TotalDuration: 3600,
      isShown: true,
    });
    const { json } = await call('GET', '/common/v1/notification', { token });
    expectContract(NotificationResponse, json);
    expect(json.body.activeTestDetails.RemainingTime).toBe(2400);
  });

  it('counts the remaining time down with the server clock and drops the test at zero', async () => {
    const { call, login, advance } = makeStub();
    const { token } = await login('student@example.com');
    advance(600 * 1000);
    const later = await call('GET', '/common/v1/notification', { token });
    expect(later.json.body.activeTestDetails.RemainingTime).toBe(1800);
    advance(1800 * 1000 - 1);
    const lastMoment = await call('GET', '/common/v1/notification', { token });
    expect(lastMoment.json.body.activeTestDetails.RemainingTime).toBe(1);
    advance(1);
    const over = await call('GET', '/common/v1/notification', { token });
    expectContract(NotificationResponse, over.json);
    expect(over.json.body.activeTestDetails).toBeNull();
  });

  it('has no active test for student2', async () => {
    const { call, login } = makeStub();
    const { token, activeTestDetails } = await login('student2@example.com');
    expect(activeTestDetails).toBeNull();
    const { json } = await call('GET', '/common/v1/notification', { token });
    expect(json).toEqual({
      status: true,
      message: 'Notifications',
      body: { activeTestDetails: null },
    });
  });

  it('answers 401 without a token', async () => {
    const { call } = makeStub();
    expect((await call('GET', '/common/v1/notification')).status).toBe(401);
  });
});

describe('lookups', () => {
  it('lists the 28 states and 8 union territories of India without a token', async () => {
    const { call } = makeStub();
    const { status, json } = await call('GET', '/Common/v1/state');
    expect(status).toBe(200);
    expectContract(StateListResponse, json);
    expect(json.body).toHaveLength(36);
    const names = json.body.map((item: { name: string }) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Tamil Nadu', 'Kerala', 'Delhi', 'Puducherry']));
  });

  it('lists institutes and languages', async () => {
    const { call } = makeStub();
    const institutes = await call('GET', '/Common/v1/Institute');
    expectContract(InstituteListResponse, institutes.json);
    expect(institutes.json.body.length).toBeGreaterThanOrEqual(3);
    const languages = await call('GET', '/Common/v1/Language');
    expectContract(LanguageListResponse, languages.json);
    expect(languages.json.body.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['English', 'Tamil', 'Hindi']),
    );
  });

  it('lists only the classes of the institute asked for', async () => {
    const { call } = makeStub();
    const { json } = await call('GET', '/Common/v1/Class?instituteID=2');
    expectContract(ClassListResponse, json);
    expect(json.body.length).toBeGreaterThan(0);
    expect(json.body.every((item: { instituteID: number }) => item.instituteID === 2)).toBe(true);
    expect(json.body[0].name).toBe('B.E. Computer Science — Final year');
  });

  it('lists no classes for an unknown institute', async () => {
    const { call } = makeStub();
    const { json } = await call('GET', '/Common/v1/Class?instituteID=99');
    expect(json).toEqual({ status: true, message: 'Classes', body: [] });
  });

  it('lists the sections of a class, and none when the class is not the institute’s', async () => {
    const { call } = makeStub();
    const { json } = await call('GET', '/Common/v1/section?instituteID=1&classID=1');
    expectContract(SectionListResponse, json);
    expect(json.body.map((item: { name: string }) => item.name)).toEqual(['A', 'B', 'C']);
    expect(json.body.every((item: { classID: number }) => item.classID === 1)).toBe(true);
    const mismatch = await call('GET', '/Common/v1/section?instituteID=2&classID=1');
    expect(mismatch.json.body).toEqual([]);
  });

  it.each([
    ['/Common/v1/Class', '/instituteID'],
    ['/Common/v1/Class?instituteID=abc', '/instituteID'],
    ['/Common/v1/Class?instituteID=0', '/instituteID'],
    ['/Common/v1/Class?instituteID=1.5', '/instituteID'],
    ['/Common/v1/section?instituteID=1', '/classID'],
    ['/Common/v1/section?classID=1', '/instituteID'],
    ['/Common/v1/section?instituteID=1&classID=x', '/classID'],
  ])('answers 400 for %s naming %s', async (path, field) => {
    const { call } = makeStub();
    expectInvalidField(await call('GET', path), field);
  });

  it('keeps the path spelling of the seed: Common with a capital C', async () => {
    const { call } = makeStub();
    expect((await call('GET', '/common/v1/state')).status).toBe(404);
  });
});
