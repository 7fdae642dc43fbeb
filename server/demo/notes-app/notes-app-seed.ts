import type { DemoNote } from '#openapi/demo/notes-app.ts';
import type { DemoLabel } from '#openapi/demo/todo.ts';

// The notes app's samples, recast for a recruiter's notebook; sample data in English (D17).
const hour = 60 * 60 * 1000;

export const seedNoteLabels = (): DemoLabel[] => [
  { id: 1, title: 'Interviews', color: 'blue' },
  { id: 2, title: 'Ideas', color: 'orange' },
  { id: 3, title: 'Follow up', color: 'red' },
];

type SeedNote = Omit<DemoNote, 'id' | 'updatedAt'> & { hoursAgo: number };

const notes: SeedNote[] = [
  {
    title: 'Panel feedback: Karthik S.',
    content:
      'Strong on data structures, clear explanations. Needs more practice with system design. Recommend for the next round.',
    labels: [1],
    archived: false,
    hoursAgo: 3,
  },
  {
    title: 'Questions for the HR round',
    content:
      'Why this role? Where do you see yourself in three years? Are you open to relocating to Coimbatore?',
    labels: [1],
    archived: false,
    hoursAgo: 20,
  },
  {
    title: 'Ideas for the pre-placement talk',
    content: "Open with a short video from last year's trainees. Keep the Q&A to ten minutes.",
    labels: [2],
    archived: false,
    hoursAgo: 30,
  },
  {
    title: 'Call Malabar placement cell',
    content: 'Ask about hostel rooms for the panel and the projector in hall B.',
    labels: [3],
    archived: false,
    hoursAgo: 48,
  },
  {
    title: 'Travel for the Deccan drive',
    content: 'Train on Monday evening, back Wednesday. Book two rooms.',
    labels: [],
    archived: false,
    hoursAgo: 72,
  },
  {
    title: 'Stipend figures',
    content: 'Interns: 25,000 a month. Trainees: 6.5 LPA fixed plus joining bonus.',
    labels: [3],
    archived: false,
    hoursAgo: 100,
  },
  {
    title: "Last year's campus list",
    content: 'Kaveri, Malabar, Deccan, Nilgiri Polytechnic.',
    labels: [],
    archived: true,
    hoursAgo: 900,
  },
];

export const seedNotes = (now: number): DemoNote[] =>
  notes.map(({ hoursAgo, ...note }, index) => ({
    id: index + 1,
    ...note,
    labels: [...note.labels],
    updatedAt: new Date(now - hoursAgo * hour).toISOString(),
  }));
