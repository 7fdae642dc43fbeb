import { queryOptions, useQuery } from '@tanstack/react-query';
import * as faqRoutes from '#openapi/routes/demo-faq.gen.ts';
import { callApi } from '../../../../shared/api/api-client.ts';

/** GET /faq: the FAQ page's questions. */
export function getFaq() {
  return callApi(faqRoutes.faq);
}

export const getFaqQueryOptions = () =>
  queryOptions({ queryKey: ['demo', 'faq'], queryFn: getFaq, staleTime: Number.POSITIVE_INFINITY });

export function useFaq() {
  return useQuery(getFaqQueryOptions());
}
