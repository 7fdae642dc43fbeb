import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { Question } from '#openapi/exam.ts';
import { courses } from '../courses/catalog.ts';
import { courseBanks } from './question-bank.ts';
import type { BankQuestion } from './store.ts';

const allQuestions = courseBanks.flatMap((bank) => bank.questions);
/** The right OptionIDs of a choice question; fails the test if any of them is not a number. */
const rightOptionIDs = (question: BankQuestion) => {
  const ids = (question.correct as (number | string)[]).filter((id) => typeof id === 'number');
  expect(ids, `question ${question.QuestionID}`).toEqual(question.correct);
  return ids;
};
const bankOf = (CourseID: number) => {
  const bank = courseBanks.find((item) => item.CourseID === CourseID);
  if (!bank) throw new Error(`no bank for course ${CourseID}`);
  return bank;
};

describe('the courses', () => {
  it('are Aptitude, Programming Basics and English Communication with ids 1, 2 and 3', () => {
    expect(courseBanks.map(({ CourseID, courseName }) => [CourseID, courseName])).toEqual([
      [1, 'Aptitude'],
      [2, 'Programming Basics'],
      [3, 'English Communication'],
    ]);
  });

  it('are listed by the course lookup exactly as the banks hold them', () => {
    expect(courses).toEqual([
      { id: 1, courseName: 'Aptitude' },
      { id: 2, courseName: 'Programming Basics' },
      { id: 3, courseName: 'English Communication' },
    ]);
  });

  it.each(courseBanks)('$courseName has at least ten questions of all three kinds', (bank) => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(bank.questions.map((question) => question.kind))).toEqual(
      new Set(['single', 'multiple', 'text']),
    );
  });

  it('open Aptitude with two single choice questions, a multiple choice and a short text', () => {
    expect(
      bankOf(1)
        .questions.slice(0, 4)
        .map(({ QuestionID, kind }) => [QuestionID, kind]),
    ).toEqual([
      [101, 'single'],
      [102, 'single'],
      [103, 'multiple'],
      [104, 'text'],
    ]);
  });
});

describe('the ids', () => {
  it('number each course’s questions from its CourseID times 100 plus one', () => {
    for (const bank of courseBanks) {
      expect(bank.questions.map((question) => question.QuestionID)).toEqual(
        bank.questions.map((_, index) => bank.CourseID * 100 + index + 1),
      );
    }
  });

  it('are unique across every question and option of every course', () => {
    const questionIDs = allQuestions.map((question) => question.QuestionID);
    const optionIDs = allQuestions.flatMap((question) => question.options.map((o) => o.OptionID));
    expect(new Set(questionIDs).size).toBe(questionIDs.length);
    expect(new Set(optionIDs).size).toBe(optionIDs.length);
  });

  it('give each option its QuestionID times ten plus its place', () => {
    for (const question of allQuestions) {
      expect(question.options.map((option) => option.OptionID)).toEqual(
        question.options.map((_, index) => question.QuestionID * 10 + index + 1),
      );
    }
  });
});

describe('the questions', () => {
  it('match the contract’s Question once the right answers are taken off', () => {
    const check = Compile(Question);
    for (const { correct: _, ...question } of allQuestions) {
      expect([...check.Errors(question)], `question ${question.QuestionID}`).toEqual([]);
    }
  });

  it('of single choice have four options and exactly one right OptionID among them', () => {
    for (const question of allQuestions.filter((item) => item.kind === 'single')) {
      const optionIDs = question.options.map((option) => option.OptionID);
      expect(optionIDs, `question ${question.QuestionID}`).toHaveLength(4);
      const rights = rightOptionIDs(question);
      expect(rights, `question ${question.QuestionID}`).toHaveLength(1);
      expect(optionIDs).toContain(rights[0]);
    }
  });

  it('of multiple choice say "Select all that apply" and have two or more right OptionIDs among their options', () => {
    for (const question of allQuestions.filter((item) => item.kind === 'multiple')) {
      const optionIDs = question.options.map((option) => option.OptionID);
      expect(question.text.en, `question ${question.QuestionID}`).toContain(
        'Select all that apply',
      );
      const rights = rightOptionIDs(question);
      expect(rights.length, `question ${question.QuestionID}`).toBeGreaterThanOrEqual(2);
      expect(rights.length).toBeLessThan(optionIDs.length);
      expect(new Set(rights).size).toBe(rights.length);
      for (const right of rights) expect(optionIDs).toContain(right);
    }
  });

  it('of short text have no options and accept answers already in the form the server compares', () => {
    for (const question of allQuestions.filter((item) => item.kind === 'text')) {
      expect(question.options, `question ${question.QuestionID}`).toEqual([]);
      expect(question.correct.length, `question ${question.QuestionID}`).toBeGreaterThanOrEqual(1);
      for (const answer of question.correct) {
        expect(typeof answer).toBe('string');
        expect(answer).not.toBe('');
        expect(answer).toBe(String(answer).trim().toLowerCase().replace(/\s+/g, ' '));
      }
    }
  });

  it('are worth one or two marks', () => {
    for (const question of allQuestions) expect([1, 2]).toContain(question.marks);
  });
});

describe('the languages', () => {
  it.each([bankOf(1), bankOf(2)])('$courseName has Tamil for every question and option', (bank) => {
    for (const question of bank.questions) {
      for (const text of [question.text, ...question.options.map((option) => option.text)]) {
        expect(text.tn, `question ${question.QuestionID}: ${text.en}`).toMatch(/\S/);
      }
    }
  });

  it('English Communication, which tests English, has no Tamil at all', () => {
    for (const question of bankOf(3).questions) {
      for (const text of [question.text, ...question.options.map((option) => option.text)]) {
        expect(text, `question ${question.QuestionID}`).not.toHaveProperty('tn');
      }
    }
  });

  it('Tamil question texts are written in Tamil script, not copied from English', () => {
    const tamilScript = /[\u0B80-\u0BFF]/;
    for (const question of [...bankOf(1).questions, ...bankOf(2).questions]) {
      expect(question.text.tn, `question ${question.QuestionID}`).toMatch(tamilScript);
    }
  });
});
