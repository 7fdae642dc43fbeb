import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import {
  cgpaMax,
  graduationYearMax,
  graduationYearMin,
  percentMax,
  recordBacklogsMax,
  recordsImportMaxBytes,
  searchMaxLength,
} from './field-rules.ts';
import { Id, Instant, SingleLine } from './fields.ts';
import { Page, pageQuery } from './paging.ts';

// Academic records are the institute's (D20, D28): its admin lists the institute's students, corrects
// one record at a time or imports a CSV, checked whole before anything is written; every change is
// kept with who made it and when.

const Cgpa = Type.Number({ minimum: 0, maximum: cgpaMax });
const Percent = Type.Number({ minimum: 0, maximum: percentMax });
const ActiveBacklogs = Type.Integer({ minimum: 0, maximum: recordBacklogsMax });
const GraduationYear = Type.Integer({ minimum: graduationYearMin, maximum: graduationYearMax });

/** The marks of a record (D20); the student's class is kept on the student (their branch). */
export const RecordMarks = Type.Object({
  cgpa: Cgpa,
  tenthPercent: Percent,
  twelfthPercent: Percent,
  activeBacklogs: ActiveBacklogs,
  graduationYear: GraduationYear,
});
export type RecordMarks = Static<typeof RecordMarks>;

/** A record as a change saw it: its marks and the class's name then. */
export const RecordSnapshot = Type.Object({
  ...RecordMarks.properties,
  className: Type.Union([Type.String(), Type.Null()]),
});
export type RecordSnapshot = Static<typeof RecordSnapshot>;

/** One of the institute's students as its admin lists them. */
export const RecordStudent = Type.Object({
  UserID: Id,
  displayName: Type.String(),
  email: Type.String(),
  classID: Type.Union([Id, Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
  sectionID: Type.Union([Id, Type.Null()]),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  /** Holds an accepted offer (D25). */
  placed: Type.Boolean(),
  /** Null until the placement office enters it (D28). */
  record: Type.Union([RecordMarks, Type.Null()]),
  /** When the record last changed; null when it never has since the seed or has none. */
  recordUpdatedAt: Type.Union([Instant, Type.Null()]),
});
export type RecordStudent = Static<typeof RecordStudent>;

export const PlacedFilter = Type.Union([Type.Literal('placed'), Type.Literal('notPlaced')]);
export const RecordFilter = Type.Union([Type.Literal('with'), Type.Literal('without')]);

export const RecordStudentsSort = Type.Union([
  Type.Literal('name'),
  Type.Literal('email'),
  Type.Literal('class'),
  Type.Literal('cgpa'),
  Type.Literal('graduationYear'),
]);
export type RecordStudentsSort = Static<typeof RecordStudentsSort>;

export const RecordStudentsQuery = Type.Object({
  /** Part of the name or the email, any case. */
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: searchMaxLength })),
  classID: Type.Optional(Id),
  sectionID: Type.Optional(Id),
  graduationYear: Type.Optional(GraduationYear),
  placed: Type.Optional(PlacedFilter),
  record: Type.Optional(RecordFilter),
  sort: Type.Optional(RecordStudentsSort),
  ...pageQuery,
});
export type RecordStudentsQuery = Static<typeof RecordStudentsQuery>;

export const RecordStudentsResponse = Envelope(Page(RecordStudent));
export type RecordStudentsResponse = Static<typeof RecordStudentsResponse>;

export const RecordStudentQuery = Type.Object({ UserID: Id });
export type RecordStudentQuery = Static<typeof RecordStudentQuery>;

export const RecordStudentResponse = Envelope(RecordStudent);
export type RecordStudentResponse = Static<typeof RecordStudentResponse>;

/** The admin's correction of one record: every field, the class one of the institute's. */
export const RecordUpdateRequest = Type.Object({
  UserID: Id,
  ...RecordMarks.properties,
  classID: Id,
});
export type RecordUpdateRequest = Static<typeof RecordUpdateRequest>;

/** One kept change of a record (D28): who, when, how, before and after. */
export const RecordChange = Type.Object({
  at: Instant,
  by: Type.Object({ UserID: Id, displayName: Type.String() }),
  source: Type.Union([Type.Literal('edit'), Type.Literal('import')]),
  /** Null when the change entered the first record. */
  before: Type.Union([RecordSnapshot, Type.Null()]),
  after: RecordSnapshot,
});
export type RecordChange = Static<typeof RecordChange>;

