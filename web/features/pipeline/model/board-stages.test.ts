import { describe, expect, it } from 'vitest';
import type { StageCounts } from '#openapi/applications.ts';
import { boardStages, openingStage } from './board-stages.ts';

const none: StageCounts = {
  applied: 0,
  testAssigned: 0,
  testCompleted: 0,
  shortlisted: 0,
  interview: 0,
  offered: 0,
  offerAccepted: 0,
  offerDeclined: 0,
  rejected: 0,
  withdrawn: 0,
};

describe("the board's columns (D21)", () => {
  it('leaves out Applied for a job with a test, which assigns it on application', () => {
    expect(boardStages({ assessment: { CourseID: 1, durationMinutes: 30 } }, none)).toEqual([
      'testAssigned',
      'testCompleted',
      'shortlisted',
      'interview',
      'offered',
    ]);
  });

  it('leaves out the test stages for a job without a test', () => {
    expect(boardStages({ assessment: null }, none)).toEqual([
      'applied',
      'shortlisted',
      'interview',
      'offered',
    ]);
  });

  it('keeps any stage that holds applications, so nobody is hidden', () => {
    expect(boardStages({ assessment: null }, { ...none, testCompleted: 2 })).toContain(
      'testCompleted',
    );
  });
});

describe('the stage a phone opens on (issue 27)', () => {
  const stages = ['testAssigned', 'testCompleted', 'shortlisted'] as const;

  it('is the first that has candidates', () => {
    expect(openingStage(stages, { ...none, shortlisted: 3, testCompleted: 1 })).toBe(
      'testCompleted',
    );
  });

  it('is the first of all when every stage is empty', () => {
    expect(openingStage(stages, none)).toBe('testAssigned');
  });
});
