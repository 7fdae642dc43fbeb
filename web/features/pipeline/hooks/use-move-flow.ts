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

/** A move waiting for its details in the move dialog. */
export type PendingMove = { cards: ApplicationSummary[]; to: DetailedMove };

/** Says how a move went: how many moved where, and how many the server kept back and why. */
function reportOutcome({ moved, refused }: MoveOutcome, to: Stage, t: TFunction) {
  if (moved.length > 0) {
    toast.success(
      t('pipeline.moved', { count: moved.length, stage: t(`recruitment.stage.${to}`) }),
    );
  }
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
 * first. A refusal is said in the user's words; a stale move (someone moved the card first)
 * closes the dialog, since the board is refetched and shows where the card is now.
 */
export function useMoveFlow(JobID: number, onMoved: () => void) {
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
      reportOutcome(await mutation.mutateAsync({ cards, to, details }), to, t);
      setPending(null);
      onMoved();
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
