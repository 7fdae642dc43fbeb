import type { Answer, Question, TestView } from '#openapi/exam.ts';
import { PREPAINT_ATTRIBUTE, type PrepaintSlot } from '../../../shared/ui/pre-paint-marks.ts';
import { PRERENDERED_ID } from '../../../shared/ui/prerender-handoff.ts';
import { localizedText } from '../localized.ts';
import { openingQuestionID } from '../model/opening-question.ts';
import {
  answerTemplateId,
  type PrepaintPageData,
  type PrepaintWords,
  QUESTION_ATTRIBUTE,
  SCREEN_TEMPLATE_ID,
} from './page-data.ts';

/** What this device kept of the attempt (exam-app.ts's `examApp`, under `persist:root`). */
export type KeptAttempt = {
  TestSessionID: string | null;
  QuestionID: number | null;
  pending: unknown[];
};

/** i18next's `{{name}}` filled in. */
const fill = (words: string, values: Record<string, number>) =>
  words.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** `exam.question.marks` for a count, by the language's plural rules, as i18next picks them. */
function marksWords(words: PrepaintWords, language: string, count: number): string {
  let category = 'other';
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    // An unknown language: i18next falls back to `other` too.
  }
  return fill(words.marks[category] ?? words.marks.other ?? '', { count });
}

/**
 * The running screen, as the app would open it, from the open's answer: the copy the page paints
 * before the app has come, in `#prerendered`; null when there is nothing to paint (no running
 * attempt, time up, a template missing) or when this device holds changes the server has not
 * acknowledged yet (the copy would show the server's older answer).
 */
export function paintRunningScreen(
  doc: Document,
  view: TestView,
  kept: KeptAttempt | null,
  { language, words }: PrepaintPageData,
): HTMLElement | null {
  const session = view.session;
  if (session?.status !== 'running' || session.RemainingTime <= 0) return null;
  const mine = kept?.TestSessionID === session.TestSessionID ? kept : null;
  if (mine && mine.pending.length > 0) return null;
  const QuestionID = openingQuestionID(mine ?? { TestSessionID: null, QuestionID: null }, session);
  const index = session.questions.findIndex((question) => question.QuestionID === QuestionID);
  const question = session.questions[index];
  const screen = template(doc, SCREEN_TEMPLATE_ID);
  const controls = question && template(doc, answerTemplateId(question.kind));
  if (!question || !screen || !controls) return null;

  const copy = doc.createElement('div');
  copy.id = PRERENDERED_ID;
  copy.setAttribute(QUESTION_ATTRIBUTE, String(question.QuestionID));
  copy.append(screen);
  const slot = (name: PrepaintSlot) =>
    copy.querySelector<HTMLElement>(`[${PREPAINT_ATTRIBUTE}="${name}"]`);
  const setText = (name: PrepaintSlot, text: string) => {
    const element = slot(name);
    if (element) element.textContent = text;
  };
  setText('task-name', view.task.TaskName);
  setText('number', fill(words.number, { number: index + 1, total: session.questions.length }));
  setText('marks', marksWords(words, language, question.marks));
  setText('text', localizedText(question.text, language));
  const answerSlot = slot('answer');
  if (!answerSlot) return null;
  answerSlot.replaceChildren(controls);
  const saved = session.answers.find((held) => held.QuestionID === question.QuestionID)?.answer;
  fillAnswer(answerSlot, question, saved ?? null, language);
  return copy;
}

/** A template's content, cloned; null when the page has no such template. */
function template(doc: Document, id: string): DocumentFragment | null {
  const element = doc.getElementById(id);
  return element instanceof HTMLTemplateElement
    ? (element.content.cloneNode(true) as DocumentFragment)
    : null;
}

/**
 * The answer controls of the question with what the server holds of the answer, as the page's own
 * (`defaultChecked`, `defaultValue`): the hand-over carries only what the student changes here.
 */
function fillAnswer(slot: HTMLElement, question: Question, saved: Answer, language: string) {
  if (question.kind === 'text') {
    const box = slot.querySelector('textarea');
    const count = box?.getAttribute('aria-describedby')?.split(' ').at(-1);
    const counter = count ? slot.querySelector<HTMLElement>(`[id="${count}"]`) : null;
    if (!box) return;
    box.defaultValue = typeof saved === 'string' ? saved : '';
    // "0 / 1000": the count is the text's length, as the app's counter shows it.
    const show = () => {
      if (counter)
        counter.textContent = counter.textContent.replace(/^\d+/, String(box.value.length));
    };
    show();
    box.addEventListener('input', show);
    return;
  }
  const sample = slot.querySelector('label');
  const list = sample?.parentElement;
  if (!sample || !list) return;
  const chosen = Array.isArray(saved) ? saved : [];
  const group = `${PRERENDERED_ID}-choice`;
  list.replaceChildren(
    ...question.options.map((option) => {
      const label = sample.cloneNode(true) as HTMLLabelElement;
      const input = label.querySelector('input');
      const words = label.querySelector('span');
      if (input) {
        input.value = String(option.OptionID);
        if (input.type === 'radio') input.name = group;
        input.defaultChecked = chosen.includes(option.OptionID);
      }
      if (words) words.textContent = localizedText(option.text, language);
      return label;
    }),
  );
}
