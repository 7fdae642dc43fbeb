import { useSearchParams } from 'react-router';
import { searchMaxLength } from '#openapi/field-rules.ts';
import type { JobType } from '#openapi/jobs.ts';

// The job pages keep their filters, page, tab and open job in the URL, so a link shows what its
// sender saw (and Back closes a job's details).

/** Values to set; undefined or '' removes the parameter. */
export type ParamChanges = Record<string, string | number | undefined>;

/** The search string of `params` with `changes` made, as a link's `search`. */
export function searchWith(params: URLSearchParams, changes: ParamChanges): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** The page's search parameters and a way to change some of them. */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: ParamChanges) =>
    setParams((current) => new URLSearchParams(searchWith(current, changes)));
  return { params, update };
}

/** The value when it is one of `allowed`: a hand-edited URL never sends what the server refuses. */
export function oneOf<Value extends string>(
  value: string | null,
  allowed: readonly Value[],
): Value | undefined {
  return allowed.find((item) => item === value);
}

/** A search text as the contract takes it (1 to searchMaxLength characters), or undefined. */
export function searchText(value: string | null): string | undefined {
  const text = value?.trim().slice(0, searchMaxLength);
  return text ? text : undefined;
}

/** A page number from the URL; 1 for anything else. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Every job type, in the order the filters offer them. */
export const jobTypes: readonly JobType[] = ['fullTime', 'internship', 'internshipPpo', 'contract'];

/** The filters every job list takes, as its URL holds them; a list uses the ones it offers. */
export type JobListFilters = {
  q?: string;
  location?: string;
  jobType?: JobType;
  minCtc?: number;
  sort?: string;
  status?: string;
};

/**
 * A job list's URL: its parameters to read filters from, its page, and the setters every list
 * shares (new filters show their first page; page 1 leaves the URL clean).
 */
export function useJobListParams() {
  const { params, update } = useUrlParams();
  return {
    params,
    page: pageNumber(params.get('page')),
    setFilters: (changes: JobListFilters) => update({ ...changes, page: undefined }),
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
  };
}

/** A query without its unset parts (the API client would send them as "undefined"). */
export function compact<Query extends object>(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Query;
}
