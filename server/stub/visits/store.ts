import type { StubVisit } from '#openapi/stub.ts';

/** The page visits received by saveURL, oldest first. */
export type VisitsStore = { visits: StubVisit[] };

export const seedVisits = (): VisitsStore => ({ visits: [] });
