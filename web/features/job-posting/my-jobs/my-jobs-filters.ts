import { searchMaxLength } from '#openapi/field-rules.ts';
import type { JobStatus, JobType } from '#openapi/jobs.ts';
import type { CompanyJobsQuery } from '../../../shared/recruitment/api/company-jobs.ts';
import { jobStatuses, jobTypes } from '../job-choices.ts';

export type JobSort = NonNullable<CompanyJobsQuery['sort']>;

export const jobSorts: readonly JobSort[] = [
  'updatedAt',
  'createdAt',
  'deadline',
  'title',
  'applicants',
];

/** Jobs a page: a recruiter's list is short, and ten cards fit a phone's scroll. */
export const myJobsPageSize = 10;

/**
 * /myjobs's filters as its URL holds them (a link shares the view): whose jobs (the recruiter's
 * own by default, or the whole company's, D19), status, type, search, sort, page.
 */
export type MyJobsFilters = {
  who: 'mine' | 'company';
  status: JobStatus | undefined;
  jobType: JobType | undefined;
  q: string;
  sort: JobSort;
  page: number;
};

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) =>
  values.find((value) => value === raw);

/** The filters a URL names; anything unknown falls back to the default view. */
export function filtersOf(params: URLSearchParams): MyJobsFilters {
  const page = Number(params.get('page'));
  return {
    who: params.get('who') === 'company' ? 'company' : 'mine',
    status: oneOf(jobStatuses, params.get('status')),
    jobType: oneOf(jobTypes, params.get('type')),
    q: (params.get('q') ?? '').slice(0, searchMaxLength),
    sort: oneOf(jobSorts, params.get('sort')) ?? 'updatedAt',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's search parameters for `filters`, the defaults left out. */
export function paramsOf(filters: MyJobsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.who === 'company') params.set('who', 'company');
  if (filters.status) params.set('status', filters.status);
  if (filters.jobType) params.set('type', filters.jobType);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== 'updatedAt') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What companyJobs is asked for these filters; `myUserID` narrows it to the recruiter's own. */
export function companyJobsQueryOf(filters: MyJobsFilters, myUserID: number): CompanyJobsQuery {
  const q = filters.q.trim();
  return {
    ...(filters.who === 'mine' ? { postedBy: myUserID } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.jobType ? { jobType: filters.jobType } : {}),
    ...(q ? { q } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: myJobsPageSize,
  };
}
