import Type, { type Static } from 'typebox';
import { ApplicationSummary } from './applications.ts';
import { LookupItem } from './common.ts';
import { Envelope } from './envelope.ts';
import { EpochMs } from './exam.ts';
import {
  cgpaMax,
  percentMax,
  profileBadgesMax,
  profileLocationsMax,
  profileSkillsMax,
  profileSummaryMaxLength,
} from './field-rules.ts';
import { Id, Instant, MultiLine } from './fields.ts';
import { Company, JobType, Tag } from './jobs.ts';

// A person's profile (D14 /profile/:UserID, D20, D22): a student's academic record, kept by their
// institute, and the profile they keep themselves; who sees it is the server's decision.

/** The academic record the institute keeps (D20); branch is the student's class. */
export const AcademicRecord = Type.Object({
  cgpa: Type.Number({ minimum: 0, maximum: cgpaMax }),
  tenthPercent: Type.Number({ minimum: 0, maximum: percentMax }),
  twelfthPercent: Type.Number({ minimum: 0, maximum: percentMax }),
  activeBacklogs: Type.Integer({ minimum: 0 }),
  branch: Type.String(),
  graduationYear: Type.Integer(),
});
export type AcademicRecord = Static<typeof AcademicRecord>;

/** A HackerRank badge: its name and its stars, one to six. */
export const HackerRankBadge = Type.Object({
  name: Tag,
  stars: Type.Integer({ minimum: 1, maximum: 6 }),
});
export type HackerRankBadge = Static<typeof HackerRankBadge>;

/** What the student keeps about themselves (D20). */
export const StudentProfile = Type.Object({
  skills: Type.Array(Tag, { maxItems: profileSkillsMax }),
  preferredLocations: Type.Array(Tag, { maxItems: profileLocationsMax }),
  preferredJobTypes: Type.Array(JobType, { maxItems: 4, uniqueItems: true }),
  hackerRankBadges: Type.Array(HackerRankBadge, { maxItems: profileBadgesMax }),
  summary: MultiLine({ maxLength: profileSummaryMaxLength }),
});
export type StudentProfile = Static<typeof StudentProfile>;

/** A submitted test of the student's, as their history shows it. */
export const TestHistoryItem = Type.Object({
  TaskID: Id,
  TaskName: Type.String(),
  courseName: Type.String(),
  /** The job whose test it was; null for a test of no job. */
  JobID: Type.Union([Id, Type.Null()]),
  score: Type.Integer({ minimum: 0 }),
  maxScore: Type.Integer({ minimum: 1 }),
  percentage: Type.Number({ minimum: 0, maximum: percentMax }),
  timeTaken: Type.Integer({ minimum: 0, description: 'Seconds from start to submission' }),
  submittedAt: EpochMs,
});
export type TestHistoryItem = Static<typeof TestHistoryItem>;

/**
 * A profile as the caller may see it. A student's has their record, profile, applications and
 * tests; a viewer from a company sees only the applications to that company's jobs and their tests.
 */
export const Profile = Type.Object({
  UserID: Id,
  displayName: Type.String(),
  email: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
  institute: Type.Union([LookupItem, Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  company: Type.Union([Company, Type.Null()]),
  academicRecord: Type.Union([AcademicRecord, Type.Null()]),
  studentProfile: Type.Union([StudentProfile, Type.Null()]),
  /** Has accepted an offer (D25). */
  placed: Type.Boolean(),
  applications: Type.Array(ApplicationSummary),
  tests: Type.Array(TestHistoryItem),
  /** The caller's own profile: they may edit the student profile. */
  own: Type.Boolean(),
  updatedAt: Type.Union([Instant, Type.Null()]),
});
export type Profile = Static<typeof Profile>;

export const ProfileQuery = Type.Object({ UserID: Id });
export type ProfileQuery = Static<typeof ProfileQuery>;

export const ProfileResponse = Envelope(Profile);
export type ProfileResponse = Static<typeof ProfileResponse>;

export const ProfileUpdateRequest = Type.Object(StudentProfile.properties);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;
