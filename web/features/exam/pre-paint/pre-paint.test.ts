import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestView } from '#openapi/exam.ts';
import { wordsOf } from '../../../../scripts/prepaint-page.ts';
import { PERSIST_KEY, signOut, state, TOKEN_KEY } from '../../../shared/session/session-store.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../../../shared/ui/prerender-handoff.ts';
import { tokenExpiringAt } from '../../../test/session.ts';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { openAttempt } from '../api/open-attempt.ts';
import { earlyWriterID, openTestEarly, takeEarlyOpen } from '../api/open-test-early.ts';
import { NARROW_SCREEN_QUERY } from '../model/narrow-screen.ts';
import { dropPrepaintWhenLeft, handOffPrepaint } from './hand-off.ts';
import { OPEN_GLOBAL, PAGE_DATA_ID, type PagedOpen, type PrepaintPageData } from './page-data.ts';
import { paintRunningScreen } from './paint.ts';
import { startPrepaint } from './start-prepaint.ts';

// Issue 29: the test page paints the running question before the app's code has come. The page's
// templates here are written as scripts/prerender-capture.ts writes them from the app: slots
// emptied, one option per kind, ids of the copy's own.
const student = 'student@example.com';
const test = { CourseID: 1, TaskID: 101 };
const SCREEN = `
  <div class="signed-in-layout">
    <header><a data-prepaint="shown" href="/home">CR</a><div data-prepaint-hidden="">XX</div></header>
    <h1 data-prepaint="task-name">Stale test name</h1>
    <article aria-labelledby="prepaint-q-heading">
      <header>
        <h2 id="prepaint-q-heading" data-prepaint="number"></h2>
        <span data-prepaint="marks"></span>
      </header>
      <p id="prepaint-q" data-prepaint="text"></p>
      <div data-prepaint="answer"></div>
    </article>
  </div>`;
const choice = (type: string, hint: string) => `
  <p class="question-view-hint">${hint}</p>
  <fieldset aria-labelledby="prepaint-q"><label class="question-view-option"><input type="${type}"><span></span></label></fieldset>`;
const TEXT = `
  <label for="prepaint-q-input">Your answer</label>
  <textarea id="prepaint-q-input" aria-describedby="prepaint-q prepaint-q-count"></textarea>
  <p id="prepaint-q-count">0 / 1000</p>`;

function writePage(language: 'en' | 'tn' = 'en'): PrepaintPageData {
  const data = { language, words: wordsOf('web/public', language) };
  document.head.innerHTML = `<style id="${PRERENDERED_STYLE_ID}"></style>`;
  document.body.innerHTML = `
    <template id="prepaint-screen">${SCREEN}</template>
    <template id="prepaint-answer-single">${choice('radio', 'Choose one answer.')}</template>
    <template id="prepaint-answer-multiple">${choice('checkbox', 'Choose all that apply.')}</template>
    <template id="prepaint-answer-text">${TEXT}</template>
    <script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data)}</script>
    <div id="root"></div>`;
  return data;
}

function narrowScreen(narrow: boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query) =>
      ({ matches: narrow && query === NARROW_SCREEN_QUERY, media: query }) as MediaQueryList,
  );
}

const copy = () => document.getElementById(PRERENDERED_ID);
const slot = (name: string) =>
  copy()?.querySelector(`[data-prepaint="${name}"]`)?.textContent ?? null;
const options = () =>
  [...(copy()?.querySelectorAll<HTMLInputElement>('fieldset input') ?? [])].map((input) => ({
    label: input.nextElementSibling?.textContent,
    value: input.value,
    name: input.name,
    checked: input.checked,
  }));

let backend: StubBackendFixture;
const opens = () => backend.calls.filter(({ path }) => path === '/test/v1/open');

/** The open the page sent, as the app takes it. */
const paged = () => {
  const open = (window as unknown as Record<string, PagedOpen | undefined>)[OPEN_GLOBAL];
  if (!open) throw new Error('the page sent no open');
  return open;
};

/** The open's answer as the stub gave it, for the cases that paint from one directly (none painted). */
async function openView(): Promise<TestView> {
  narrowScreen(false);
  await startPrepaint();
  narrowScreen(true);
  const { response } = await paged().answer;
  return ((await response.json()) as { body: TestView }).body;
}

beforeEach(async () => {
  backend = startStubBackend();
  await backend.signInAs(student);
  localStorage.setItem(TOKEN_KEY, state.auth.token ?? '');
  // The session as the app keeps it: signed in with test 101 under way (login's activeTestDetails).
  localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth: { activeTestDetails: test } }));
  backend.calls.length = 0;
  history.replaceState(null, '', '/test/test/1/101');
  narrowScreen(true);
});

afterEach(() => {
  const writerID = earlyWriterID(test);
  if (writerID) takeEarlyOpen({ ...test, writerID });
  (window as unknown as Record<string, unknown>)[OPEN_GLOBAL] = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  signOut();
});

