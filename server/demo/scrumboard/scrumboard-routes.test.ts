import { describe, expect, it } from 'vitest';
import { type Board, BoardResponse, BoardsResponse } from '#openapi/demo/scrumboard.ts';
import { expectContract, expectInvalidField } from '../../stub/test-support/stub.ts';
import { demoClient, notFound } from '../demo-test-client.ts';

const boardMissing = notFound('BOARD_NOT_FOUND', 'Requested board do not exist.');

/** The board as list name → card names, to compare orders at a glance. */
const layoutOf = (board: Board) =>
  Object.fromEntries(board.lists.map((list) => [list.name, list.cards.map((card) => card.name)]));

async function board(call: ReturnType<typeof demoClient>['call'], id = 1) {
  return (await call('GET', `/scrumboard-app/board?boardId=${id}`)).json.body as Board;
}

describe('the scrum board', () => {
  it('lists the two boards with their card counts', async () => {
    const { call } = demoClient();
    const { json } = await call('GET', '/scrumboard-app/boards');
    expectContract(BoardsResponse, json);
    expect(json.body).toEqual([
      {
        id: 1,
        name: 'Campus hiring 2025',
        description: 'Drives, tests and offers for the 2025 batch',
        cardsCount: 8,
      },
      {
        id: 2,
        name: 'Assessment platform',
        description: 'Improvements the hiring team asked for',
        cardsCount: 4,
      },
    ]);
  });

  it('answers one board with its lists and cards in order', async () => {
    const { call } = demoClient();
    const { status, json } = await call('GET', '/scrumboard-app/board?boardId=1');
    expect(status).toBe(200);
    expectContract(BoardResponse, json);
    expect(layoutOf(json.body)).toEqual({
      'To do': [
        'Confirm Deccan drive date',
        'Write the aptitude test',
        'Book travel for the Malabar drive',
      ],
      'In progress': ['Shortlist Kaveri candidates', 'Prepare offer letter template'],
      Review: ['Graduate Engineer Trainee job description'],
      Done: ['Pre-placement talk at Kaveri', 'Publish the job to three institutes'],
    });
  });

  it('answers an unknown board 404 "Requested board do not exist." on every call', async () => {
    const { call } = demoClient();
    expect(await call('GET', '/scrumboard-app/board?boardId=9')).toEqual(boardMissing);
    expect(
      await call('POST', '/scrumboard-app/card/move', {
        boardId: 9,
        cardId: 1,
        listId: 2,
        position: 0,
      }),
    ).toEqual(boardMissing);
    expect(await call('POST', '/scrumboard-app/list/new', { boardId: 9, name: 'x' })).toEqual(
      boardMissing,
    );
  });

  it('moves a card to another list, and the move is kept', async () => {
    const { call } = demoClient();
    const { json } = await call('POST', '/scrumboard-app/card/move', {
      boardId: 1,
      cardId: 1,
      listId: 2,
      position: 1,
    });
    expect(layoutOf(json.body)['In progress']).toEqual([
      'Shortlist Kaveri candidates',
      'Confirm Deccan drive date',
      'Prepare offer letter template',
    ]);
    const kept = layoutOf(await board(call));
    expect(kept['To do']).toEqual(['Write the aptitude test', 'Book travel for the Malabar drive']);
    expect(kept['In progress']?.[1]).toBe('Confirm Deccan drive date');
  });

  it('appends when the position is past the end, and refuses a card or list of another board', async () => {
    const { call } = demoClient();
    const { json } = await call('POST', '/scrumboard-app/card/move', {
      boardId: 1,
      cardId: 3,
      listId: 4,
      position: 99,
    });
    expect(layoutOf(json.body).Done?.at(-1)).toBe('Book travel for the Malabar drive');
    expect(
      await call('POST', '/scrumboard-app/card/move', {
        boardId: 1,
        cardId: 9,
        listId: 1,
        position: 0,
      }),
    ).toEqual(notFound('BOARD_CARD_NOT_FOUND', 'Card not found on this board'));
    expect(
      await call('POST', '/scrumboard-app/card/move', {
        boardId: 1,
        cardId: 1,
        listId: 5,
        position: 0,
      }),
    ).toEqual(notFound('BOARD_LIST_NOT_FOUND', 'List not found on this board'));
  });

  it('adds, changes and deletes cards and lists', async () => {
    const { call } = demoClient();
    let answer = await call('POST', '/scrumboard-app/card/new', {
      boardId: 1,
      listId: 3,
      name: 'Legal review',
    });
    const review = answer.json.body.lists[2];
    expect(review.cards.at(-1)).toEqual({
      id: 13,
      name: 'Legal review',
      description: '',
      dueDate: null,
    });
    answer = await call('POST', '/scrumboard-app/card/update', {
      boardId: 1,
      cardId: 13,
      description: 'By Friday',
    });
    expect(answer.json.body.lists[2].cards.at(-1).description).toBe('By Friday');
    answer = await call('POST', '/scrumboard-app/card/remove', { boardId: 1, cardId: 13 });
    expect(answer.json.body.lists[2].cards).toHaveLength(1);
    answer = await call('POST', '/scrumboard-app/list/new', { boardId: 1, name: 'Blocked' });
    expect(answer.json.body.lists.at(-1)).toEqual({ id: 8, name: 'Blocked', cards: [] });
    answer = await call('POST', '/scrumboard-app/list/update', {
      boardId: 1,
      listId: 8,
      name: 'On hold',
    });
    expect(answer.json.body.lists.at(-1).name).toBe('On hold');
    answer = await call('POST', '/scrumboard-app/list/remove', { boardId: 1, listId: 1 });
    expect(answer.json.body.lists.map((list: { name: string }) => list.name)).toEqual([
      'In progress',
      'Review',
      'Done',
      'On hold',
    ]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { call } = demoClient();
    expectInvalidField(await call('GET', '/scrumboard-app/board'), '/boardId');
    expectInvalidField(await call('GET', '/scrumboard-app/board?boardId=abc'), '/boardId');
    expectInvalidField(
      await call('POST', '/scrumboard-app/card/move', {
        boardId: 1,
        cardId: 1,
        listId: 2,
        position: -1,
      }),
      '/position',
    );
    expectInvalidField(
      await call('POST', '/scrumboard-app/card/new', { boardId: 1, listId: 1, name: '' }),
      '/name',
    );
  });

  it('puts the boards back on POST /api/__stub/reset', async () => {
    const { call, reset } = demoClient();
    await call('POST', '/scrumboard-app/card/move', {
      boardId: 1,
      cardId: 1,
      listId: 4,
      position: 0,
    });
    await reset();
    expect(layoutOf(await board(call))['To do']?.[0]).toBe('Confirm Deccan drive date');
  });
});
