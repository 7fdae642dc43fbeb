import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-academy.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /academy-app/course?courseId: one course with its steps. */
export function getAcademyCourse(courseId: number) {
  return callApi(routes.academyCourse, { query: { courseId } });
}

export const getAcademyCourseQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['demo', 'academy', 'course', courseId] as const,
    queryFn: () => getAcademyCourse(courseId),
  });

export function useAcademyCourse(courseId: number) {
  return useQuery(getAcademyCourseQueryOptions(courseId));
}
