import { describe, expect, it } from 'vitest';
import {
  AcademyCategoriesResponse,
  AcademyCourseResponse,
  AcademyCoursesResponse,
} from '#openapi/demo/academy.ts';
import {
  demoClient,
  expectContract,
  expectInvalidField,
  notFound,
  start,
} from '../demo-test-client.ts';

const courseNotFound = notFound('COURSE_NOT_FOUND', 'Course not found');
const titles = (json: { body: { title: string }[] }) => json.body.map((course) => course.title);

describe('GET /api/academy-app/categories', () => {
  it('lists the four categories', async () => {
    const json = await demoClient().get('/academy-app/categories');
    expectContract(AcademyCategoriesResponse, json);
    expect(json.body).toEqual([
      { id: 'aptitude', title: 'Aptitude' },
      { id: 'programming', title: 'Programming' },
      { id: 'interview', title: 'Interview skills' },
      { id: 'communication', title: 'Communication' },
    ]);
  });
});

describe('GET /api/academy-app/courses', () => {
  it('lists the eight courses by title, without their steps', async () => {
    const json = await demoClient().get('/academy-app/courses');
    expectContract(AcademyCoursesResponse, json);
    expect(titles(json)).toEqual([
      'Business email writing',
      'Cracking the technical interview',
      'Data structures in Java',
      'HR interview and group discussion',
      'Logical reasoning',
      'Presentation skills',
      'Quantitative aptitude basics',
      'SQL for analysts',
    ]);
    expect(json.body[2]).not.toHaveProperty('steps');
    expect(json.body[2]).toMatchObject({ id: 3, totalSteps: 5, activeStep: 5 });
  });

  it('filters by category and searches title and description', async () => {
    const { get } = demoClient();
    expect(titles(await get('/academy-app/courses?category=programming'))).toEqual([
      'Data structures in Java',
      'SQL for analysts',
    ]);
    expect(titles(await get('/academy-app/courses?search=INTERVIEW'))).toEqual([
      'Cracking the technical interview',
      'Data structures in Java',
      'HR interview and group discussion',
    ]);
    expect(titles(await get('/academy-app/courses?category=interview&search=group'))).toEqual([
      'HR interview and group discussion',
    ]);
  });

  it('answers 400 naming the category when it is unknown', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('GET', '/academy-app/courses?category=cooking'), '/category');
  });
});

describe('GET /api/academy-app/course', () => {
  it('answers the course with its numbered steps', async () => {
    const json = await demoClient().get('/academy-app/course?courseId=7');
    expectContract(AcademyCourseResponse, json);
    expect(json.body).toMatchObject({
      id: 7,
      title: 'Business email writing',
      totalSteps: 2,
      activeStep: 0,
      steps: [
        { order: 1, title: 'Subject lines' },
        { order: 2, title: 'The body' },
      ],
    });
  });

  it('answers 404 for an unknown course and 400 for a bad courseId', async () => {
    const { call } = demoClient();
    expect(await call('GET', '/academy-app/course?courseId=9')).toEqual(courseNotFound);
    expectInvalidField(await call('GET', '/academy-app/course?courseId=x'), '/courseId');
  });
});

describe('POST /api/academy-app/course/progress', () => {
  it('stores the steps done and dates the change', async () => {
    const { get, post } = demoClient();
    const json = await post('/academy-app/course/progress', { courseId: 2, activeStep: 3 });
    expectContract(AcademyCourseResponse, json);
    expect(json.body).toMatchObject({
      id: 2,
      activeStep: 3,
      updatedAt: new Date(start).toISOString(),
    });
    expect((await get('/academy-app/course?courseId=2')).body.activeStep).toBe(3);
  });

  it('answers 400 naming activeStep past the course’s steps or below 0', async () => {
    const { call } = demoClient();
    const progress = (body: unknown) => call('POST', '/academy-app/course/progress', body);
    const past = await progress({ courseId: 2, activeStep: 4 });
    expectInvalidField(past, '/activeStep');
    expect(past.json.message).toBe('/activeStep: must be at most 3, the course’s steps');
    expectInvalidField(await progress({ courseId: 2, activeStep: -1 }), '/activeStep');
  });

  it('answers 404 for an unknown course', async () => {
    const { call } = demoClient();
    const body = { courseId: 80, activeStep: 1 };
    expect(await call('POST', '/academy-app/course/progress', body)).toEqual(courseNotFound);
  });
});
