import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardList } from '#openapi/demo/scrumboard.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
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
  const [removing, setRemoving] = useState(false);
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
        <button
          type="button"
          className="demo-icon-button demo-icon-button-danger demo-tap"
          aria-label={t('demoScrumboard.removeList', { name: list.name })}
          onClick={() => setRemoving(true)}
        >
          <DeleteOutlined aria-hidden />
        </button>
        <ConfirmDialog
          open={removing}
          title={t('demoScrumboard.removeListConfirm', { name: list.name })}
          confirmLabel={t('demoScrumboard.remove')}
          cancelLabel={t('demoScrumboard.cancel')}
          danger
          busy={removeList.isPending}
          onConfirm={() =>
            removeList.mutate({ boardId, listId: list.id }, { onSettled: () => setRemoving(false) })
          }
          onCancel={() => setRemoving(false)}
        />
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
        <TextInput
          aria-label={t('demoScrumboard.newCard', { list: list.name })}
          placeholder={t('demoScrumboard.newCardPlaceholder')}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
        />
        <AppButton submit>{t('demoScrumboard.addCard')}</AppButton>
      </form>
    </section>
  );
}
