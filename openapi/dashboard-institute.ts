import Type, { type Static } from 'typebox';
import { LakhPerAnnum } from './applications.ts';
import { Envelope } from './envelope.ts';
import { percentMax } from './field-rules.ts';
import { Id } from './fields.ts';
import { RecruitmentRefusals } from './operations/jobs.ts';
import { refusalsOf } from './refusals.ts';

// The institute's dashboard (/collegedashboard, D25, D30) and its placement report: every figure is
// defined here once, computed by the server from the pipeline's own store, over the caller's
// institute's students only (D22).

const count = Type.Integer({ minimum: 0 });
const Lakh = Type.Union([LakhPerAnnum, Type.Null()]);

/** The placement figures of a group of the institute's students of the graduation year. */
export const PlacementFigures = Type.Object({
  /**
   * Students of the institute whose academic record gives this graduation year (a student with no
   * record has no year and is not counted).
   */
  students: count,
  /** Of those, the ones placed: holding an accepted offer (D25). */
  placed: count,
  /** D25: placed / students × 100, to one decimal; null when there are no students. */
  placementRate: Type.Union([Type.Number({ minimum: 0, maximum: percentMax }), Type.Null()]),
  /** The median CTC of the placed students' accepted offers, lakh per annum; null with none. */
  medianCtc: Lakh,
  /** The highest CTC among those accepted offers; null with none. */
  highestCtc: Lakh,
  /** The applications those students made, to every company, at any stage. */
  applications: count,
});
export type PlacementFigures = Static<typeof PlacementFigures>;

/** A class, or one section of it (`sectionID` set), with its figures. */
export const ClassFigures = Type.Object({
  classID: Id,
  className: Type.String(),
  sectionID: Type.Union([Id, Type.Null()]),
  sectionName: Type.Union([Type.String(), Type.Null()]),
  ...PlacementFigures.properties,
});
export type ClassFigures = Static<typeof ClassFigures>;

/** A company the students applied to: their applications and how many of them it placed. */
export const CompanyPlacement = Type.Object({
  CompanyID: Id,
  name: Type.String(),
  applications: count,
  /** Students whose accepted offer is from this company. */
  placed: count,
});
export type CompanyPlacement = Static<typeof CompanyPlacement>;

/** A job the students applied to: their applications and their accepted offers. */
export const JobPlacement = Type.Object({
  JobID: Id,
  slug: Type.String(),
  title: Type.String(),
  companyName: Type.String(),
  applications: count,
  placed: count,
});
export type JobPlacement = Static<typeof JobPlacement>;

export const InstituteDashboard = Type.Object({
  institute: Type.Object({ instituteID: Id, name: Type.String() }),
  /** The graduation year of the figures. */
  graduationYear: Type.Integer(),
  /** The graduation years of the institute's students' records, ascending: the filter's choices. */
  graduationYears: Type.Array(Type.Integer()),
  /** The class and section of the filter, when one was given. */
  classID: Type.Union([Id, Type.Null()]),
  sectionID: Type.Union([Id, Type.Null()]),
  totals: PlacementFigures,
  /** Each class, then each of its sections, in the lookup's order (only those of the filter). */
  byClass: Type.Array(ClassFigures),
  /** Companies by applications, most first, then by name. */
  byCompany: Type.Array(CompanyPlacement),
  /** Jobs by applications, most first, then by title. */
  byJob: Type.Array(JobPlacement),
});
export type InstituteDashboard = Static<typeof InstituteDashboard>;

/** Whose figures: the graduation year (the final-year classes' by default), a class, a section. */
export const InstituteDashboardQuery = Type.Object({
  graduationYear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  /** A class of the caller's institute. */
  classID: Type.Optional(Id),
  /** A section of that class; needs `classID`. */
  sectionID: Type.Optional(Id),
});
export type InstituteDashboardQuery = Static<typeof InstituteDashboardQuery>;

export const InstituteDashboardResponse = Envelope(InstituteDashboard);
export type InstituteDashboardResponse = Static<typeof InstituteDashboardResponse>;

/** The columns of the placement report CSV, in order: one list the server writes and tests read. */
export const placementReportColumns = [
  'Student',
  'Email',
  'Class',
  'Section',
  'Graduation year',
  'CGPA',
  'Applications',
  'Placed',
  'Company',
  'Job',
  'CTC (lakh per annum)',
] as const;

/** Placeholder: the report answers text/csv, not an envelope (see the operation's `download`). */
export const PlacementReportCsv = Type.String({
  description: 'RFC 4180 CSV, UTF-8 with a byte-order mark',
});

const who =
  "Only an institute admin, over their own institute's students (D22); every other role is refused.";

export const InstituteDashboardOps = {
  instituteDashboard: {
    operationId: 'instituteDashboard',
    method: 'get',
    path: '/dashboard/v1/institute',
    tag: 'extension',
    summary: `The institute's placement figures (/collegedashboard, D25, D30): students, placed, placement rate, median and highest CTC and applications of a graduation year, in all and by class and section, and applications per company and job. ${who}`,
    auth: true,
    query: InstituteDashboardQuery,
    response: InstituteDashboardResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  placementReportCsv: {
    operationId: 'placementReportCsv',
    method: 'get',
    path: '/dashboard/v1/placementReportCsv',
    tag: 'extension',
    summary: `The placement report of the dashboard's filter as a CSV download, one row a student by class, section and name, streamed: RFC 4180, CRLF, UTF-8 with a byte-order mark, a text cell starting with =, +, -, @, tab, CR or LF prefixed with ' so no spreadsheet runs it. ${who} Columns: ${placementReportColumns.join(', ')}.`,
    auth: true,
    query: InstituteDashboardQuery,
    response: PlacementReportCsv,
    download: { mediaType: 'text/csv; charset=utf-8' },
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