describe("the test page's copy of the running question (issue 29)", () => {
  it('opens the attempt as the page arrives and paints the question the app opens on, with the answer the server holds', async () => {
    writePage();
    await startPrepaint();
    expect(opens()).toHaveLength(1);
    const [open] = opens();
    expect(open?.headers).toMatchObject({
      authorization: `Bearer ${state.auth.token}`,
      'accept-language': 'en',
      'x-client-version': '2.1.18',
    });
    const view = backend.answerTo<{ body: TestView }>('/test/v1/open')?.body;
    const total = view?.session?.questions.length;
    // The seeded attempt was last changed at its second question, answered wrong (3 days).
    expect(copy()?.getAttribute('data-question-id')).toBe('102');
    expect(copy()?.nextElementSibling?.id).toBe('root');
    expect(slot('task-name')).toBe('Aptitude Assessment — Round 1');
    expect(slot('number')).toBe(`Question 2 of ${total}`);
    expect(slot('marks')).toBe('1 mark');
    expect(slot('text')).toBe(
      'Ravi can finish a piece of work in 12 days and Sita can finish it in 6 days. Working together, in how many days will they finish it?',
    );
    expect(options()).toEqual(
      [1021, 1022, 1023, 1024].map((value, at) => ({
        label: `${[3, 4, 8, 9][at]} days`,
        value: String(value),
        name: `${PRERENDERED_ID}-choice`,
        checked: value === 1021,
      })),
    );
    expect(copy()?.querySelector('[data-prepaint-hidden]')?.textContent).toBe('XX');
  });

  it('hands the open to the app, which writes as its writer and sends no second one', async () => {
    writePage();
    await startPrepaint();
    const writerID = (opens()[0]?.body as { writerID: string } | undefined)?.writerID ?? '';
    openTestEarly(test);
    expect(earlyWriterID(test)).toBe(writerID);
    const [answer] = await openAttempt({ ...test, writerID });
    expect(answer.body.session?.lastQuestionID).toBe(102);
    expect(opens()).toHaveLength(1);
  });

  it('opens on the question this device was on in the attempt, a multiple choice of checkboxes', async () => {
    writePage();
    const view = await openView();
    const kept = { TestSessionID: view.session?.TestSessionID ?? '', QuestionID: 103, pending: [] };
    const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '');
    const screen = paintRunningScreen(document, view, kept, page);
    document.body.append(screen ?? '');
    expect(screen?.getAttribute('data-question-id')).toBe('103');
    expect(options().map(({ label, name, checked }) => ({ label, name, checked }))).toEqual(
      ['29', '51', '53', '91', '97'].map((label) => ({ label, name: '', checked: false })),
    );
    // Another attempt's place does not count.
    const other = paintRunningScreen(document, view, { ...kept, TestSessionID: 'another' }, page);
    expect(other?.getAttribute('data-question-id')).toBe('102');
  });

  it('paints nothing while this device holds changes the server has not acknowledged', async () => {
    writePage();
    const view = await openView();
    const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '');
    const pending = [{ QuestionID: 102, seq: 3 }];
    const mine = { TestSessionID: view.session?.TestSessionID ?? '', QuestionID: 102, pending };
    expect(paintRunningScreen(document, view, mine, page)).toBeNull();
    expect(
      paintRunningScreen(document, view, { ...mine, TestSessionID: 'x' }, page),
    ).not.toBeNull();
  });

  it('paints nothing for an attempt that is not running or whose time is up', async () => {
    writePage();
    const view = await openView();
    const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '');
    const session = view.session;
    if (!session) throw new Error('the seeded attempt is running');
    expect(paintRunningScreen(document, { ...view, session: null }, null, page)).toBeNull();
    const ended = { ...session, RemainingTime: 0 };
    expect(paintRunningScreen(document, { ...view, session: ended }, null, page)).toBeNull();
    const submitted = { ...session, status: 'submitted' as const };
    expect(paintRunningScreen(document, { ...view, session: submitted }, null, page)).toBeNull();
  });

  it('writes a text answer the server holds, with its count, which follows typing', async () => {
    writePage();
    const view = await openView();
    const session = view.session;
    if (!session) throw new Error('the seeded attempt is running');
    const answers = [...session.answers, { QuestionID: 104, answer: '1200', seq: 3 }];
    const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '');
    const kept = { TestSessionID: session.TestSessionID, QuestionID: 104, pending: [] };
    const screen = paintRunningScreen(
      document,
      { ...view, session: { ...session, answers } },
      kept,
      page,
    );
    document.body.append(screen ?? '');
    const box = screen?.querySelector('textarea');
    expect(box?.value).toBe('1200');
    expect(box?.defaultValue).toBe('1200');
    const count = () => screen?.querySelector('#prepaint-q-count')?.textContent;
    expect(count()).toBe('4 / 1000');
    if (box) box.value = '12000';
    box?.dispatchEvent(new Event('input'));
    expect(count()).toBe('5 / 1000');
  });

  it('paints in Tamil for a Tamil page: the bank’s Tamil and the Tamil words', async () => {
    writePage('tn');
    await startPrepaint();
    expect(opens()[0]?.headers).toMatchObject({ 'accept-language': 'tn' });
    expect(slot('number')).toMatch(/^கேள்வி 2 \/ \d+$/);
    expect(slot('marks')).toBe('1 மதிப்பெண்');
    expect(slot('text')).toMatch(/^ரவி ஒரு வேலையை 12 நாட்களில்/);
    expect(options()[0]?.label).toBe('3 நாட்கள்');
  });

  it('sends the open but paints nothing on a screen wider than a phone’s', async () => {
    writePage();
    narrowScreen(false);
    await startPrepaint();
    expect(opens()).toHaveLength(1);
    expect(copy()).toBeNull();
  });

  it('holds the app only for a test this device has reason to think running; paints all the same', async () => {
    writePage();
    const settled: string[] = [];
    const track = (what: string) => () => void settled.push(what);
    // Kept by this device: the attempt it had open.
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({ examApp: { ...test, TestSessionID: 's', pending: [] } }),
    );
    const held = startPrepaint().then(track('held'));
    await paged().answer.then(track('answered'));
    await held;
    expect(settled).toEqual(['answered', 'held']);
    expect(copy()).not.toBeNull();
    copy()?.remove();
    // Neither kept nor under way by the session (a test not started: its instructions are the
    // app's): the app's files go at once; a running attempt's question still paints as it comes.
    settled.length = 0;
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth: { activeTestDetails: null } }));
    const free = startPrepaint().then(track('held'));
    await paged().answer.then(track('answered'));
    await free;
    expect(settled).toEqual(['held', 'answered']);
    await vi.waitFor(() => expect(copy()).not.toBeNull());
  });

  it('paints nothing once the app has begun drawing (an answer slower than the hold)', async () => {
    writePage();
    document.getElementById('root')?.append(document.createElement('section'));
    await startPrepaint();
    expect(opens()).toHaveLength(1);
    expect(copy()).toBeNull();
  });

  it('sends nothing without a live session, or at an address that names no test', async () => {
    writePage();
    history.replaceState(null, '', '/test/test/x/101');
    await startPrepaint();
    localStorage.setItem(TOKEN_KEY, tokenExpiringAt(Math.floor(Date.now() / 1000) - 1));
    history.replaceState(null, '', '/test/test/1/101');
    await startPrepaint();
    localStorage.removeItem(TOKEN_KEY);
    await startPrepaint();
    expect(opens()).toEqual([]);
    expect(copy()).toBeNull();
  });
});

