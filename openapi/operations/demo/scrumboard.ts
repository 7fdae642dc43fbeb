import {
  BoardQuery,
  BoardResponse,
  BoardsResponse,
  CardRequest,
  CreateCardRequest,
  CreateListRequest,
  ListRequest,
  MoveCardRequest,
  UpdateCardRequest,
  UpdateListRequest,
} from '../../demo/scrumboard.ts';
import { answeredWith, refusalsOf } from '../../refusals.ts';

/** The scrum board's refusals by code; the board's words are the seed's (§8), spelling and all. */
export const ScrumboardRefusals = {
  BOARD_NOT_FOUND: 'Requested board do not exist.',
  BOARD_LIST_NOT_FOUND: 'List not found on this board',
  BOARD_CARD_NOT_FOUND: 'Card not found on this board',
} as const;

const op = { tag: 'demo', auth: false } as const;
const onBoard = (...codes: ('BOARD_LIST_NOT_FOUND' | 'BOARD_CARD_NOT_FOUND')[]) =>
  refusalsOf(ScrumboardRefusals, 'BOARD_NOT_FOUND', ...codes);

// Every change answers the whole board as the server now keeps it.
export const ScrumboardOps = {
  scrumboardBoards: {
    ...op,
    operationId: 'scrumboardBoards',
    method: 'get',
    path: '/scrumboard-app/boards',
    summary: 'The boards with their card counts',
    response: BoardsResponse,
  },
  scrumboardBoard: {
    ...op,
    operationId: 'scrumboardBoard',
    method: 'get',
    path: '/scrumboard-app/board',
    summary: 'One board: its lists and their cards in order',
    query: BoardQuery,
    response: BoardResponse,
    ...answeredWith(404, onBoard()),
  },
  createBoardCard: {
    ...op,
    operationId: 'createBoardCard',
    method: 'post',
    path: '/scrumboard-app/card/new',
    summary: 'Add a card at the end of a list',
    body: CreateCardRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard('BOARD_LIST_NOT_FOUND')),
  },
  updateBoardCard: {
    ...op,
    operationId: 'updateBoardCard',
    method: 'post',
    path: '/scrumboard-app/card/update',
    summary: "Change a card's name, description or due date",
    body: UpdateCardRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard('BOARD_CARD_NOT_FOUND')),
  },
  removeBoardCard: {
    ...op,
    operationId: 'removeBoardCard',
    method: 'post',
    path: '/scrumboard-app/card/remove',
    summary: 'Delete a card',
    body: CardRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard('BOARD_CARD_NOT_FOUND')),
  },
  moveBoardCard: {
    ...op,
    operationId: 'moveBoardCard',
    method: 'post',
    path: '/scrumboard-app/card/move',
    summary: 'Move a card to a position in a list (the same list or another)',
    body: MoveCardRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard('BOARD_LIST_NOT_FOUND', 'BOARD_CARD_NOT_FOUND')),
  },
  createBoardList: {
    ...op,
    operationId: 'createBoardList',
    method: 'post',
    path: '/scrumboard-app/list/new',
    summary: 'Add a list at the end of the board',
    body: CreateListRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard()),
  },
  updateBoardList: {
    ...op,
    operationId: 'updateBoardList',
    method: 'post',
    path: '/scrumboard-app/list/update',
    summary: 'Rename a list',
    body: UpdateListRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard('BOARD_LIST_NOT_FOUND')),
  },
  removeBoardList: {
    ...op,
    operationId: 'removeBoardList',
    method: 'post',
    path: '/scrumboard-app/list/remove',
    summary: 'Delete a list with its cards',
    body: ListRequest,
    response: BoardResponse,
    ...answeredWith(404, onBoard('BOARD_LIST_NOT_FOUND')),
  },
} as const;
