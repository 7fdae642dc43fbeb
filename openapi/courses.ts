import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import { Id } from './fields.ts';

export const CourseSimple = Type.Object({ id: Id, courseName: Type.String() });
export type CourseSimple = Static<typeof CourseSimple>;

export const CourseListSimpleResponse = Envelope(Type.Array(CourseSimple));
export type CourseListSimpleResponse = Static<typeof CourseListSimpleResponse>;
