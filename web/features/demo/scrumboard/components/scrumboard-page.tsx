import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Segmented } from '../../../../shared/ui/segmented.tsx';
import { DemoPage, QueryNote } from '../../shared/demo-page.tsx';
import { useBoards } from '../api/get-boards.ts';
import { BoardView } from './board-view.tsx';
import './scrumboard.css';

/** /apps/scrumboard?board=<id>: the boards, and the picked one's lists and cards (D18). */
export function ScrumboardPage() {
  const { t } = useTranslation();
  const boards = useBoards();
  const [params, setParams] = useSearchParams();
  const boardId = Number(params.get('board') ?? boards.data?.body[0]?.id ?? 0);

  return (
    <DemoPage title={t('demoScrumboard.title')}>
      <QueryNote isPending={boards.isPending} error={boards.error} />
      {boards.data && (
        <Segmented
          className="board-picker"
          aria-label={t('demoScrumboard.boards')}
          value={boardId}
          onChange={(id) => setParams({ board: String(id) })}
          options={boards.data.body.map((board) => ({
            value: board.id,
            label: t('demoScrumboard.boardOption', { name: board.name, count: board.cardsCount }),
          }))}
        />
      )}
      {boardId > 0 && <BoardView boardId={boardId} />}
    </DemoPage>
  );
}
