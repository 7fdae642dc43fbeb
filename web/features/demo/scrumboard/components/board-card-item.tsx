import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, BoardList } from '#openapi/demo/scrumboard.ts';
import { lazyWithAntd } from '../../../../shared/ui/lazy-with-antd.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { formatDate } from '../../shared/format.ts';
import { useMoveBoardCard } from '../api/move-board-card.ts';
import { useRemoveBoardCard } from '../api/remove-board-card.ts';

// The card's dialog, antd's Modal, comes when a card is first edited (issue 29: the board draws no
// other antd); a pointer over a card's Edit, or the focus on it, fetches it ahead.
const BoardCardEditor = lazyWithAntd(() =>
  Promise.all([
    import('./board-card-editor.tsx'),
    import('../../../../shared/ui/antd-root.tsx'),
  ]).then(([module, antdRoot]) => ({ Component: module.BoardCardEditor, antdRoot })),
);

/** antd's icon-only text button, a 44 px target on a touch screen. */
const iconButton = 'demo-icon-button demo-tap';

/**
 * A card: moves to the list either side (buttons rather than dragging, so a keyboard and a phone
 * can do it), opens for editing, or is deleted.
 */
export function BoardCardItem({
  boardId,
  card,
  previous,
  next,
}: {
  boardId: number;
  card: BoardCard;
  previous: BoardList | undefined;
  next: BoardList | undefined;
}) {
  const { t, i18n } = useTranslation();
  const move = useMoveBoardCard();
  const remove = useRemoveBoardCard();
  const [editing, setEditing] = useState(false);
  // A moved card goes to the end of its new list.
  const moveTo = (list: BoardList) =>
    move.mutate({ boardId, cardId: card.id, listId: list.id, position: list.cards.length });

  return (
    <li className="board-card">
      <p className="board-card-name">{card.name}</p>
      {card.description && <p className="board-card-description">{card.description}</p>}
      {card.dueDate && (
        <Tag>{t('demoScrumboard.due', { date: formatDate(card.dueDate, i18n.language) })}</Tag>
      )}
      <div className="board-card-actions">
        {previous && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('demoScrumboard.moveTo', { card: card.name, list: previous.name })}
            onClick={() => moveTo(previous)}
            disabled={move.isPending}
          >
            <ArrowLeftOutlined aria-hidden />
          </button>
        )}
        {next && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('demoScrumboard.moveTo', { card: card.name, list: next.name })}
            onClick={() => moveTo(next)}
            disabled={move.isPending}
          >
            <ArrowRightOutlined aria-hidden />
          </button>
        )}
        <button
          type="button"
          className={iconButton}
          aria-label={t('demoScrumboard.editCard', { card: card.name })}
          {...BoardCardEditor.prefetchOn}
          onClick={() => setEditing(true)}
        >
          <EditOutlined aria-hidden />
        </button>
        <button
          type="button"
          className={`${iconButton} demo-icon-button-danger`}
          aria-label={t('demoScrumboard.removeCard', { card: card.name })}
          onClick={() => remove.mutate({ boardId, cardId: card.id })}
        >
          <DeleteOutlined aria-hidden />
        </button>
      </div>
      <Suspense fallback={null}>
        {editing && (
          <BoardCardEditor boardId={boardId} card={card} onClose={() => setEditing(false)} />
        )}
      </Suspense>
    </li>
  );
}
