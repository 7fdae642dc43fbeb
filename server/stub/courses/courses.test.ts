import { describe, expect, it } from 'vitest';
import { CourseListSimpleResponse } from '#openapi/courses.ts';
import { expectContract, makeStub } from '../test-support/stub.ts';

describe('GET /courses/v1/listSimple', () => {
  it('lists the courses by id and name for a signed-in user', async () => {
    const { call, login } = makeStub();
    const { token } = await login('recruiter@example.com');
    const { json } = await call('GET', '/courses/v1/listSimple', { token });
    expectContract(CourseListSimpleResponse, json);
    expect(json.body.map((course: { courseName: string }) => course.courseName)).toEqual([
      'Aptitude',
      'Programming Basics',
      'English Communication',
    ]);
    expect((await call('GET', '/courses/v1/listSimple')).status).toBe(401);
  });
});
