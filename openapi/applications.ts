import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { SubmittedBy } from './exam.ts';
import {
  cgpaMax,
  ctcMaxLakh,
  datePattern,
  maxBulkMove,
  meetingLinkPattern,
  moveNoteMaxLength,
  percentMax,
  searchMaxLength,
  slugMaxLength,
  slugPattern,
  timePattern,
  urlMaxLength,
  venueMaxLength,
} from './field-rules.ts';
import { Id, Instant, MultiLine, SingleLine } from './fields.ts';
import { Page, pageQuery } from './paging.ts';
import { stages } from './stages.ts';

// Applications and their stages (D21): one application per student and job, moved through the
// stages by the job's recruiter, the student and the test's submission; every move kept.

/**
 * Applied → Test assigned → Test completed → Shortlisted → Interview → Offered → Offer accepted |
 * Offer declined; Rejected from any stage before an answer to an offer; Withdrawn by the student
 * before Offered. A job without an assessment goes Applied → Shortlisted.
 */
export const Stage = Type.Enum(stages);
export type Stage = Static<typeof Stage>;

const count = Type.Integer({ minimum: 0 });

/** How many applications of a job are at each stage. */
export const StageCounts = Type.Object({
  applied: count,
  testAssigned: count,
  testCompleted: count,
  shortlisted: count,
  interview: count,
  offered: count,
  offerAccepted: count,
  offerDeclined: count,
  rejected: count,
  withdrawn: count,
});
export type StageCounts = Static<typeof StageCounts>;

/** A calendar date in India's time, YYYY-MM-DD. */
export const CalendarDate = Type.String({
  pattern: datePattern,
  errorMessage: 'must be a date as YYYY-MM-DD',
});

/** Lakh rupees per annum (D13). */
export const LakhPerAnnum = Type.Number({ minimum: 0, maximum: ctcMaxLakh });

export const InterviewMode = Type.Union([
  Type.Literal('onCampus'),
  Type.Literal('online'),
  Type.Literal('office'),
]);
export type InterviewMode = Static<typeof InterviewMode>;

/** An interview (D21): date, time and mode; an online one has its meeting link. */
export const Interview = Type.Object({
  date: CalendarDate,
  time: Type.String({ pattern: timePattern, errorMessage: 'must be a time as HH:MM (24-hour)' }),
  mode: InterviewMode,
  /** The meeting link: required when the mode is online, null otherwise. */
  link: Type.Union([
    Type.String({
      maxLength: urlMaxLength,
      pattern: meetingLinkPattern,
      errorMessage: 'must be an http or https link',
    }),
    Type.Null(),
  ]),
  /** Where to come for an interview on campus or at the office; null when not given. */
  venue: Type.Union([SingleLine({ minLength: 1, maxLength: venueMaxLength }), Type.Null()]),
});
export type Interview = Static<typeof Interview>;

/** A note on a move, shown in the application's history. */
export const MoveNote = MultiLine({ maxLength: moveNoteMaxLength });

/** What a recruiter offers (D21): the CTC, and the joining date when known. */
export const OfferTerms = Type.Object({
  ctc: Type.Number({ exclusiveMinimum: 0, maximum: ctcMaxLakh }),
  joiningDate: Type.Union([CalendarDate, Type.Null()]),
});
export type OfferTerms = Static<typeof OfferTerms>;

/** An offer as made or last revised (D33): its terms and the recruiter's note, which the student reads. */
export const Offer = Type.Object({
  ...OfferTerms.properties,
  note: Type.Union([Type.String(), Type.Null()]),
});
export type Offer = Static<typeof Offer>;

/** A job's URL-safe slug, the `jobname` of /progress/:jobname (D13). */
export const Slug = Type.String({
  minLength: 1,
  maxLength: slugMaxLength,
  pattern: slugPattern,
  errorMessage: 'must be lowercase letters and digits joined by hyphens',
});

/** The job an application or event is about, enough to name it and open it. */
export const JobRef = Type.Object({
  JobID: Id,
  slug: Slug,
  title: Type.String(),
  companyName: Type.String(),
});
export type JobRef = Static<typeof JobRef>;

