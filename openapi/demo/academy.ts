import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { searchPhrase, seededId } from './demo-fields.ts';

// The academy (courses) app of the demo template (seed §1 and appendix, D18, issue 31). Sample data,
// in English (D17).

export const AcademyCategoryId = Type.Union([
  Type.Literal('aptitude'),
  Type.Literal('programming'),
  Type.Literal('interview'),
  Type.Literal('communication'),
]);
export type AcademyCategoryId = Static<typeof AcademyCategoryId>;

export const AcademyCategory = Type.Object({ id: AcademyCategoryId, title: Type.String() });
export type AcademyCategory = Static<typeof AcademyCategory>;

export const AcademyCategoriesResponse = Envelope(Type.Array(AcademyCategory));
export type AcademyCategoriesResponse = Static<typeof AcademyCategoriesResponse>;

/** A course as the list shows it; `activeStep` 0 is not started, `totalSteps` is done. */
export const AcademyCourseSummary = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  category: AcademyCategoryId,
  durationMinutes: Type.Integer({ minimum: 1 }),
  totalSteps: Type.Integer({ minimum: 1 }),
  activeStep: Type.Integer({ minimum: 0, description: 'Steps completed; totalSteps means done' }),
  updatedAt: Instant,
});
export type AcademyCourseSummary = Static<typeof AcademyCourseSummary>;

export const AcademyCourseStep = Type.Object({
  order: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  content: Type.String({ description: 'Plain text; paragraphs separated by blank lines' }),
});
export type AcademyCourseStep = Static<typeof AcademyCourseStep>;

export const AcademyCourse = Type.Object({
  ...AcademyCourseSummary.properties,
  steps: Type.Array(AcademyCourseStep),
});
export type AcademyCourse = Static<typeof AcademyCourse>;

export const AcademyCoursesQuery = Type.Object({
  category: Type.Optional(AcademyCategoryId),
  search: Type.Optional(searchPhrase('interview')),
});
export type AcademyCoursesQuery = Static<typeof AcademyCoursesQuery>;

export const AcademyCoursesResponse = Envelope(
  Type.Array(AcademyCourseSummary, { description: 'By title' }),
);
export type AcademyCoursesResponse = Static<typeof AcademyCoursesResponse>;

export const AcademyCourseQuery = Type.Object({ courseId: seededId(1) });
export type AcademyCourseQuery = Static<typeof AcademyCourseQuery>;

export const AcademyCourseResponse = Envelope(AcademyCourse);
export type AcademyCourseResponse = Static<typeof AcademyCourseResponse>;

export const AcademyProgressRequest = Type.Object({
  courseId: Id,
  activeStep: Type.Integer({ minimum: 0, description: 'At most the course’s totalSteps' }),
});
export type AcademyProgressRequest = Static<typeof AcademyProgressRequest>;
