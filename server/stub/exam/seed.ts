import { bankOf, newTestSessionID } from './attempts.ts';
import type { Attempt, ExamStore, TestTaskRecord } from './store.ts';

/** The seeded tests: the student has all three, student2 the last two. */
const tasks: TestTaskRecord[] = [
  {
    TaskID: 101,
    CourseID: 1,
    TaskName: 'Aptitude Assessment — Round 1',
    TotalDuration: 3600,
    assignedTo: [1004],
  },
  {
    TaskID: 102,
    CourseID: 2,
    TaskName: 'Programming Basics — Screening Test',
    TotalDuration: 1800,
    assignedTo: [1004, 1005],
  },
  {
    TaskID: 103,
    CourseID: 3,
    TaskName: 'English Communication — Placement Test',
    TotalDuration: 1200,
    assignedTo: [1004, 1005],
  },
];

/** An option of a single choice question of the aptitude bank, right or wrong. */
function aptitudeOption(QuestionID: number, right: boolean): number {
  const question = bankOf(1)?.questions.find((candidate) => candidate.QuestionID === QuestionID);
  if (question?.kind !== 'single') throw new Error(`The seed needs single choice ${QuestionID}`);
  const correct = question.correct as number[];
  const option = question.options.find(({ OptionID }) => correct.includes(OptionID) === right);
  if (!option) throw new Error(`Question ${QuestionID} has no ${right ? 'right' : 'wrong'} option`);
  return option.OptionID;
}

/**
 * The student's running test 101: 20 of its 60 minutes gone, one answer right and one wrong, so a
 * resume has work to show and a result has something to score.
 */
function seededAttempt(now: number): Attempt {
  return {
    TestSessionID: newTestSessionID(),
    UserID: 1004,
    TaskID: 101,
    CourseID: 1,
    startedAt: now - 1200 * 1000,
    deadline: now + 2400 * 1000,
    answers: new Map([
      [101, { answer: [aptitudeOption(101, true)], seq: 1 }],
      [102, { answer: [aptitudeOption(102, false)], seq: 2 }],
    ]),
    flags: new Map(),
    lastQuestionID: 102,
    lastSeq: 2,
    writerID: null,
    submitted: null,
  };
}

/** The seeded tests and the student's running attempt, timed from `now`. */
export function seedExam(now: number): ExamStore {
  return {
    tasks: tasks.map((task) => ({ ...task, assignedTo: [...task.assignedTo] })),
    attempts: [seededAttempt(now)],
    nextTaskID: 201,
    submissionListeners: [],
  };
}
