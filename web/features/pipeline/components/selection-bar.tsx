import { useTranslation } from 'react-i18next';
import type { Stage } from '#openapi/applications.ts';
import { Button } from '../../../shared/ui/antd.ts';
import type { Selection } from '../hooks/pipeline-context.ts';
import { usePipeline } from '../hooks/pipeline-context.ts';
import { moveLabel } from '../model/move-label.ts';

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
          <Button
            key={to}
            size="small"
            type={to === 'rejected' ? 'default' : 'primary'}
            danger={to === 'rejected'}
            disabled={moving.size > 0}
            onClick={() => requestMove(cards, to)}
          >
            {moveLabel(to, t)}
          </Button>
        ))}
        <Button size="small" type="link" onClick={clearSelection}>
          {t('pipeline.selection.clear')}
        </Button>
      </div>
    </div>
  );
}
