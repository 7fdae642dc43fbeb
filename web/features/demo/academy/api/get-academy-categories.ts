import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '#openapi/routes/demo-academy.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /academy-app/categories: the course categories. */
export function getAcademyCategories() {
  return callApi(routes.academyCategories);
}

export const getAcademyCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'academy', 'categories'] as const,
    queryFn: () => getAcademyCategories(),
  });

export function useAcademyCategories() {
  return useQuery(getAcademyCategoriesQueryOptions());
}
