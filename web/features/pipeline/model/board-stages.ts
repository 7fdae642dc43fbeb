import type { Stage, StageCounts } from '#openapi/applications.ts';
import type { Job } from '#openapi/jobs.ts';
import { closedStages as closedOnes, stages } from '#openapi/stages.ts';

// Which stages the board lays out, and in what order (D21). Where a card may go is not decided
// here: every card carries the moves the server allows its caller (`ApplicationSummary.moves`).

/** The stages an application ends at: the board folds them into one column. */
export const closedStages: readonly Stage[] = closedOnes;

/** Every stage, in the order the pipeline shows them. */
export const everyStage: readonly Stage[] = stages;

/** The stages still in play, in the order an application passes them. */
const activeStages: readonly Stage[] = stages.filter((stage) => !closedStages.includes(stage));

const testStages: readonly Stage[] = ['testAssigned', 'testCompleted'];

/**
 * The board's columns for a job. A job with a test assigns it as the student applies, so Applied
 * stays empty there; a job without one never reaches the test stages. A stage that still holds
 * applications shows whatever the rule says, so nobody is hidden.
 */
export function boardStages(job: Pick<Job, 'assessment'>, counts: StageCounts | null): Stage[] {
  return activeStages.filter((stage) => {
    if ((counts?.[stage] ?? 0) > 0) return true;
    if (stage === 'applied') return job.assessment === null;
    if (testStages.includes(stage)) return job.assessment !== null;
    return true;
  });
}

/** Every stage a phone's tabs offer: the board's columns, then the closed stages. */
export const tabStages = (job: Pick<Job, 'assessment'>, counts: StageCounts | null) => [
  ...boardStages(job, counts),
  ...closedStages,
];

/**
 * The stage a phone opens on when the URL names none: the first that has candidates, so the
 * recruiter starts on cards rather than on an empty "Test assigned (0)".
 */
export const openingStage = (stages: readonly Stage[], counts: StageCounts): Stage | undefined =>
  stages.find((stage) => counts[stage] > 0) ?? stages[0];

/** The moves that need more than a click: a reason, an interview's details, an offer's CTC. */
export type DetailedMove = 'rejected' | 'interview' | 'offered';

export const needsDetails = (to: Stage): to is DetailedMove =>
  to === 'rejected' || to === 'interview' || to === 'offered';
