import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AcademyCoursesQuery } from '#openapi/demo/academy.ts';
import * as routes from '#openapi/routes/demo-academy.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** Every course list, whatever its filter, starts with this key. */
export const academyCourseListsKey = ['demo', 'academy', 'courses'] as const;

/** GET /academy-app/courses: the courses by title, by category and search. */
export function getAcademyCourses(query: AcademyCoursesQuery) {
  return callApi(routes.academyCourses, { query });
}

export const getAcademyCoursesQueryOptions = (query: AcademyCoursesQuery) =>
  queryOptions({
    queryKey: [...academyCourseListsKey, query] as const,
    queryFn: () => getAcademyCourses(query),
  });

/** The list keeps showing the last answer while a new filter is on its way. */
export function useAcademyCourses(query: AcademyCoursesQuery) {
  return useQuery({ ...getAcademyCoursesQueryOptions(query), placeholderData: keepPreviousData });
}
