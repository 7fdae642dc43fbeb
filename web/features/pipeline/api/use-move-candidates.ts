import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationSummary,
  CandidatesResponse,
  MoveItemRefusal,
  Stage,
} from '#openapi/applications.ts';
import { maxBulkMove } from '#openapi/field-rules.ts';
import {
  type MoveInput,
  moveApplication,
} from '../../../shared/recruitment/api/application-move.ts';
import { moveApplications } from '../../../shared/recruitment/api/application-move-many.ts';
import { candidatesKey } from '../../../shared/recruitment/api/job-candidates.ts';
import { refreshRecruitment } from '../../../shared/recruitment/api/keys.ts';

/**
 * What a move carries besides the stage (D21): a note, an interview, an offer, and the recruiter's
 * confirmation of a CTC outside the job's range (D33).
 */
export type MoveDetails = Pick<MoveInput, 'note' | 'interview' | 'offer' | 'confirmOutsideRange'>;

export type MoveRequest = { cards: ApplicationSummary[]; to: Stage; details?: MoveDetails };

/** How a move went: the applications that moved, and each that did not with the server's reason. */
export type MoveOutcome = { moved: number[]; refused: MoveItemRefusal[] };

/**
 * One card moves by itself, so a stale one is refused outright (STAGE_CHANGED); many go in
 * batches of the most one call takes, each named with the stage it was seen in.
 */
async function sendMove(JobID: number, { cards, to, details }: MoveRequest): Promise<MoveOutcome> {
  const [only] = cards;
  if (only && cards.length === 1) {
    await moveApplication({
      ApplicationID: only.ApplicationID,
      fromStage: only.stage,
      toStage: to,
      ...details,
    });
    return { moved: [only.ApplicationID], refused: [] };
  }
  const outcome: MoveOutcome = { moved: [], refused: [] };
  for (let start = 0; start < cards.length; start += maxBulkMove) {
    const batch = cards.slice(start, start + maxBulkMove);
    const { body } = await moveApplications({
      JobID,
      items: batch.map((card) => ({ ApplicationID: card.ApplicationID, fromStage: card.stage })),
      toStage: to,
      ...details,
    });
    outcome.moved.push(...body.moved.map((moved) => moved.ApplicationID));
    outcome.refused.push(...body.refused);
  }
  return outcome;
}

/**
 * Moves candidates of a job. The moved cards leave the lists they were in at once; then, whatever
 * the answer, every list asks again, so the board shows where each card is now.
 */
export function useMoveCandidates(JobID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MoveRequest) => sendMove(JobID, request),
    onSuccess: ({ moved }) => {
      const gone = new Set(moved);
      queryClient.setQueriesData<CandidatesResponse>(
        { queryKey: candidatesKey },
        (page) =>
          page && {
            ...page,
            body: {
              ...page.body,
              items: page.body.items.filter((card) => !gone.has(card.ApplicationID)),
            },
          },
      );
    },
    onSettled: () => refreshRecruitment(queryClient),
  });
}
