import Type, { type Static } from 'typebox';
import { Envelope } from '../envelope.ts';
import { Id, Instant } from '../fields.ts';
import { DemoText, DemoTitle, SeededId } from './todo.ts';

// The scrum board of the demo template (seed appendix, D18): boards of lists of cards. Every change
// answers the whole board, so the page shows exactly what the server kept. Sample data in English.

export const BoardSummary = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  cardsCount: Type.Integer({ minimum: 0 }),
});
export type BoardSummary = Static<typeof BoardSummary>;

export const BoardsResponse = Envelope(Type.Array(BoardSummary));
export type BoardsResponse = Static<typeof BoardsResponse>;

export const BoardCard = Type.Object({
  id: Id,
  name: DemoTitle,
  description: DemoText,
  dueDate: Type.Union([Instant, Type.Null()]),
});
export type BoardCard = Static<typeof BoardCard>;

export const BoardList = Type.Object({
  id: Id,
  name: DemoTitle,
  cards: Type.Array(BoardCard, { description: 'In board order' }),
});
export type BoardList = Static<typeof BoardList>;

export const Board = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  lists: Type.Array(BoardList),
});
export type Board = Static<typeof Board>;

export const BoardResponse = Envelope(Board);
export type BoardResponse = Static<typeof BoardResponse>;

const BoardId = SeededId(1);

export const BoardQuery = Type.Object({ boardId: BoardId });
export type BoardQuery = Static<typeof BoardQuery>;

export const CreateCardRequest = Type.Object({
  boardId: BoardId,
  listId: SeededId(1),
  name: DemoTitle,
  description: Type.Optional(DemoText),
  dueDate: Type.Optional(Type.Union([Instant, Type.Null()])),
});
export type CreateCardRequest = Static<typeof CreateCardRequest>;

export const UpdateCardRequest = Type.Object({
  boardId: BoardId,
  cardId: SeededId(1),
  name: Type.Optional(DemoTitle),
  description: Type.Optional(DemoText),
  dueDate: Type.Optional(Type.Union([Instant, Type.Null()])),
});
export type UpdateCardRequest = Static<typeof UpdateCardRequest>;

export const CardRequest = Type.Object({ boardId: BoardId, cardId: SeededId(1) });
export type CardRequest = Static<typeof CardRequest>;

export const MoveCardRequest = Type.Object({
  boardId: BoardId,
  cardId: SeededId(1),
  listId: SeededId(2),
  position: Type.Integer({
    minimum: 0,
    examples: [0],
    description: 'Index in the target list; past the end appends',
  }),
});
export type MoveCardRequest = Static<typeof MoveCardRequest>;

export const CreateListRequest = Type.Object({ boardId: BoardId, name: DemoTitle });
export type CreateListRequest = Static<typeof CreateListRequest>;

export const UpdateListRequest = Type.Object({
  boardId: BoardId,
  listId: SeededId(1),
  name: DemoTitle,
});
export type UpdateListRequest = Static<typeof UpdateListRequest>;

export const ListRequest = Type.Object({ boardId: BoardId, listId: SeededId(1) });
export type ListRequest = Static<typeof ListRequest>;
