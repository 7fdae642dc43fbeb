import type { ActiveTestDetails } from '#openapi/user.ts';

/** The seeded student's running test (40 of 60 minutes left), as the server answers it. */
export const runningTest: ActiveTestDetails = {
  TaskID: 101,
  CourseID: 1,
  TaskName: 'Aptitude Assessment — Round 1',
  RemainingTime: 2400,
  TotalDuration: 3600,
  isShown: true,
};
