import { CourseOps } from '#openapi/operations/courses.ts';
import { route } from '../../contract/route.ts';
import type { StubApp } from '../context.ts';
import { courses } from './catalog.ts';

/** GET /courses/v1/listSimple: every course, id and name. */
export function courseListSimple(app: StubApp) {
  route(app, CourseOps.courseListSimple, () => ({ message: 'Courses', body: courses }));
}
