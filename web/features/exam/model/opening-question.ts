import type { TestSession } from '#openapi/exam.ts';

/**
 * The question an attempt opens on: the one this device was on, when it kept this attempt; else the
 * one the student last changed; else the first. The app (exam-app.ts) and the test screen's
 * pre-paint, before the app has come (pre-paint/), open on the same one.
 */
export function openingQuestionID(
  kept: { TestSessionID: string | null; QuestionID: number | null },
  session: Pick<TestSession, 'TestSessionID' | 'questions' | 'lastQuestionID'>,
): number | null {
  const ids = session.questions.map((question) => question.QuestionID);
  const mine = kept.TestSessionID === session.TestSessionID ? kept.QuestionID : null;
  if (mine !== null && ids.includes(mine)) return mine;
  return session.lastQuestionID ?? ids[0] ?? null;
}
