import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardList } from '#openapi/demo/scrumboard.ts';
import { BoardListColumn } from './board-list-column.tsx';

const removeList = vi.hoisted(() => vi.fn());
vi.mock('../api/remove-board-list.ts', () => ({
  useRemoveBoardList: () => ({ mutate: removeList, isPending: false }),
}));
beforeEach(() => removeList.mockReset());

const list: BoardList = {
  id: 4,
  name: 'Done',
  cards: [{ id: 9, name: 'Book the hall', description: '', dueDate: null }],
};

function renderColumn() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BoardListColumn boardId={2} list={list} previous={undefined} next={undefined} />
    </QueryClientProvider>,
  );
}

describe("a scrum board's list", () => {
  it('asks before deleting the list, and deletes it only when told to', async () => {
    renderColumn();
    const user = userEvent.setup();
    const question = 'Delete the list “Done” and its cards?';
    // happy-dom gives a <dialog> no role: the dialog is the one its question names, unseen yet.
    const heading = screen.getByRole('heading', { name: question, hidden: true });
    const dialog = heading.closest('dialog') as HTMLDialogElement;
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(dialog.open).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete list Done' }));
    expect(dialog.open).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.open).toBe(false);
    expect(removeList).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete list Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(removeList).toHaveBeenCalledTimes(1);
    expect(removeList.mock.calls[0]?.[0]).toEqual({ boardId: 2, listId: 4 });
    removeList.mock.calls[0]?.[1].onSettled();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
  });
});
