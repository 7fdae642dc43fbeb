import { queryOptions, useQuery } from '@tanstack/react-query';
import * as knowledgeBaseRoutes from '#openapi/routes/demo-knowledge-base.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /knowledge-base: the help categories with their featured articles. */
export function getKnowledgeBase() {
  return callApi(knowledgeBaseRoutes.knowledgeBase);
}

export const getKnowledgeBaseQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'knowledge-base'],
    queryFn: getKnowledgeBase,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useKnowledgeBase() {
  return useQuery(getKnowledgeBaseQueryOptions());
}
