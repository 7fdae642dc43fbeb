import type { StudentProfile } from '#openapi/profiles.ts';

/** The record the institute keeps (D20); the branch is the student's class. */
export type AcademicRecordEntry = {
  cgpa: number;
  tenthPercent: number;
  twelfthPercent: number;
  activeBacklogs: number;
  graduationYear: number;
};

/**
 * An institute's placement policy (D25, D29): once placed, only jobs paying this multiple of the
 * accepted CTC (null: off), and every change, oldest first (D29: who and when).
 */
export type PlacementPolicy = {
  dreamOfferMultiple: number | null;
  changes: { dreamOfferMultiple: number | null; at: number; byUserID: number }[];
};

/** The profiles area's slice: students' records and profiles, institutes' placement policies. */
export type ProfilesStore = {
  academicRecords: Map<number, AcademicRecordEntry>;
  studentProfiles: Map<number, StudentProfile & { updatedAt: number }>;
  /** By instituteID; an institute without one has the rule off (the default). */
  placementPolicies: Map<number, PlacementPolicy>;
};
