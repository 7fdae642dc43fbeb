import type { Board } from '#openapi/demo/scrumboard.ts';

// The scrum board's samples: two boards of a hiring team; sample data in English (D17). Card and
// list ids are unique across boards, so an id names one thing.
const day = 24 * 60 * 60 * 1000;

type SeedCard = [name: string, description: string, dueInDays: number | null];
type SeedBoard = { name: string; description: string; lists: [name: string, cards: SeedCard[]][] };

const boards: SeedBoard[] = [
  {
    name: 'Campus hiring 2025',
    description: 'Drives, tests and offers for the 2025 batch',
    lists: [
      [
        'To do',
        [
          ['Confirm Deccan drive date', 'The placement cell offered two slots.', 3],
          ['Write the aptitude test', 'Four sections, 60 minutes.', 5],
          ['Book travel for the Malabar drive', '', 2],
        ],
      ],
      [
        'In progress',
        [
          ['Shortlist Kaveri candidates', 'Use the test scores and the CGPA cut-off.', 1],
          ['Prepare offer letter template', 'Legal to review the clauses.', null],
        ],
      ],
      ['Review', [['Graduate Engineer Trainee job description', 'Arjun to approve.', 0]]],
      [
        'Done',
        [
          ['Pre-placement talk at Kaveri', '', -6],
          ['Publish the job to three institutes', '', -10],
        ],
      ],
    ],
  },
  {
    name: 'Assessment platform',
    description: 'Improvements the hiring team asked for',
    lists: [
      [
        'Backlog',
        [
          ['Question bank tags', 'Tag questions by topic and difficulty.', null],
          ['Practice test for students', '', null],
        ],
      ],
      ['Doing', [['Offline answer saving', 'Keep answers on the device while offline.', 7]]],
      ['Done', [['Timer on the server', '', -20]]],
    ],
  },
];

export function seedBoards(now: number): Board[] {
  const today = Math.floor(now / day) * day;
  let listId = 0;
  let cardId = 0;
  return boards.map((board, index) => ({
    id: index + 1,
    name: board.name,
    description: board.description,
    lists: board.lists.map(([name, cards]) => ({
      id: ++listId,
      name,
      cards: cards.map(([cardName, description, dueInDays]) => ({
        id: ++cardId,
        name: cardName,
        description,
        dueDate: dueInDays === null ? null : new Date(today + dueInDays * day).toISOString(),
      })),
    })),
  }));
}
