import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary, Stage } from '#openapi/applications.ts';
import { isRefusal } from '../../../shared/api/api-error.ts';
import { errorMessage, refusalWords } from '../../../shared/api/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import {
  type MoveDetails,
  type MoveOutcome,
  useMoveCandidates,
} from '../api/use-move-candidates.ts';
import { type DetailedMove, needsDetails } from '../model/board-stages.ts';

/** The last move that went through: where the candidates went, and how many. */
export type LastMove = { to: Stage; count: number };

/** A move waiting for its details in the move dialog. */
export type PendingMove = { cards: ApplicationSummary[]; to: DetailedMove };

/** Warns of the candidates the server kept back, and why (the moved ones are the board's note). */
function reportRefused({ refused }: MoveOutcome, t: TFunction) {
  const [first] = refused;
  if (first) {
    toast.warning(
      t('pipeline.notMoved', {
        count: refused.length,
        reason: refusalWords(first.code, t),
      }),
    );
  }
}

/**
 * Moving candidates: a move that needs nothing more goes at once, the others open the dialog
 * first; `onMoved` hears where they went. A refusal is said in the user's words; a stale move (someone moved the card first)
 * closes the dialog, since the board is refetched and shows where the card is now.
 */
export function useMoveFlow(JobID: number, onMoved: (moved: LastMove) => void) {
  const { t } = useTranslation();
  const mutation = useMoveCandidates(JobID);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [moving, setMoving] = useState<ReadonlySet<number>>(new Set());

  const send = async (cards: ApplicationSummary[], to: Stage, details?: MoveDetails) => {
    const inDialog = details !== undefined;
    setMoving(new Set(cards.map((card) => card.ApplicationID)));
    setDialogError(null);
    try {
      const outcome = await mutation.mutateAsync({ cards, to, details });
      reportRefused(outcome, t);
      setPending(null);
      onMoved({ to, count: outcome.moved.length });
    } catch (error) {
      if (inDialog && !isRefusal(error, 'STAGE_CHANGED')) {
        setDialogError(errorMessage(error, t));
        return;
      }
      toast.error(errorMessage(error, t));
      setPending(null);
    } finally {
      setMoving(new Set());
    }
  };

  const requestMove = (cards: ApplicationSummary[], to: Stage) => {
    if (cards.length === 0) return;
    if (needsDetails(to)) {
      setDialogError(null);
      setPending({ cards, to });
    } else void send(cards, to);
  };

  return {
    requestMove,
    moving,
    pending,
    dialogError,
    isSending: mutation.isPending,
    submitDetails: (details: MoveDetails) => {
      if (pending) void send(pending.cards, pending.to, details);
    },
    cancel: () => setPending(null),
  };
}
