import type { CourseSimple } from '#openapi/courses.ts';
import { courseBanks } from '../exam/question-bank.ts';

/** Every course of the question banks, id and name. */
export const courses: CourseSimple[] = courseBanks.map(({ CourseID, courseName }) => ({
  id: CourseID,
  courseName,
}));
