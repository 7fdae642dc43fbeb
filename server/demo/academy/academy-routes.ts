import { Hono } from 'hono';
import type { AcademyCourse, AcademyCourseSummary } from '#openapi/demo/academy.ts';
import { AcademyOps } from '#openapi/operations/demo/academy.ts';
import { route } from '../../contract/route.ts';
import { matches } from '../clock.ts';
import { academyCategories } from './academy-seed.ts';

/** The demo courses' state; `reset()` swaps in a fresh copy of the seed. */
export type AcademyStore = { courses: AcademyCourse[] };

const summaryOf = ({ steps: _steps, ...course }: AcademyCourse): AcademyCourseSummary => course;

/** The academy app of the demo template: categories, courses, one course, progress (issue 31). */
export function createAcademyRoutes(store: AcademyStore, now: () => number) {
  const app = new Hono();
  const find = (id: number) => store.courses.find((course) => course.id === id);

  route(app, AcademyOps.academyCategories, () => ({
    message: 'Course categories',
    body: academyCategories,
  }));

  route(app, AcademyOps.academyCourses, ({ query: { category, search } }) => ({
    message: 'Courses',
    body: store.courses
      .filter((course) => !category || course.category === category)
      .filter((course) => matches(search, course.title, course.description))
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
      .map(summaryOf),
  }));

  route(app, AcademyOps.academyCourse, ({ query: { courseId }, refuse }) => {
    const course = find(courseId);
    if (!course) return refuse('COURSE_NOT_FOUND');
    return { message: 'Course', body: course };
  });

  route(app, AcademyOps.academyProgress, ({ body: { courseId, activeStep }, refuse, invalid }) => {
    const course = find(courseId);
    if (!course) return refuse('COURSE_NOT_FOUND');
    if (activeStep > course.totalSteps) {
      return invalid([
        {
          field: '/activeStep',
          message: `must be at most ${course.totalSteps}, the course’s steps`,
        },
      ]);
    }
    course.activeStep = activeStep;
    course.updatedAt = new Date(now()).toISOString();
    return { message: 'Progress saved', body: course };
  });

  return app;
}
