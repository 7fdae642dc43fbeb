import { useState } from 'react';
import type { ApplicationSummary, Stage } from '#openapi/applications.ts';
import type { Selection } from './pipeline-context.ts';

/** The candidates picked for a bulk move: in one stage at a time, as they were seen. */
export function useSelection() {
  const [selection, setSelection] = useState<Selection | null>(null);

  const toggleSelected = (card: ApplicationSummary) =>
    setSelection((current) => {
      const cards = new Map(current?.stage === card.stage ? current.cards : []);
      if (cards.has(card.ApplicationID)) cards.delete(card.ApplicationID);
      else cards.set(card.ApplicationID, card);
      return cards.size > 0 ? { stage: card.stage, cards } : null;
    });

  const select = (stage: Stage, cards: ApplicationSummary[]) =>
    setSelection(
      cards.length > 0
        ? { stage, cards: new Map(cards.map((card) => [card.ApplicationID, card])) }
        : null,
    );

  const clearSelection = () => setSelection(null);

  return { selection, toggleSelected, select, clearSelection };
}
