/**
 * After `rsbuild build`, before precompress.ts: renders the public screens in headless Chromium,
 * signed out, in English and Tamil, and writes dist/prerendered/<screen>.<en|tn>.html: index.html
 * with the screen's markup in `#prerendered` beside the empty #root, and the CSS it uses inlined, so
 * a first visit shows the form before any script has arrived (issue 13, "the first visit"). The app
 * still renders #root from scratch and hands over at once (web/shared/ui/prerender-handoff.ts); the server
 * picks the variant by the language cookie (server/static/static-routes.ts).
 *
 * Without Chromium (the Docker build stage installs it) it says so and writes nothing: the server
 * then serves index.html for these screens, as before.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import {
  PATTERNED_PAGES_FILE,
  type PatternedPage,
  PRERENDERED_DIR,
  PRERENDERED_SCREENS,
  type PrerenderedLanguage,
  prerenderedFile,
} from '../server/static/prerendered-screens.ts';
import { paths } from '../web/shared/routing/paths.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../web/shared/ui/prerender-handoff.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { patternOf } from './first-visit-files.ts';
import { renderTestPages, TEST_PAGE } from './prepaint-page.ts';
import { type Capture, capture, dropUnusedCustomProperties } from './prerender-capture.ts';
import { type AppAssets, handOffScript } from './prerender-inline-script.ts';
import { serveDist } from './serve-dist.ts';

const distDir = resolve(process.argv[2] ?? (process.env.DIST_DIR || 'dist'));
const NONCE = '__CSP_NONCE__';
/** The language cookie the app's detector reads (web/i18n/language-detector.ts). */
const LANGUAGE_COOKIE = 'i18next';
/** Phones first (students on 4G); layout between sizes is CSS, so the markup fits every width. */
const VIEWPORT = { width: 375, height: 812 };

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Takes the app's style sheet links and script tags out of index.html's head. */
function takeAssets(template: string): { html: string; assets: AppAssets } {
  const assets: AppAssets = { styles: [], scripts: [] };
  const html = template
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
      assets.styles.push(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
      return '';
    })
    .replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      assets.scripts.push(src);
      return '';
    });
  if (assets.scripts.length === 0 || assets.styles.includes('')) {
    throw new Error("prerender: the app's scripts and styles were not found in index.html");
  }
  return { html, assets };
}

/** index.html with the captured screen in; fails loudly when the template moved. */
export function composePage(
  template: string,
  page: Capture,
  screen: { path: string; remembersEmail: boolean },
): string {
  const replaceOnce = (html: string, search: RegExp, replacement: string) => {
    if (!search.test(html)) throw new Error(`prerender: ${search} not found in index.html`);
    return html.replace(search, () => replacement);
  };
  const { html: bare, assets } = takeAssets(template);
  let html = replaceOnce(bare, /<html lang="[^"]*">/, `<html lang="${page.lang}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<\/title>/,
    `</title><style nonce="${NONCE}" id="${PRERENDERED_STYLE_ID}">${page.css.replaceAll('</', '<\\/')}</style>`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="${PRERENDERED_ID}">${page.markup}</div><script nonce="${NONCE}">${handOffScript(screen, assets)}</script><div id="root"></div>`,
  );
}

async function renderAll(browser: Browser, origin: string, template: string) {
  const languages: PrerenderedLanguage[] = ['en', 'tn'];
  await Promise.all(
    languages.map(async (language) => {
      const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
      if (language === 'tn') {
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'tn', url: origin }]);
      }
      const page = await context.newPage();
      for (const screen of PRERENDERED_SCREENS) {
        await page.goto(`${origin}${screen.path}`);
        await page.locator('#root button[type="submit"]').waitFor({ timeout: 15_000 });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        const captured = await page.evaluate(capture, { keepFontFaces: language === 'tn' });
        captured.css = dropUnusedCustomProperties(captured.css);
        const file = join(distDir, PRERENDERED_DIR, prerenderedFile(screen.name, language));
        writeFileSync(file, composePage(template, captured, screen));
      }
      await context.close();
    }),
  );
}

async function main(): Promise<void> {
  const outDir = join(distDir, PRERENDERED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  if (!existsSync(chromiumPath)) {
    console.log(
      `prerender: skipped, no Chromium at ${chromiumPath} (the server serves index.html)`,
    );
    return;
  }
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const server = await serveDist(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    await renderAll(browser, server.origin, template);
    for (const [language, html] of await renderTestPages(browser, distDir, template, VIEWPORT)) {
      writeFileSync(join(outDir, prerenderedFile(TEST_PAGE, language)), html);
    }
    const patterned: PatternedPage[] = [{ name: TEST_PAGE, pattern: patternOf(paths.test) }];
    writeFileSync(join(outDir, PATTERNED_PAGES_FILE), JSON.stringify(patterned));
  } finally {
    await browser.close();
    server.close();
  }
  const count = (PRERENDERED_SCREENS.length + 1) * 2;
  console.log(
    `prerender: ${count} pages in ${PRERENDERED_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.main) await main();
