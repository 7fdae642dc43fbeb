// Fixtures for the test screen's tests: a short aptitude test of each kind of question, and the
// ways a call to the server fails.
import type { Question, TestResult, TestTask } from '#openapi/exam.ts';
import { ExamRefusals } from '#openapi/operations/exam.ts';
import { ApiError } from '../../../shared/api/api-error.ts';

export const singleChoice: Question = {
  QuestionID: 1,
  kind: 'single',
  text: { en: 'What is 15% of 200?', tn: '200 இல் 15% என்ன?' },
  options: [
    { OptionID: 11, text: { en: '20', tn: '20' } },
    { OptionID: 12, text: { en: '30', tn: '30' } },
    { OptionID: 13, text: { en: '35', tn: '35' } },
  ],
  marks: 1,
};

export const multipleChoice: Question = {
  QuestionID: 2,
  kind: 'multiple',
  text: { en: 'Which of these are prime numbers?' },
  options: [
    { OptionID: 21, text: { en: '2' } },
    { OptionID: 22, text: { en: '9' } },
    { OptionID: 23, text: { en: '11' } },
  ],
  marks: 2,
};

export const shortText: Question = {
  QuestionID: 3,
  kind: 'text',
  text: { en: 'What does this print?\n\nfor (let i = 0; i < 3; i++)\n  console.log(i);' },
  options: [],
  marks: 2,
};

export const questions = [singleChoice, multipleChoice, shortText];

export const aptitudeTask: TestTask = {
  TaskID: 101,
  CourseID: 1,
  TaskName: 'Aptitude Assessment — Round 1',
  courseName: 'Quantitative Aptitude',
  TotalDuration: 3600,
  questionCount: 12,
  totalMarks: 15,
  status: 'notStarted',
  RemainingTime: null,
};

export const submittedResult: TestResult = {
  TestSessionID: 'ts-1',
  TaskID: 101,
  CourseID: 1,
  TaskName: 'Aptitude Assessment — Round 1',
  score: 7,
  maxScore: 12,
  answered: 9,
  questionCount: 12,
  timeTaken: 2712,
  submittedAt: Date.UTC(2025, 2, 14, 9, 30),
  submittedBy: 'student',
  percentage: 58.3,
  cutoff: { minScore: 50, passed: true },
};

/** A call that got no answer: the network is gone. */
export const networkDown = () =>
  new ApiError('Oops something went wrong', { kind: 'network', status: 0 });

/** The server's refusal by its code, in the contract's words (openapi/operations/exam.ts). */
export const refusal = (code: keyof typeof ExamRefusals) =>
  new ApiError(ExamRefusals[code], {
    kind: 'refusal',
    status: 200,
    code,
    serverMessage: ExamRefusals[code],
  });

/** A server failing (a proxy's 502): neither a refusal nor the network. */
export const serverFailing = () =>
  new ApiError('Bad gateway', { kind: 'http', status: 502, serverMessage: 'Bad gateway' });

/** A change or batch the server calls invalid. */
export const invalid = (message: string) =>
  new ApiError(message, {
    kind: 'http',
    status: 400,
    code: 'INVALID_INPUT',
    serverMessage: message,
  });
