// The stages of an application (D21), in the order an application passes them, TypeBox-free so the
// SPA can import the list without the schema library: the contract's Stage, the stub's rules and
// every page that lays stages out read this one list.

export const stages = [
  'applied',
  'testAssigned',
  'testCompleted',
  'shortlisted',
  'interview',
  'offered',
  'offerAccepted',
  'offerDeclined',
  'rejected',
  'withdrawn',
] as const;

export type StageName = (typeof stages)[number];

/** The stages an application ends at: an offer answered, rejected or withdrawn. */
export const closedStages = ['offerAccepted', 'offerDeclined', 'rejected', 'withdrawn'] as const;

/** No candidate at any stage: the start of a count. */
export const noCandidates = (): Record<StageName, number> =>
  Object.fromEntries(stages.map((stage) => [stage, 0])) as Record<StageName, number>;
