/** The test an address names (/test/test/:CourseID/:TaskID). */
export type TestAddress = { CourseID: number; TaskID: number };

/** Whether the address names a test at all (/test/test/x/y does not): nothing to ask the server. */
export const isTestAddress = ({ CourseID, TaskID }: TestAddress): boolean =>
  CourseID > 0 && TaskID > 0 && Number.isInteger(CourseID + TaskID);
