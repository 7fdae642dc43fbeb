import { queryOptions, useQuery } from '@tanstack/react-query';
import * as courseRoutes from '#openapi/routes/courses.gen.ts';
import { callApi } from '../../../shared/api/api-client.ts';

/** GET courses/v1/listSimple: the courses a job's assessment may use (D13). */
export function getCourses() {
  return callApi(courseRoutes.courseListSimple);
}

export const getCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['courses', 'simple'], queryFn: getCourses, staleTime: Infinity });

export function useCourses() {
  return useQuery(getCoursesQueryOptions());
}
