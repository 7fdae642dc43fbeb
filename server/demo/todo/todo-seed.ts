import type { DemoLabel, Todo } from '#openapi/demo/todo.ts';

// The to-do app's samples, recast for a recruiter's week; sample data in English (D17). Due dates
// count from the demo's clock.
const day = 24 * 60 * 60 * 1000;

export const seedTodoLabels = (): DemoLabel[] => [
  { id: 1, title: 'Campus drive', color: 'blue' },
  { id: 2, title: 'Offers', color: 'green' },
  { id: 3, title: 'Urgent', color: 'red' },
  { id: 4, title: 'Paperwork', color: 'purple' },
];

type SeedTodo = Omit<Todo, 'id' | 'dueDate' | 'deleted'> & {
  dueInDays: number | null;
  deleted?: true;
};

const todos: SeedTodo[] = [
  {
    title: 'Confirm the Kaveri drive date',
    notes: 'Tuesday 11 or Thursday 13 March; tell Lakshmi which.',
    dueInDays: 1,
    completed: false,
    starred: true,
    important: true,
    labels: [1, 3],
  },
  {
    title: 'Book interview rooms for Thursday',
    notes: 'Rooms 2 and 3, 9:30 to 17:00.',
    dueInDays: 2,
    completed: false,
    starred: false,
    important: true,
    labels: [1],
  },
  {
    title: 'Send offer letters to the Malabar batch',
    notes: 'Six candidates; check the CTC figures first.',
    dueInDays: 3,
    completed: false,
    starred: true,
    important: false,
    labels: [2],
  },
  {
    title: 'Review aptitude question bank',
    notes: 'Ravi added 20 new questions in the reasoning section.',
    dueInDays: 5,
    completed: false,
    starred: false,
    important: false,
    labels: [],
  },
  {
    title: 'Shortlist background verification vendor',
    notes: 'Compare the three quotes Sneha collected.',
    dueInDays: 7,
    completed: false,
    starred: false,
    important: false,
    labels: [4],
  },
  {
    title: 'Publish the Graduate Engineer Trainee job',
    notes: 'Approved by Arjun; set the last date to apply.',
    dueInDays: null,
    completed: true,
    starred: false,
    important: true,
    labels: [1],
  },
  {
    title: 'Prepare pre-placement talk slides',
    notes: 'Keep it under twenty minutes.',
    dueInDays: -2,
    completed: true,
    starred: false,
    important: false,
    labels: [1],
  },
  {
    title: 'Collect signed offer acceptances',
    notes: 'Two still outstanding.',
    dueInDays: 4,
    completed: false,
    starred: false,
    important: true,
    labels: [2, 4],
  },
  {
    title: 'Update the hiring budget sheet',
    notes: 'Add the travel costs of the Deccan drive.',
    dueInDays: 10,
    completed: false,
    starred: false,
    important: false,
    labels: [4],
  },
  {
    title: 'Reply to the Deccan College placement cell',
    notes: 'They asked for a second drive date.',
    dueInDays: 1,
    completed: false,
    starred: true,
    important: false,
    labels: [],
  },
  {
    title: 'Order welcome kits for new joiners',
    notes: 'Dropped: the office is handling it.',
    dueInDays: null,
    completed: false,
    starred: false,
    important: false,
    labels: [],
    deleted: true,
  },
];

export function seedTodos(now: number): Todo[] {
  // The day's start, so due dates do not carry the clock's minutes.
  const today = Math.floor(now / day) * day;
  return todos.map(({ dueInDays, deleted, ...todo }, index) => ({
    id: index + 1,
    ...todo,
    dueDate: dueInDays === null ? null : new Date(today + dueInDays * day).toISOString(),
    deleted: deleted ?? false,
    labels: [...todo.labels],
  }));
}