export const RecordHistoryQuery = Type.Object({
  UserID: Id,
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type RecordHistoryQuery = Static<typeof RecordHistoryQuery>;

/** Newest first. */
export const RecordHistoryResponse = Envelope(Page(RecordChange));
export type RecordHistoryResponse = Static<typeof RecordHistoryResponse>;

/** The columns of the import, as the template names them (operations/records.ts writes the words). */
export const RecordsCsvColumn = Type.Union([
  Type.Literal('email'),
  Type.Literal('cgpa'),
  Type.Literal('tenthPercent'),
  Type.Literal('twelfthPercent'),
  Type.Literal('activeBacklogs'),
  Type.Literal('class'),
  Type.Literal('graduationYear'),
]);
export type RecordsCsvColumn = Static<typeof RecordsCsvColumn>;

/** What can be wrong with a file (row 0), a row (no column) or a cell. */
export const RecordsImportProblemCode = Type.Union([
  Type.Literal('ENCODING'),
  Type.Literal('DELIMITER'),
  Type.Literal('HEADER'),
  Type.Literal('EMPTY'),
  Type.Literal('TOO_MANY_ROWS'),
  Type.Literal('UNREADABLE'),
  Type.Literal('CELL_COUNT'),
  Type.Literal('MISSING'),
  Type.Literal('FORMULA'),
  Type.Literal('NOT_A_NUMBER'),
  Type.Literal('NOT_A_WHOLE_NUMBER'),
  Type.Literal('OUT_OF_RANGE'),
  Type.Literal('UNKNOWN_EMAIL'),
  Type.Literal('OTHER_INSTITUTE'),
  Type.Literal('CLASS_UNKNOWN'),
  Type.Literal('DUPLICATE_ROW'),
]);
export type RecordsImportProblemCode = Static<typeof RecordsImportProblemCode>;

export const RecordsImportProblem = Type.Object({
  /** The row as a spreadsheet numbers it: the header is row 1; 0 for the file as a whole. */
  row: Type.Integer({ minimum: 0 }),
  column: Type.Union([RecordsCsvColumn, Type.Null()]),
  code: RecordsImportProblemCode,
  /** The words in English; the SPA words each code in the reader's language from `code` and these. */
  message: Type.String(),
  /** The cell as written, cut to 60 characters; null for a file's or a row's problem. */
  value: Type.Union([Type.String(), Type.Null()]),
  /** OUT_OF_RANGE: the bounds; DUPLICATE_ROW: `min` is the row it repeats. */
  min: Type.Union([Type.Number(), Type.Null()]),
  max: Type.Union([Type.Number(), Type.Null()]),
});
export type RecordsImportProblem = Static<typeof RecordsImportProblem>;

/** The file's bytes as base64, so the server reads the encoding the spreadsheet wrote (D28). */
export const RecordsImportPreviewRequest = Type.Object({
  file: Type.String({
    minLength: 1,
    maxLength: Math.ceil(recordsImportMaxBytes / 3) * 4,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
    contentEncoding: 'base64',
  }),
});
export type RecordsImportPreviewRequest = Static<typeof RecordsImportPreviewRequest>;

export const RecordsImportPreview = Type.Object({
  /** Present only when every row is valid: what `recordsImportConfirm` commits. */
  importID: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Instant, Type.Null()]),
  /** Rows past the header. */
  rows: Type.Integer({ minimum: 0 }),
  /** Rows with at least one problem. */
  badRows: Type.Integer({ minimum: 0 }),
  /** Valid rows that would enter a first record, change one, or leave it as it is. */
  newRecords: Type.Integer({ minimum: 0 }),
  changedRecords: Type.Integer({ minimum: 0 }),
  unchangedRecords: Type.Integer({ minimum: 0 }),
  /** Every problem, by row then column, up to 1,000; `problemCount` counts them all. */
  problems: Type.Array(RecordsImportProblem, { maxItems: 1000 }),
  problemCount: Type.Integer({ minimum: 0 }),
});
export type RecordsImportPreview = Static<typeof RecordsImportPreview>;

export const RecordsImportPreviewResponse = Envelope(RecordsImportPreview);
export type RecordsImportPreviewResponse = Static<typeof RecordsImportPreviewResponse>;

export const RecordsImportConfirmRequest = Type.Object({
  importID: Type.String({ minLength: 1, maxLength: 100 }),
});
export type RecordsImportConfirmRequest = Static<typeof RecordsImportConfirmRequest>;

export const RecordsImportConfirmResponse = Envelope(
  Type.Object({
    written: Type.Integer({ minimum: 0 }),
    newRecords: Type.Integer({ minimum: 0 }),
    changedRecords: Type.Integer({ minimum: 0 }),
  }),
);
export type RecordsImportConfirmResponse = Static<typeof RecordsImportConfirmResponse>;

/** Placeholder: the template answers text/csv, not an envelope (see the operation's `download`). */
export const RecordsTemplateCsv = Type.String({
  description:
    'CSV, UTF-8 with a byte-order mark: the header and a row per student of the institute',
});
