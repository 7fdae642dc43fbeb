import type { AcademyCategory, AcademyCourse } from '#openapi/demo/academy.ts';
import { before, days } from '../clock.ts';

export const academyCategories: AcademyCategory[] = [
  { id: 'aptitude', title: 'Aptitude' },
  { id: 'programming', title: 'Programming' },
  { id: 'interview', title: 'Interview skills' },
  { id: 'communication', title: 'Communication' },
];

type SeedCourse = Omit<AcademyCourse, 'id' | 'totalSteps' | 'updatedAt' | 'steps'> & {
  agoDays: number;
  steps: [title: string, content: string][];
};

const seed: SeedCourse[] = [
  {
    title: 'Quantitative aptitude basics',
    description:
      'Percentages, ratios, time and work: the arithmetic of every campus aptitude test.',
    category: 'aptitude',
    durationMinutes: 90,
    activeStep: 2,
    agoDays: 1,
    steps: [
      ['Percentages', 'Turn every percentage into a fraction first.\n\n10% is 1/10, 12.5% is 1/8.'],
      ['Ratios and proportions', 'A ratio compares parts; a proportion says two ratios are equal.'],
      ['Time and work', 'Add rates, not times: two taps filling in 3 h and 6 h fill in 2 h.'],
      ['Practice test', 'Twenty questions in thirty minutes, with worked answers.'],
    ],
  },
  {
    title: 'Logical reasoning',
    description: 'Series, blood relations, seating arrangements and syllogisms.',
    category: 'aptitude',
    durationMinutes: 75,
    activeStep: 0,
    agoDays: 6,
    steps: [
      ['Number and letter series', 'Look at differences, then at differences of differences.'],
      ['Seating arrangements', 'Draw the table before reading the second clue.'],
      ['Syllogisms', 'Draw a Venn diagram for every premise.'],
    ],
  },
  {
    title: 'Data structures in Java',
    description: 'Arrays, linked lists, stacks, queues and hash maps with interview problems.',
    category: 'programming',
    durationMinutes: 240,
    activeStep: 5,
    agoDays: 3,
    steps: [
      ['Arrays and strings', 'Two pointers and sliding windows solve most array questions.'],
      ['Linked lists', 'Use a dummy head node to avoid special cases at the start.'],
      ['Stacks and queues', 'Balanced brackets and the next greater element use a stack.'],
      ['Hash maps', 'Trade memory for time: count, then look up in constant time.'],
      ['Mock coding round', 'Three problems in sixty minutes, judged on correctness and clarity.'],
    ],
  },
  {
    title: 'SQL for analysts',
    description: 'SELECT, JOIN, GROUP BY and window functions on a placement database.',
    category: 'programming',
    durationMinutes: 120,
    activeStep: 1,
    agoDays: 2,
    steps: [
      ['Filtering rows', 'WHERE filters rows before grouping; HAVING filters groups after.'],
      ['Joins', 'An inner join keeps matches; a left join keeps every row of the left table.'],
      ['Window functions', 'RANK() OVER (PARTITION BY branch ORDER BY cgpa DESC).'],
    ],
  },
  {
    title: 'Cracking the technical interview',
    description: 'Think aloud, test your code and ask the questions interviewers hope to hear.',
    category: 'interview',
    durationMinutes: 60,
    activeStep: 0,
    agoDays: 8,
    steps: [
      ['Before the interview', 'Read the job description and prepare two projects to talk about.'],
      ['Solving on a whiteboard', 'Restate the problem, give an example, then write code.'],
      ['Questions to ask', 'Ask what a new joiner’s first three months look like.'],
    ],
  },
  {
    title: 'HR interview and group discussion',
    description: 'Answering “Tell me about yourself” and holding your own in a group discussion.',
    category: 'interview',
    durationMinutes: 45,
    activeStep: 3,
    agoDays: 4,
    steps: [
      ['Tell me about yourself', 'Present, past, future: one minute, no family history.'],
      ['Group discussion', 'Open with a definition, add one fact, invite a quiet member in.'],
      ['Salary and relocation', 'Know the posted CTC range before the question comes.'],
    ],
  },
  {
    title: 'Business email writing',
    description: 'Clear subject lines, short paragraphs and a polite close.',
    category: 'communication',
    durationMinutes: 30,
    activeStep: 0,
    agoDays: 10,
    steps: [
      ['Subject lines', 'Say what you need and by when: “Offer letter: signed copy attached”.'],
      ['The body', 'One request per email, in the first two lines.'],
    ],
  },
  {
    title: 'Presentation skills',
    description: 'Plan, design and deliver a ten-minute project presentation.',
    category: 'communication',
    durationMinutes: 50,
    activeStep: 1,
    agoDays: 5,
    steps: [
      ['Planning the story', 'Problem, what you did, what you learned.'],
      ['Designing slides', 'One idea per slide, at most six words in a heading.'],
      ['Delivery', 'Look at the panel, not the screen; pause after each key number.'],
    ],
  },
];

/** The eight sample courses, ids 1–8, two per category. */
export function seedCourses(now: number): AcademyCourse[] {
  return seed.map(({ agoDays, steps, ...course }, index) => ({
    ...course,
    id: index + 1,
    totalSteps: steps.length,
    updatedAt: before(now, agoDays * days),
    steps: steps.map(([title, content], step) => ({ order: step + 1, title, content })),
  }));
}
