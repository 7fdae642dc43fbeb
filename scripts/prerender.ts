/**
 * After `rsbuild build`, before precompress.ts: renders the public screens in headless Chromium,
 * signed out, in English and Tamil, and writes dist/prerendered/<screen>.<en|tn>.html: index.html
 * with the screen's markup in `#prerendered` beside the empty #root, and the CSS it uses inlined, so
 * a first visit shows the form before any script has arrived (issue 13, "the first visit"). The app
 * still renders #root from scratch and hands over at once (web/app/prerender-handoff.ts); the server
 * picks the variant by the language cookie (server/static/static-routes.ts).
 *
 * Without Chromium (the Docker build stage has none) it says so and writes nothing: the server then
 * serves index.html for these screens, as before.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import {
  PRERENDERED_DIR,
  PRERENDERED_SCREENS,
  type PrerenderedLanguage,
  prerenderedFile,
} from '../server/static/prerendered-screens.ts';
import { PRERENDERED_ID, PRERENDERED_STYLE_ID } from '../web/app/prerender-handoff.ts';
import { type AppAssets, handOffScript } from './prerender-inline-script.ts';
import { CHROMIUM_ARGS, serveDist } from './serve-dist.ts';

const distDir = resolve(process.argv[2] ?? (process.env.DIST_DIR || 'dist'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NONCE = '__CSP_NONCE__';
/** The language cookie the app's detector reads (web/i18n/language-detector.ts). */
const LANGUAGE_COOKIE = 'i18next';
/** Phones first (students on 4G); layout between sizes is CSS, so the markup fits every width. */
const VIEWPORT = { width: 375, height: 812 };

/** What the page gives back: its screen's markup and everything index.html must change for it. */
type Capture = { markup: string; css: string; title: string; lang: string };

/**
 * Runs in the page once the screen has settled. Inline `style` attributes would break the CSP
 * (nonces cover elements, not attributes): each becomes a rule in the inlined sheet instead, with
 * `!important` to keep its weight. Of the page's CSS only rules whose selectors match something
 * are kept (with their :hover and :focus forms), and @font-face only for Tamil: an English page
 * must not download the Tamil font.
 */
function capture(keepFontFaces: boolean): Capture {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const copy = root.cloneNode(true) as HTMLElement;
  const attributeRules: string[] = [];
  copy.querySelectorAll<HTMLElement>('[style]').forEach((element, index) => {
    const declarations = [...element.style]
      .map((name) => `${name}:${element.style.getPropertyValue(name)} !important`)
      .join(';');
    element.removeAttribute('style');
    if (!declarations) return;
    element.setAttribute('data-prerendered-style', String(index));
    attributeRules.push(`[data-prerendered-style="${index}"]{${declarations}}`);
  });
  // No field may carry a name: a submit before the app takes over then sends nothing anywhere.
  for (const field of copy.querySelectorAll('[name]')) field.removeAttribute('name');
  for (const form of copy.querySelectorAll('form')) {
    form.removeAttribute('action');
    form.removeAttribute('method');
  }

  // Dynamic states and pseudo-elements match nothing in a still page; the rule is kept when the
  // element it styles is there.
  const dynamic =
    /::?(?:before|after|placeholder|selection|marker|hover|focus-visible|focus-within|focus|active|visited|-webkit-[a-z-]+|-moz-[a-z-]+)/g;
  const used = (selectorText: string) =>
    selectorText.split(',').some((selector) => {
      const plain = selector.replace(dynamic, '').trim() || '*';
      try {
        return document.querySelector(plain) !== null;
      } catch {
        return true;
      }
    });
  const absolute = (cssText: string, base: string) =>
    cssText.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) =>
      url.startsWith('data:') ? whole : `url(${quote}${new URL(url, base).pathname}${quote})`,
    );
  const keep = (rules: CSSRuleList, base: string): string => {
    let css = '';
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        if (used(rule.selectorText)) css += absolute(rule.cssText, base);
      } else if (rule instanceof CSSFontFaceRule) {
        if (keepFontFaces) css += absolute(rule.cssText, base);
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules, base);
        if (inner)
          css += `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner}}`;
      } else if (rule instanceof CSSLayerBlockRule) {
        const inner = keep(rule.cssRules, base);
        if (inner) css += `@layer ${rule.name}{${inner}}`;
      } else {
        // @layer order statements, @keyframes, @property: small, and order-bearing.
        css += absolute(rule.cssText, base);
      }
    }
    return css;
  };
  let css = '';
  for (const sheet of document.styleSheets)
    css += keep(sheet.cssRules, sheet.href ?? location.href);
  // The brand colour is set by script on <html> (web/shared/ui/brand.ts).
  const rootStyle = document.documentElement.style.cssText;
  if (rootStyle) css = `:root{${rootStyle}}${css}`;
  return {
    markup: copy.innerHTML,
    css: css + attributeRules.join(''),
    title: document.title,
    lang: document.documentElement.lang,
  };
}

const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]*);?/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Drops the custom properties nothing reads: antd declares its whole palette and every token
 * (17 of the 33 kB of /login's CSS) while the screen uses a few dozen. A property is kept when a
 * declaration reads it, or another kept property's value does.
 */
export function dropUnusedCustomProperties(css: string): string {
  const values = new Map<string, string[]>();
  for (const [, name = '', value = ''] of css.matchAll(CUSTOM_PROPERTY)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const used = new Set<string>();
  const readBy = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');
  const pending = readBy(css.replace(CUSTOM_PROPERTY, ''));
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...readBy(value));
  }
  return css.replace(CUSTOM_PROPERTY, (declaration, name: string) =>
    used.has(name) ? declaration : '',
  );
}

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
        const captured = await page.evaluate(capture, language === 'tn');
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
  } finally {
    await browser.close();
    server.close();
  }
  const count = PRERENDERED_SCREENS.length * 2;
  console.log(
    `prerender: ${count} pages in ${PRERENDERED_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.main) await main();
