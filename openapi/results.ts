import Type, { type Static } from 'typebox';
import { AssignedTest, CalendarDate, JobRef, Stage } from './applications.ts';
import { Envelope } from './envelope.ts';
import { SubmittedBy } from './exam.ts';
import { percentMax } from './field-rules.ts';
import { Id, Instant } from './fields.ts';
import { Page, pageQuery } from './paging.ts';

// Results (D24): each submitted attempt of a job's test, with its figures (D30), listed by the
// server, filtered by the caller's rights (D19, D22), and exported whole as CSV.

const Percent = Type.Number({ minimum: 0, maximum: percentMax });

/** The student behind a result: enough to name them and open their profile. */
export const ResultCandidate = Type.Object({
  UserID: Id,
  displayName: Type.String(),
  email: Type.String(),
  instituteName: Type.Union([Type.String(), Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
});
export type ResultCandidate = Static<typeof ResultCandidate>;

/** One submitted attempt of a job's test and its figures. */
export const Result = Type.Object({
  ApplicationID: Id,
  job: JobRef,
  candidate: ResultCandidate,
  /** Where the application is now (D21). */
  stage: Stage,
  score: Type.Integer({ minimum: 0 }),
  maxScore: Type.Integer({ minimum: 1 }),
  /** score / maxScore × 100, to one decimal. */
  percentage: Percent,
  /**
   * D30: the share of that job's test takers (every submitted attempt, whoever may see it) with a
   * lower score, ties (the taker included) counted half: 100 × (lower + same / 2) / takers, to one
   * decimal. One taker alone is at 50.
   */
  percentile: Percent,
  timeTaken: Type.Integer({ minimum: 0, description: 'Seconds from start to submission' }),
  submittedAt: Instant,
  /** The student pressed Submit, their screen submitted at zero, or the server did (D15). */
  submittedBy: SubmittedBy,
  /** The job's minimum percentage; null when it has none. */
  minScore: Type.Union([Percent, Type.Null()]),
  /** At or above the job's minimum (always, when there is none); the recruiter still decides (D21). */
  cutoffPassed: Type.Boolean(),
  /** The test as the student opens it (its result summary); only on the student's own results. */
  test: Type.Union([AssignedTest, Type.Null()]),
});
export type Result = Static<typeof Result>;

export const ResultsSort = Type.Union([
  Type.Literal('submittedAt'),
  Type.Literal('score'),
  Type.Literal('percentile'),
  Type.Literal('timeTaken'),
  Type.Literal('name'),
]);
export type ResultsSort = Static<typeof ResultsSort>;

export const CutoffFilter = Type.Union([Type.Literal('pass'), Type.Literal('fail')]);
export type CutoffFilter = Static<typeof CutoffFilter>;

/** Which results: every filter optional and combined with "and". */
export const ResultsFilter = Type.Object({
  JobID: Type.Optional(Id),
  instituteID: Type.Optional(Id),
  classID: Type.Optional(Id),
  /** Percentage at least this. */
  minPercentage: Type.Optional(Percent),
  /** Percentage at most this. */
  maxPercentage: Type.Optional(Percent),
  cutoff: Type.Optional(CutoffFilter),
  stage: Type.Optional(Stage),
  /** Submitted on or after this day (India's time). */
  from: Type.Optional(CalendarDate),
  /** Submitted on or before this day (India's time). */
  to: Type.Optional(CalendarDate),
});
export type ResultsFilter = Static<typeof ResultsFilter>;

export const ResultsQuery = Type.Object({
  ...ResultsFilter.properties,
  sort: Type.Optional(ResultsSort),
  ...pageQuery,
});
export type ResultsQuery = Static<typeof ResultsQuery>;

export const ResultsResponse = Envelope(Page(Result));
export type ResultsResponse = Static<typeof ResultsResponse>;

/** The CSV export takes the list's filter and sort, never a page: every row of the filter (D24). */
export const ResultsExportQuery = Type.Object({
  ...ResultsFilter.properties,
  sort: Type.Optional(ResultsSort),
  order: pageQuery.order,
});
export type ResultsExportQuery = Static<typeof ResultsExportQuery>;

/** Placeholder: the export answers text/csv, not an envelope (see the operation's `download`). */
export const ResultsCsv = Type.String({
  description: 'RFC 4180 CSV, UTF-8 with a byte-order mark',
});
