import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCard, BoardList } from '#openapi/demo/scrumboard.ts';
import { Button, Tag } from '../../../../shared/ui/antd.ts';
import { formatDate } from '../../shared/format.ts';
import { useMoveBoardCard } from '../api/move-board-card.ts';
import { useRemoveBoardCard } from '../api/remove-board-card.ts';
import { BoardCardEditor } from './board-card-editor.tsx';

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
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('demoScrumboard.moveTo', { card: card.name, list: previous.name })}
            onClick={() => moveTo(previous)}
            disabled={move.isPending}
          />
        )}
        {next && (
          <Button
            type="text"
            icon={<ArrowRightOutlined />}
            aria-label={t('demoScrumboard.moveTo', { card: card.name, list: next.name })}
            onClick={() => moveTo(next)}
            disabled={move.isPending}
          />
        )}
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('demoScrumboard.editCard', { card: card.name })}
          onClick={() => setEditing(true)}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('demoScrumboard.removeCard', { card: card.name })}
          onClick={() => remove.mutate({ boardId, cardId: card.id })}
        />
      </div>
      {editing && (
        <BoardCardEditor boardId={boardId} card={card} onClose={() => setEditing(false)} />
      )}
    </li>
  );
}
