import type { QuestionKind } from '#openapi/exam.ts';
import type { EarlyOpenAnswer } from '../api/open-test-early.ts';

/**
 * The test screen's pre-paint (issue 29: a student on a phone answers the first question within
 * 1.5 s of a cold visit). At a test's address the server sends a page the build made
 * (scripts/prepaint-page.ts) with the running screen's markup, captured from the app itself, as
 * templates. Its first script (pre-paint.ts) opens the attempt as the page arrives and, when the
 * server says the attempt is running, paints the question the app would open on, answerable with
 * the browser's own inputs, before any of the app's code has come; for a test this device expects
 * to be running, the app's files wait until it has painted (HOLD_GLOBAL). The app then takes the
 * open's answer as its own (open-test-early.ts) and the copy over (hand-off.ts). These are the
 * names the three share.
 */

/** The page's script: an entry of the build's own (rsbuild.config.ts), with no page of its own. */
export const PREPAINT_ENTRY = 'prepaint';

/** The `<template>` of the whole running screen, its slots empty. */
export const SCREEN_TEMPLATE_ID = 'prepaint-screen';
/** The `<template>` of a kind of question's answer controls, one option where there are options. */
export const answerTemplateId = (kind: QuestionKind) => `prepaint-answer-${kind}`;
/** The JSON the build writes for the copy: its language and the words it fills in. */
export const PAGE_DATA_ID = 'prepaint-data';

/** The words the copy fills in, as translation.json has them (i18next's `{{…}}`, plural keys). */
export type PrepaintWords = {
  /** `exam.question.number`. */
  number: string;
  /** `exam.question.marks`, by plural category (`one`, `other`). */
  marks: Record<string, string>;
};

export type PrepaintPageData = { language: string; words: PrepaintWords };

/** Prefixed to the copy's ids, so none is also the app's. */
export const ID_PREFIX = 'prepaint-';

/** The attribute on the copy naming the question it shows. */
export const QUESTION_ATTRIBUTE = 'data-question-id';

/** The open the page sent, for the app to take (open-test-early.ts). */
export type PagedOpen = {
  CourseID: number;
  TaskID: number;
  writerID: string;
  askedAt: number;
  answer: Promise<EarlyOpenAnswer>;
};

/**
 * Globals the page's scripts share. OPEN_GLOBAL: the open, for the app. HOLD_GLOBAL: a promise
 * that settles once the copy has painted, or when it will not, or at once for a test not expected
 * to be running (start-prepaint.ts), or after HOLD_MAX_MS: index.html's scripts and
 * hold-app-scripts.ts's ask for the app's files after it, so the link is the open's alone until the
 * question shows. index.html spells the name out.
 */
export const OPEN_GLOBAL = 'campusTestOpen';
export const HOLD_GLOBAL = 'campusAppHold';
/** A slow answer holds the app's files no longer than this. */
export const HOLD_MAX_MS = 1000;
