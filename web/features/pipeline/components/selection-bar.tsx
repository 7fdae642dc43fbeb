import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import type { Selection } from '../hooks/pipeline-context.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { moveLabel } from '../model/move-label.ts';
import { preloadMoveDialog } from './lazy-panels.ts';

/** The moves every picked card allows: a stage's cards share them, but the server says so per card. */
function sharedMoves(selection: Selection): Stage[] {
  const [first, ...rest] = [...selection.cards.values()];
  if (!first) return [];
  return first.moves.filter((to) => rest.every((card) => card.moves.includes(to)));
}

/** What to do with the candidates picked in a column: how many, the moves they allow, clear. */
export function SelectionBar({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const { requestMove, clearSelection, moving } = usePipeline();
  const cards = [...selection.cards.values()];
  return (
    <div className="selection-bar">
      <span className="selection-count" aria-live="polite">
        {t('pipeline.selection.count', { count: cards.length })}
      </span>
      <div className="selection-actions">
        {sharedMoves(selection).map((to) => (
          <AppButton
            key={to}
            size="small"
            variant={to === 'rejected' ? 'default' : 'primary'}
            danger={to === 'rejected'}
            disabled={moving.size > 0}
            onPointerEnter={() => preloadMoveDialog([to])}
            onFocus={() => preloadMoveDialog([to])}
            onClick={() => requestMove(cards, to)}
          >
            {moveLabel(to, t)}
          </AppButton>
        ))}
        <button type="button" className="pipeline-link-button" onClick={clearSelection}>
          {t('pipeline.selection.clear')}
        </button>
      </div>
    </div>
  );
}
