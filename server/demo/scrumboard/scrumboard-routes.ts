import { Hono } from 'hono';
import type { Board, BoardCard, BoardList } from '#openapi/demo/scrumboard.ts';
import { ScrumboardOps } from '#openapi/operations/demo/scrumboard.ts';
import { route } from '../../contract/route.ts';
import { nextId } from '../next-id.ts';

/** The scrum board's state; `reset()` swaps in a fresh copy of the seed. */
export type ScrumboardStore = { boards: Board[] };

const cardsOf = (board: Board) => board.lists.flatMap((list) => list.cards);
const allLists = (store: ScrumboardStore) => store.boards.flatMap((board) => board.lists);
const allCards = (store: ScrumboardStore) => store.boards.flatMap(cardsOf);

/** Where a card sits on a board: its list and index, or undefined. */
function findCard(board: Board, cardId: number) {
  for (const list of board.lists) {
    const index = list.cards.findIndex((card) => card.id === cardId);
    if (index !== -1) return { list, index, card: list.cards[index] as BoardCard };
  }
  return undefined;
}

const findList = (board: Board, listId: number): BoardList | undefined =>
  board.lists.find((list) => list.id === listId);

/** The scrum board (D18): boards, one board, and changes to its cards and lists. */
export function createScrumboardRoutes(store: ScrumboardStore) {
  const app = new Hono();
  const boardOf = (id: number) => store.boards.find((board) => board.id === id);
  const reply = (message: string, board: Board) => ({ message, body: board });

  route(app, ScrumboardOps.scrumboardBoards, () => ({
    message: 'Boards',
    body: store.boards.map((board) => ({
      id: board.id,
      name: board.name,
      description: board.description,
      cardsCount: cardsOf(board).length,
    })),
  }));

  route(app, ScrumboardOps.scrumboardBoard, ({ query: { boardId }, refuse }) => {
    const board = boardOf(boardId);
    return board ? reply('Board', board) : refuse('BOARD_NOT_FOUND');
  });

  route(app, ScrumboardOps.createBoardCard, ({ body, refuse }) => {
    const board = boardOf(body.boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    const list = findList(board, body.listId);
    if (!list) return refuse('BOARD_LIST_NOT_FOUND');
    list.cards.push({
      id: nextId(allCards(store)),
      name: body.name,
      description: body.description ?? '',
      dueDate: body.dueDate ?? null,
    });
    return reply('Card added', board);
  });

  route(app, ScrumboardOps.updateBoardCard, ({ body: { boardId, cardId, ...changes }, refuse }) => {
    const board = boardOf(boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    const found = findCard(board, cardId);
    if (!found) return refuse('BOARD_CARD_NOT_FOUND');
    Object.assign(found.card, changes);
    return reply('Card saved', board);
  });

  route(app, ScrumboardOps.removeBoardCard, ({ body: { boardId, cardId }, refuse }) => {
    const board = boardOf(boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    const found = findCard(board, cardId);
    if (!found) return refuse('BOARD_CARD_NOT_FOUND');
    found.list.cards.splice(found.index, 1);
    return reply('Card deleted', board);
  });

  route(app, ScrumboardOps.moveBoardCard, ({ body, refuse }) => {
    const board = boardOf(body.boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    const found = findCard(board, body.cardId);
    if (!found) return refuse('BOARD_CARD_NOT_FOUND');
    const target = findList(board, body.listId);
    if (!target) return refuse('BOARD_LIST_NOT_FOUND');
    found.list.cards.splice(found.index, 1);
    target.cards.splice(Math.min(body.position, target.cards.length), 0, found.card);
    return reply('Card moved', board);
  });

  route(app, ScrumboardOps.createBoardList, ({ body: { boardId, name }, refuse }) => {
    const board = boardOf(boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    board.lists.push({ id: nextId(allLists(store)), name, cards: [] });
    return reply('List added', board);
  });

  route(app, ScrumboardOps.updateBoardList, ({ body: { boardId, listId, name }, refuse }) => {
    const board = boardOf(boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    const list = findList(board, listId);
    if (!list) return refuse('BOARD_LIST_NOT_FOUND');
    list.name = name;
    return reply('List saved', board);
  });

  route(app, ScrumboardOps.removeBoardList, ({ body: { boardId, listId }, refuse }) => {
    const board = boardOf(boardId);
    if (!board) return refuse('BOARD_NOT_FOUND');
    const index = board.lists.findIndex((list) => list.id === listId);
    if (index === -1) return refuse('BOARD_LIST_NOT_FOUND');
    board.lists.splice(index, 1);
    return reply('List deleted', board);
  });

  return app;
}
