import { describe, expect, it } from 'vitest';
import { filtersOf, searchOf, stageQuery } from './pipeline-search.ts';

describe("the pipeline's URL", () => {
  it('reads the filters it names and drops what it does not know', () => {
    const search = new URLSearchParams('stage=shortlisted&institute=2&score=below&sort=name&x=1');
    expect(filtersOf(search, 'score')).toEqual({
      stage: 'shortlisted',
      instituteID: 2,
      score: 'below',
      sort: 'name',
    });
    expect(
      filtersOf(new URLSearchParams('stage=hired&institute=x&score=high'), 'appliedAt'),
    ).toEqual({ stage: undefined, instituteID: undefined, score: undefined, sort: 'appliedAt' });
  });

  it("writes only what differs from the job's defaults", () => {
    expect(searchOf({ sort: 'score' }, 'score').toString()).toBe('');
    expect(searchOf({ stage: 'interview', instituteID: 1, sort: 'cgpa' }, 'score').toString()).toBe(
      'stage=interview&institute=1&sort=cgpa',
    );
  });

  it("asks the server for a stage's candidates under the filters", () => {
    expect(
      stageQuery(7, 'testCompleted', { sort: 'score', score: 'notBelow', instituteID: 3 }),
    ).toEqual({
      JobID: 7,
      stage: 'testCompleted',
      sort: 'score',
      instituteID: 3,
      belowCutoff: 'no',
    });
  });
});
