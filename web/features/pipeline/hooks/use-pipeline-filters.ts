import { useSearchParams } from 'react-router';
import type { Job } from '#openapi/jobs.ts';
import {
  type CandidateSort,
  filtersOf,
  type PipelineFilters,
  searchOf,
} from '../model/pipeline-search.ts';

/** The sort a job's pipeline opens with: by score where there is a test to score. */
export const defaultSortOf = (job: Pick<Job, 'assessment'>): CandidateSort =>
  job.assessment ? 'score' : 'appliedAt';

/** The pipeline's filters from the URL, and a way to change some of them (a new history entry). */
export function usePipelineFilters(job: Pick<Job, 'assessment'>) {
  const [search, setSearch] = useSearchParams();
  const defaultSort = defaultSortOf(job);
  const filters = filtersOf(search, defaultSort);
  const change = (patch: Partial<PipelineFilters>) =>
    setSearch(searchOf({ ...filters, ...patch }, defaultSort));
  return [filters, change] as const;
}
