import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
import { QueryNote } from '../../shared/demo-page.tsx';
import { useCreateBoardList } from '../api/create-board-list.ts';
import { useBoard } from '../api/get-board.ts';
import { BoardListColumn } from './board-list-column.tsx';

/** One board: its lists side by side (stacked on a phone) and a form that adds a list. */
export function BoardView({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useBoard(boardId);
  const createList = useCreateBoardList();
  const [name, setName] = useState('');
  if (!data) return <QueryNote isPending={isPending} error={error} />;
  const board = data.body;
  const addList = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim())
      createList.mutate({ boardId, name: name.trim() }, { onSuccess: () => setName('') });
  };

  return (
    <>
      <p className="demo-note">{board.description}</p>
      <div className="board-lists">
        {board.lists.map((list, index) => (
          <BoardListColumn
            key={list.id}
            boardId={boardId}
            list={list}
            previous={board.lists[index - 1]}
            next={board.lists[index + 1]}
          />
        ))}
        <form className="demo-panel board-add-list" onSubmit={addList}>
          <TextInput
            aria-label={t('demoScrumboard.newList')}
            placeholder={t('demoScrumboard.newList')}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
          <AppButton submit>{t('demoScrumboard.addList')}</AppButton>
        </form>
      </div>
    </>
  );
}