/** The student behind an application, with the academic figures a recruiter sorts by (D20). */
export const Applicant = Type.Object({
  UserID: Id,
  displayName: Type.String(),
  email: Type.String(),
  instituteName: Type.Union([Type.String(), Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  cgpa: Type.Union([Type.Number({ minimum: 0, maximum: cgpaMax }), Type.Null()]),
  activeBacklogs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  graduationYear: Type.Union([Type.Integer(), Type.Null()]),
});
export type Applicant = Static<typeof Applicant>;

/** A submitted attempt of the job's test (D21, D24): the score and whether it is under the cut-off. */
export const TestOutcome = Type.Object({
  score: Type.Integer({ minimum: 0 }),
  maxScore: Type.Integer({ minimum: 1 }),
  percentage: Type.Number({ minimum: 0, maximum: percentMax }),
  /** Under the job's minimum score; the recruiter still decides. */
  belowCutoff: Type.Boolean(),
  timeTaken: Type.Integer({ minimum: 0, description: 'Seconds from start to submission' }),
  submittedAt: Instant,
  submittedBy: SubmittedBy,
});
export type TestOutcome = Static<typeof TestOutcome>;

/** The job's test as assigned to the student: what /test/test/:CourseID/:TaskID opens. */
export const AssignedTest = Type.Object({ TaskID: Id, CourseID: Id });
export type AssignedTest = Static<typeof AssignedTest>;

/** Who made a move: a person, or null for the system (a test's submission). */
export const Mover = Type.Union([
  Type.Object({ UserID: Id, displayName: Type.String(), role: Type.String() }),
  Type.Null(),
]);
export type Mover = Static<typeof Mover>;

/** A change to an offer (D33): revised (before → after) or withdrawn (after is null). */
export const OfferChange = Type.Object({
  kind: Type.Union([Type.Literal('revised'), Type.Literal('withdrawn')]),
  before: Offer,
  after: Type.Union([Offer, Type.Null()]),
});
export type OfferChange = Static<typeof OfferChange>;

/**
 * One move of an application (D21): the stage it reached, when, who, and the note; a revised or
 * withdrawn offer (D33) is an entry too, with the offer before and after.
 */
export const HistoryEntry = Type.Object({
  stage: Stage,
  at: Instant,
  by: Mover,
  note: Type.Union([Type.String(), Type.Null()]),
  offerChange: Type.Union([OfferChange, Type.Null()]),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** An application as lists show it, with the moves the caller may make from where it is. */
export const ApplicationSummary = Type.Object({
  ApplicationID: Id,
  job: JobRef,
  applicant: Applicant,
  stage: Stage,
  appliedAt: Instant,
  updatedAt: Instant,
  test: Type.Union([AssignedTest, Type.Null()]),
  testOutcome: Type.Union([TestOutcome, Type.Null()]),
  /** The latest interview scheduled; kept after the application moves on. */
  interview: Type.Union([Interview, Type.Null()]),
  offer: Type.Union([Offer, Type.Null()]),
  /** The stages the caller may move this application to now; empty when they may not move it. */
  moves: Type.Array(Stage),
});
export type ApplicationSummary = Static<typeof ApplicationSummary>;

/** One application with its whole history, oldest move first. */
export const Application = Type.Object({
  ...ApplicationSummary.properties,
  history: Type.Array(HistoryEntry),
});
export type Application = Static<typeof Application>;

export const ApplicationResponse = Envelope(Application);
export type ApplicationResponse = Static<typeof ApplicationResponse>;

export const ApplyRequest = Type.Object({ JobID: Id });
export type ApplyRequest = Static<typeof ApplyRequest>;

export const WithdrawRequest = Type.Object({
  ApplicationID: Id,
  note: Type.Optional(MoveNote),
});
export type WithdrawRequest = Static<typeof WithdrawRequest>;

export const AnswerOfferRequest = Type.Object({
  ApplicationID: Id,
  accept: Type.Boolean(),
  note: Type.Optional(MoveNote),
});
export type AnswerOfferRequest = Static<typeof AnswerOfferRequest>;

/**
 * The job's recruiter revises the offer until the student answers (D33): the new terms replace the
 * old, and the note (or none) replaces the offer's note.
 */
export const ReviseOfferRequest = Type.Object({
  ApplicationID: Id,
  offer: OfferTerms,
  note: Type.Optional(MoveNote),
  /** The recruiter confirms a CTC outside the job's posted range. */
  confirmOutsideRange: Type.Optional(Type.Boolean()),
});
export type ReviseOfferRequest = Static<typeof ReviseOfferRequest>;

/**
 * The job's recruiter withdraws the offer until the student answers (D33): the application returns
 * to Interview, or to Shortlisted when it had no interview.
 */
export const WithdrawOfferRequest = Type.Object({
  ApplicationID: Id,
  note: Type.Optional(MoveNote),
});
export type WithdrawOfferRequest = Static<typeof WithdrawOfferRequest>;

export const ApplicationQuery = Type.Object({ ApplicationID: Id });
export type ApplicationQuery = Static<typeof ApplicationQuery>;

export const MyApplicationsSort = Type.Union([
  Type.Literal('appliedAt'),
  Type.Literal('updatedAt'),
]);

export const MyApplicationsQuery = Type.Object({
  stage: Type.Optional(Stage),
  sort: Type.Optional(MyApplicationsSort),
  ...pageQuery,
});
export type MyApplicationsQuery = Static<typeof MyApplicationsQuery>;

export const MyApplicationsResponse = Envelope(Page(ApplicationSummary));
export type MyApplicationsResponse = Static<typeof MyApplicationsResponse>;

export const CandidatesSort = Type.Union([
  Type.Literal('appliedAt'),
  Type.Literal('updatedAt'),
  Type.Literal('name'),
  Type.Literal('score'),
  Type.Literal('cgpa'),
]);

/** Yes or no, as a query parameter spells it. */
export const YesNo = Type.Union([Type.Literal('yes'), Type.Literal('no')]);

/** The candidates of one job (D14 /progress): one stage at a time, filtered and sorted. */
export const CandidatesQuery = Type.Object({
  JobID: Id,
  stage: Type.Optional(Stage),
  /** Part of the candidate's name or email, any case. */
  q: Type.Optional(SingleLine({ minLength: 1, maxLength: searchMaxLength })),
  instituteID: Type.Optional(Id),
  classID: Type.Optional(Id),
  /** Only candidates whose test is under the job's minimum score (yes) or not (no). */
  belowCutoff: Type.Optional(YesNo),
  sort: Type.Optional(CandidatesSort),
  ...pageQuery,
});
export type CandidatesQuery = Static<typeof CandidatesQuery>;

export const CandidatesPage = Type.Object({
  ...Page(ApplicationSummary).properties,
  /** Every stage of the job, whatever the filters: the stage tabs' figures. */
  stageCounts: StageCounts,
});
export type CandidatesPage = Static<typeof CandidatesPage>;

export const CandidatesResponse = Envelope(CandidatesPage);
export type CandidatesResponse = Static<typeof CandidatesResponse>;

/** What a move carries besides the stage: a note, and an interview or an offer where they apply. */
const moveDetails = {
  note: Type.Optional(MoveNote),
  /** Required with a move to Interview, refused with any other. */
  interview: Type.Optional(Interview),
  /** Required with a move to Offered, refused with any other; the move's note is the offer's. */
  offer: Type.Optional(OfferTerms),
  /** The recruiter confirms a CTC outside the job's posted range (D33). */
  confirmOutsideRange: Type.Optional(Type.Boolean()),
};

/**
 * Moves one application. `fromStage` is the stage the caller believes it is in: when it has moved
 * since, the move is refused (STAGE_CHANGED) and nothing changes (D21).
 */
export const MoveRequest = Type.Object({
  ApplicationID: Id,
  fromStage: Stage,
  toStage: Stage,
  ...moveDetails,
});
export type MoveRequest = Static<typeof MoveRequest>;

export const MoveItem = Type.Object({ ApplicationID: Id, fromStage: Stage });
export type MoveItem = Static<typeof MoveItem>;

/** Moves many applications of one job to one stage, each from the stage the caller saw it in. */
export const MoveManyRequest = Type.Object({
  JobID: Id,
  items: Type.Array(MoveItem, { minItems: 1, maxItems: maxBulkMove }),
  toStage: Stage,
  ...moveDetails,
});
export type MoveManyRequest = Static<typeof MoveManyRequest>;

/** Why one application of a bulk move did not move; it is left as it was. */
export const MoveItemRefusal = Type.Object({
  ApplicationID: Id,
  code: Type.Union([
    Type.Literal('APPLICATION_NOT_FOUND'),
    Type.Literal('STAGE_CHANGED'),
    Type.Literal('ILLEGAL_MOVE'),
  ]),
  message: Type.String(),
  /** The stage it is in now; null when there is no such application in the job. */
  stage: Type.Union([Stage, Type.Null()]),
});
export type MoveItemRefusal = Static<typeof MoveItemRefusal>;

export const MoveManyResult = Type.Object({
  moved: Type.Array(Type.Object({ ApplicationID: Id, stage: Stage })),
  refused: Type.Array(MoveItemRefusal),
  stageCounts: StageCounts,
});
export type MoveManyResult = Static<typeof MoveManyResult>;

export const MoveManyResponse = Envelope(MoveManyResult);
export type MoveManyResponse = Static<typeof MoveManyResponse>;

/** QA: adds generated applicants to a job, for scale tests; each lands at `stage` or, without one, spread over the stages. */
export const StubApplicantsRequest = Type.Object({
  JobID: Id,
  count: Type.Integer({ minimum: 1, maximum: 5000 }),
  stage: Type.Optional(Stage),
});
export type StubApplicantsRequest = Static<typeof StubApplicantsRequest>;

export const StubApplicantsResponse = Envelope(
  Type.Object({
    added: Type.Integer({ minimum: 0 }),
    /** The job's applications in all, after the addition. */
    total: Type.Integer({ minimum: 0 }),
  }),
);
export type StubApplicantsResponse = Static<typeof StubApplicantsResponse>;
