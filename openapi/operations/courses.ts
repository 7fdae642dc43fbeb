import { CourseListSimpleResponse } from '../courses.ts';

export const CourseOps = {
  courseListSimple: {
    operationId: 'courseListSimple',
    method: 'get',
    path: '/courses/v1/listSimple',
    tag: 'seed',
    summary: 'Courses, id and name only',
    auth: true,
    response: CourseListSimpleResponse,
  },
} as const;
