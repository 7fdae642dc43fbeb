import { Hono } from 'hono';
import type { StubEnv } from '../context.ts';
import { courseListSimple } from './course-list-simple.ts';

/** The course service: the catalogue of courses. */
export function coursesArea() {
  const app = new Hono<StubEnv>();
  courseListSimple(app);
  return app;
}
