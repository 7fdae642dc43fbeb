import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { StageCounts } from '#openapi/applications.ts';
import { maxPageSize } from '#openapi/field-rules.ts';
import type { CompanyJobItem, StatusCounts } from '#openapi/jobs.ts';
import { noCandidates } from '#openapi/stages.ts';
import { companyJobsQueryOptions } from '../../../shared/recruitment/api/company-jobs.ts';
import { recruitmentKey } from '../../../shared/recruitment/api/keys.ts';
import { useSessionScoped } from '../../../shared/session/session-scoped.ts';

/** The recruiter's pipeline at a glance (D14 /home): their jobs by status, their open jobs' candidates. */
export type Pipeline = {
  statusCounts: StatusCounts;
  /** Candidates of the open jobs at each stage. */
  stageTotals: StageCounts;
  /** Applications to the open jobs, at any stage. */
  applicants: number;
  /** Offers made in the open jobs: standing, accepted or declined. */
  offers: number;
};

/** Adds up the open jobs' stage counts. */
export function pipelineOf(statusCounts: StatusCounts, openJobs: CompanyJobItem[]): Pipeline {
  const stageTotals: StageCounts = noCandidates();
  for (const { stageCounts } of openJobs) {
    for (const stage of Object.keys(stageTotals) as (keyof StageCounts)[]) {
      stageTotals[stage] += stageCounts[stage];
    }
  }
  return {
    statusCounts,
    stageTotals,
    applicants: openJobs.reduce((sum, item) => sum + item.applicantCount, 0),
    offers: stageTotals.offered + stageTotals.offerAccepted + stageTotals.offerDeclined,
  };
}

/**
 * The recruiter's own jobs' pipeline (D19: they work on the jobs they posted). The server counts
 * per job; the open jobs are added up here, every page of them, so no figure stops at a page.
 * Each page is the company jobs' own query, shared with the lists that show it.
 */
export async function getPipeline(client: QueryClient, UserID: number): Promise<Pipeline> {
  const openJobs = { postedBy: UserID, status: 'open', pageSize: maxPageSize } as const;
  const page = (number: number) =>
    client.fetchQuery(companyJobsQueryOptions({ ...openJobs, page: number }));
  const first = await page(1);
  const pageCount = Math.ceil(first.body.total / maxPageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => page(index + 2)),
  );
  const items = [first, ...rest].flatMap((answer) => answer.body.items);
  return pipelineOf(first.body.statusCounts, items);
}

export const getPipelineQueryOptions = (UserID: number) =>
  queryOptions({
    queryKey: [...recruitmentKey, 'home', 'pipeline', UserID],
    queryFn: ({ client }) => getPipeline(client, UserID),
  });

/** The recruiter's pipeline for their /home. */
export function usePipeline(UserID: number) {
  return useQuery(useSessionScoped(getPipelineQueryOptions(UserID)));
}