describe('the app taking the copy over', () => {
  /** The app's answer controls for question 102: what a change of theirs reached. */
  function appControls() {
    const heard: string[] = [];
    const root = document.getElementById('root');
    const fieldset = document.createElement('fieldset');
    for (const value of ['1021', '1022', '1023', '1024']) {
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'app';
      input.value = value;
      input.checked = value === '1021';
      input.addEventListener('change', () => heard.push(value));
      fieldset.append(input);
    }
    root?.append(fieldset);
    return { fieldset, heard };
  }

  it('carries what the student changed in the copy into the app’s controls, with the focus, and the copy goes', async () => {
    writePage();
    await startPrepaint();
    const { fieldset, heard } = appControls();
    const third = copy()?.querySelectorAll('input')[2];
    third?.click();
    third?.focus();
    handOffPrepaint(102, fieldset);
    expect(copy()).toBeNull();
    expect(heard).toEqual(['1023']);
    expect(document.activeElement).toBe(fieldset.querySelectorAll('input')[2]);
    expect(document.getElementById(PRERENDERED_STYLE_ID)).toBeNull();
  });

  it('carries nothing when the app shows another question, or none', async () => {
    writePage();
    await startPrepaint();
    const { fieldset, heard } = appControls();
    copy()?.querySelectorAll('input')[2]?.click();
    handOffPrepaint(103, fieldset);
    expect(copy()).toBeNull();
    expect(heard).toEqual([]);
  });

  it('takes the copy away when the app goes to another page first', async () => {
    writePage();
    await startPrepaint();
    let listener:
      | ((state: { location: { pathname: string }; errors: unknown }) => void)
      | undefined;
    const stop = vi.fn();
    const here = { location: { pathname: '/test/test/1/101' }, errors: null };
    dropPrepaintWhenLeft({
      state: here,
      subscribe: (heard) => {
        listener = heard;
        return stop;
      },
    });
    listener?.({ location: { pathname: '/test/test/1/101' }, errors: null });
    expect(copy()).not.toBeNull();
    listener?.({ location: { pathname: '/home' }, errors: null });
    expect(copy()).toBeNull();
    expect(stop).toHaveBeenCalled();
    // Come after the app had gone on, it takes the copy away at once.
    await startPrepaint();
    expect(copy()).not.toBeNull();
    dropPrepaintWhenLeft({
      state: { ...here, errors: { route: 'failed' } },
      subscribe: () => stop,
    });
    expect(copy()).toBeNull();
  });
});
