import {
  AcademyCategoriesResponse,
  AcademyCourseQuery,
  AcademyCourseResponse,
  AcademyCoursesQuery,
  AcademyCoursesResponse,
  AcademyProgressRequest,
} from '../../demo/academy.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The academy app's refusals by code. */
export const AcademyRefusals = {
  COURSE_NOT_FOUND: 'Course not found',
} as const;

export const AcademyOps = {
  academyCategories: {
    operationId: 'academyCategories',
    method: 'get',
    path: '/academy-app/categories',
    tag: 'demo',
    summary: 'The course categories',
    auth: false,
    response: AcademyCategoriesResponse,
  },
  academyCourses: {
    operationId: 'academyCourses',
    method: 'get',
    path: '/academy-app/courses',
    tag: 'demo',
    summary: 'The courses by title; `category` filters, `search` matches title or description',
    auth: false,
    query: AcademyCoursesQuery,
    response: AcademyCoursesResponse,
  },
  academyCourse: {
    operationId: 'academyCourse',
    method: 'get',
    path: '/academy-app/course',
    tag: 'demo',
    summary: 'One course with its steps',
    auth: false,
    query: AcademyCourseQuery,
    response: AcademyCourseResponse,
    ...answeredWith(404, refusalsOf(AcademyRefusals, 'COURSE_NOT_FOUND')),
  },
  academyProgress: {
    operationId: 'academyProgress',
    method: 'post',
    path: '/academy-app/course/progress',
    tag: 'demo',
    summary: 'Set how many steps of a course are done (0 to its totalSteps)',
    auth: false,
    body: AcademyProgressRequest,
    response: AcademyCourseResponse,
    ...answeredWith(404, refusalsOf(AcademyRefusals, 'COURSE_NOT_FOUND')),
  },
} as const;
