import type { Stage } from '#openapi/applications.ts';
import type { CandidatesQuery } from '../../../shared/recruitment/api/job-candidates.ts';
import { everyStage } from './board-stages.ts';

// The pipeline's filters live in the URL (?stage=&institute=&score=&sort=), so a recruiter can
// share the view they are looking at and Back returns to the previous one.

export type ScoreFilter = 'notBelow' | 'below';
export type CandidateSort = NonNullable<CandidatesQuery['sort']>;

export type PipelineFilters = {
  /** One stage alone (the board's single column, the phone's tab); none: the whole board. */
  stage?: Stage;
  instituteID?: number;
  score?: ScoreFilter;
  sort: CandidateSort;
};

export const candidateSorts: readonly CandidateSort[] = ['score', 'appliedAt', 'name', 'cgpa'];
const scoreFilters: readonly ScoreFilter[] = ['notBelow', 'below'];

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null) =>
  values.find((value) => value === raw);

/**
 * The filters a URL's search names; anything it does not recognise is left out. Without a sort the
 * job's own default holds: by score where there is a test, else the latest applicants first.
 */
export function filtersOf(search: URLSearchParams, defaultSort: CandidateSort): PipelineFilters {
  const institute = Number(search.get('institute'));
  return {
    stage: oneOf(everyStage, search.get('stage')),
    instituteID: Number.isInteger(institute) && institute > 0 ? institute : undefined,
    score: oneOf(scoreFilters, search.get('score')),
    sort: oneOf(candidateSorts, search.get('sort')) ?? defaultSort,
  };
}

/** The search that names these filters, leaving out the defaults. */
export function searchOf(filters: PipelineFilters, defaultSort: CandidateSort): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.stage) search.set('stage', filters.stage);
  if (filters.instituteID) search.set('institute', String(filters.instituteID));
  if (filters.score) search.set('score', filters.score);
  if (filters.sort !== defaultSort) search.set('sort', filters.sort);
  return search;
}

/** How many filters besides the stage narrow or reorder the cards: the phone's folded ones. */
export const activeFilterCount = (filters: PipelineFilters, defaultSort: CandidateSort) =>
  [
    filters.instituteID,
    filters.score,
    filters.sort === defaultSort ? undefined : filters.sort,
  ].filter((value) => value !== undefined).length;

/** The candidates query of one stage under the filters (the page comes from the column). */
export function stageQuery(JobID: number, stage: Stage, filters: PipelineFilters): CandidatesQuery {
  return {
    JobID,
    stage,
    sort: filters.sort,
    ...(filters.instituteID ? { instituteID: filters.instituteID } : {}),
    ...(filters.score ? { belowCutoff: filters.score === 'below' ? 'yes' : 'no' } : {}),
  };
}
