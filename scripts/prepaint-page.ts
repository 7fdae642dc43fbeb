/**
 * The test page (web/features/exam/pre-paint/page-data.ts): index.html with the running test
 * screen's markup as templates, the style it uses, the words the copy fills in, and the pre-paint's
 * entry (rsbuild.config.ts) inlined first in the head, so the attempt's open goes out as the HTML
 * arrives. Written by scripts/prerender.ts, from the app itself: our own server on the build with
 * the stub, the seeded student signed in through the form, the running test opened in Chromium, a
 * question of each kind visited. The server sends it at a test's address (static-routes.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { QuestionKind } from '../openapi/exam.ts';
import type { PrerenderedLanguage } from '../server/static/prerendered-screens.ts';
import { NARROW_SCREEN_QUERY } from '../web/features/exam/model/narrow-screen.ts';
import {
  answerTemplateId,
  ID_PREFIX,
  PAGE_DATA_ID,
  PREPAINT_ENTRY,
  type PrepaintPageData,
  SCREEN_TEMPLATE_ID,
} from '../web/features/exam/pre-paint/page-data.ts';
import { paths } from '../web/shared/routing/paths.ts';
import { PREPAINT_ATTRIBUTE, PREPAINT_HIDDEN_ATTRIBUTE } from '../web/shared/ui/pre-paint-marks.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../web/shared/ui/prerender-handoff.ts';
import { freePort } from './free-port.ts';
import { holdAppScripts } from './hold-app-scripts.ts';
import { type Capture, capture, dropUnusedCustomProperties } from './prerender-capture.ts';
import { signInThroughForm, startStubServer } from './serve-dist.ts';

/** The page's name among the prerendered ones (server/static/prerendered-screens.ts). */
export const TEST_PAGE = 'test';

/** The stub's seeded student, whose test 1/101 is running (server/stub/exam). */
const STUDENT = 'student@example.com';
const RUNNING_TEST = paths.test.replace(':CourseID', '1').replace(':TaskID', '101');
const KINDS: QuestionKind[] = ['single', 'multiple', 'text'];
const NONCE = '__CSP_NONCE__';

/** While the copy is up the app's root is not shown; what the copy does not show is hidden. */
const PAGE_RULES = `#${PRERENDERED_ID}~#root{display:none}[${PREPAINT_HIDDEN_ATTRIBUTE}]{visibility:hidden!important}`;

export type TestPageCapture = Pick<Capture, 'markup' | 'css' | 'lang'> & {
  answers: Record<string, string>;
};

const inScript = (text: string) => text.replaceAll('</', '<\\/');

/** index.html as the test page; fails loudly when the template moved or a kind is missing. */
export function composeTestPage(
  template: string,
  page: TestPageCapture,
  data: PrepaintPageData,
  script: string,
): string {
  const replaceOnce = (html: string, search: RegExp | string, replacement: string) => {
    if (!html.match(search)) throw new Error(`prepaint-page: ${search} not found in index.html`);
    return html.replace(search, () => replacement);
  };
  for (const kind of KINDS) {
    if (!page.answers[kind]) throw new Error(`prepaint-page: no ${kind} question was captured`);
  }
  let html = holdAppScripts(template);
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.lang}">`);
  html = replaceOnce(
    html,
    '</title>',
    `</title><style nonce="${NONCE}" id="${PRERENDERED_STYLE_ID}">${inScript(page.css + PAGE_RULES)}</style>` +
      `<script type="application/json" id="${PAGE_DATA_ID}">${inScript(JSON.stringify(data))}</script>` +
      `<script nonce="${NONCE}">${inScript(script)}</script>`,
  );
  const templates =
    `<template id="${SCREEN_TEMPLATE_ID}">${page.markup}</template>` +
    KINDS.map(
      (kind) => `<template id="${answerTemplateId(kind)}">${page.answers[kind]}</template>`,
    ).join('');
  return replaceOnce(html, '<div id="root"></div>', `${templates}<div id="root"></div>`);
}

/** The words the copy fills in, from the translation file of the language under `siteDir`. */
export function wordsOf(siteDir: string, language: string): PrepaintPageData['words'] {
  const file = join(siteDir, 'assets', 'languages', language, 'translation.json');
  const question = JSON.parse(readFileSync(file, 'utf8')).exam.question as Record<string, string>;
  const marks = Object.fromEntries(
    Object.entries(question)
      .filter(([key]) => key.startsWith('marks_'))
      .map(([key, words]) => [key.slice('marks_'.length), words]),
  );
  if (!question.number || !marks.other) throw new Error(`prepaint-page: ${language} lacks words`);
  return { number: question.number, marks };
}

/** The pre-paint's built entry (static/js/prepaint.<hash>.js). */
function entryScript(distDir: string): string {
  const dir = join(distDir, 'static', 'js');
  const file = readdirSync(dir).find((name) =>
    new RegExp(`^${PREPAINT_ENTRY}\\.\\w+\\.js$`).test(name),
  );
  if (!file) throw new Error(`prepaint-page: no ${PREPAINT_ENTRY} entry in ${dir}`);
  return readFileSync(join(dir, file), 'utf8').trim();
}

/** The test page in each language: `[language, html]`. */
export async function renderTestPages(
  browser: Browser,
  distDir: string,
  template: string,
  viewport: { width: number; height: number },
): Promise<[PrerenderedLanguage, string][]> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startStubServer(distDir, port);
  const script = entryScript(distDir);
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await signInThroughForm(page, origin, STUDENT);
    const pages: [PrerenderedLanguage, string][] = [];
    for (const language of ['en', 'tn'] as const) {
      await context.addCookies([{ name: 'i18next', value: language, url: origin }]);
      await page.goto(`${origin}${RUNNING_TEST}`);
      const slot = page.locator(`#root [${PREPAINT_ATTRIBUTE}="answer"]`);
      await slot.waitFor({ timeout: 15_000 });
      const answers: Record<string, string> = {};
      for (let visited = 0; visited < 50 && KINDS.some((kind) => !answers[kind]); visited++) {
        const kind = await slot.evaluate((element) =>
          element.querySelector('textarea')
            ? 'text'
            : element.querySelector('input[type="checkbox"]')
              ? 'multiple'
              : 'single',
        );
        answers[kind] ??= await slot.evaluate((element) => element.innerHTML);
        // On to the next question with the runner's shortcut, which on the last one does nothing.
        const heading = await page.locator('.question-view-number').textContent();
        await page.keyboard.press('Alt+ArrowRight');
        const moved = await page
          .waitForFunction(
            (was) => document.querySelector('.question-view-number')?.textContent !== was,
            heading,
            { timeout: 2000 },
          )
          .then(
            () => true,
            () => false,
          );
        if (!moved) break;
      }
      await page.evaluate(() => document.fonts.ready);
      if (!(await page.evaluate((query) => matchMedia(query).matches, NARROW_SCREEN_QUERY))) {
        throw new Error(
          `prepaint-page: the copy is painted at ${NARROW_SCREEN_QUERY}; capture it there`,
        );
      }
      const captured = await page.evaluate(capture, {
        keepFontFaces: language === 'tn',
        prepaint: {
          attribute: PREPAINT_ATTRIBUTE,
          hiddenAttribute: PREPAINT_HIDDEN_ATTRIBUTE,
          idPrefix: ID_PREFIX,
          answers,
        },
      });
      captured.css = dropUnusedCustomProperties(captured.css);
      const data: PrepaintPageData = { language, words: wordsOf(distDir, language) };
      pages.push([language, composeTestPage(template, captured, data, script)]);
    }
    return pages;
  } finally {
    await context.close();
    server.kill();
  }
}
