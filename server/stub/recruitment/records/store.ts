import type { AcademicRecordEntry } from '../profiles/store.ts';

/** A record as one change saw it: its marks and the student's class then (D20's branch). */
export type RecordState = AcademicRecordEntry & { classID: number | null };

/** One kept change of a student's record (D28). */
export type RecordChangeEntry = {
  at: number;
  byUserID: number;
  source: 'edit' | 'import';
  /** Null when the change entered the first record. */
  before: RecordState | null;
  after: RecordState;
};

/** A valid row of a checked import: the student and what their record becomes. */
export type ImportRow = { UserID: number; marks: AcademicRecordEntry; classID: number };

/** A checked import waiting for its admin's confirmation (D28). */
export type RecordImport = {
  importID: string;
  instituteID: number;
  adminID: number;
  createdAt: number;
  /** The institute's records revision the check read; a later change refuses the confirmation. */
  revision: number;
  rows: ImportRow[];
};

/** The records area's slice: each record's changes, each institute's revision, pending imports. */
export type RecordsStore = {
  /** By the student's UserID, oldest first. */
  recordHistory: Map<number, RecordChangeEntry[]>;
  /** By instituteID: counts every change of the institute's records; 0 when none yet. */
  recordRevisions: Map<number, number>;
  /** By importID; one an admin at most (a new check replaces the admin's last). */
  recordImports: Map<string, RecordImport>;
};

/** How long a checked import may wait for its confirmation. */
export const importLifeMs = 30 * 60 * 1000;
