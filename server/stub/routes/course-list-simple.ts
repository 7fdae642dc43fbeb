import { CourseOps } from '#openapi/operations/courses.ts';
import { reply, type StubApp, type StubDeps } from '../context.ts';
import { courses } from '../lookups.ts';

const op = CourseOps.courseListSimple;

/** GET /courses/v1/listSimple: every course, id and name. */
export function registerCourseListSimple(app: StubApp, _deps: StubDeps) {
  app.get(op.path, (c) =>
    reply(c, op.response, { status: true, message: 'Courses', body: courses }),
  );
}
