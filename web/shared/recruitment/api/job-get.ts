import { queryOptions, useQuery } from '@tanstack/react-query';
import * as jobRoutes from '#openapi/routes/jobs.gen.ts';
import { callApi } from '../../api/api-client.ts';
import { recruitmentKey } from './keys.ts';

/** Every job query's key starts here. */
export const jobKey = [...recruitmentKey, 'job'] as const;

/** GET jobs/v1/get: one job by its slug, as the caller's role sees it. */
export const jobQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...jobKey, slug],
    queryFn: () => callApi(jobRoutes.jobGet, { query: { slug } }),
  });

/** Waits for a slug before asking. */
export const useJob = (slug: string | null) =>
  useQuery({ ...jobQueryOptions(slug ?? ''), enabled: slug !== null });
