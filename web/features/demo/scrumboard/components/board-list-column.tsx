import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardList } from '#openapi/demo/scrumboard.ts';
import { Button, Input, Popconfirm } from '../../../../shared/ui/antd.ts';
import { useCreateBoardCard } from '../api/create-board-card.ts';
import { useRemoveBoardList } from '../api/remove-board-list.ts';
import { BoardCardItem } from './board-card-item.tsx';

/** A list of the board: its cards, a form that adds one, and deleting the list. */
export function BoardListColumn({
  boardId,
  list,
  previous,
  next,
}: {
  boardId: number;
  list: BoardList;
  /** The lists either side, where a card may move. */
  previous: BoardList | undefined;
  next: BoardList | undefined;
}) {
  const { t } = useTranslation();
  const createCard = useCreateBoardCard();
  const removeList = useRemoveBoardList();
  const [name, setName] = useState('');
  const titleId = `board-list-${list.id}`;
  const addCard = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    createCard.mutate(
      { boardId, listId: list.id, name: name.trim() },
      { onSuccess: () => setName('') },
    );
  };

  return (
    <section className="demo-panel board-list" aria-labelledby={titleId}>
      <header className="board-list-header">
        <h2 id={titleId} className="board-list-title">
          {list.name} <span className="board-count">({list.cards.length})</span>
        </h2>
        <Popconfirm
          title={t('demoScrumboard.removeListConfirm', { name: list.name })}
          okText={t('demoScrumboard.remove')}
          cancelText={t('demoScrumboard.cancel')}
          onConfirm={() => removeList.mutate({ boardId, listId: list.id })}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('demoScrumboard.removeList', { name: list.name })}
          />
        </Popconfirm>
      </header>
      <ul className="board-cards" aria-label={list.name}>
        {list.cards.map((card) => (
          <BoardCardItem
            key={card.id}
            boardId={boardId}
            card={card}
            previous={previous}
            next={next}
          />
        ))}
      </ul>
      <form className="board-add-card" onSubmit={addCard}>
        <Input
          aria-label={t('demoScrumboard.newCard', { list: list.name })}
          placeholder={t('demoScrumboard.newCardPlaceholder')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
        />
        <Button htmlType="submit">{t('demoScrumboard.addCard')}</Button>
      </form>
    </section>
  );
}
