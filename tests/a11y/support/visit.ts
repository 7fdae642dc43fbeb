/** Moving about the SPA the way the sweep does: in place, without reloading, in either language. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export type Language = 'en' | 'tn';

const translations = Object.fromEntries(
  (['en', 'tn'] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(`web/public/assets/languages/${language}/translation.json`, 'utf8'),
    ) as Record<string, unknown>,
  ]),
) as Record<Language, Record<string, unknown>>;

/** The words of a translation key (`shell.profileMenu`) in a language, as the SPA shows them. */
export function words(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      translations[language],
    );
  if (typeof value !== 'string') throw new Error(`no ${language} words for ${key}`);
  return value;
}

/**
 * Waits until the page has stopped changing: no spinner, skeleton or busy region, and no animation
 * running (a drawer sliding in is read by axe half-transparent otherwise).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], .loader-overlay',
      ) && document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
}

/** Resolves once no animation that ends is running; a spinner, which turns on, is not waited for. */
export async function movesEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Sets the viewport's width, keeps its height, and lets the layout follow, with what it moves:
 * a list that animates its items' places (the pipeline's cards) is wider than the page while they
 * slide to the new width.
 */
export async function atWidth(page: Page, width: number): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await movesEnded(page);
}

/**
 * Opens a path inside the running SPA (the router follows popstate), then waits until the new page
 * has drawn and settled. The router keeps the old page up while the new one loads, so "drawn" is
 * its title or main heading changing; a page that changes neither is looked at after 1.5 s anyway.
 */
export async function goInside(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const samePage = new URL(to, window.location.href).pathname === window.location.pathname;
    const view = `${document.title}|${document.querySelector('h1')?.textContent}`;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return samePage ? null : view;
  }, path);
  if (before !== null) {
    await page
      .waitForFunction(
        (was) => `${document.title}|${document.querySelector('h1')?.textContent}` !== was,
        before,
        { timeout: 1500 },
      )
      .catch(() => undefined);
  }
  // A route may draw its frame before its heading (a redirect, data still coming): give it a moment.
  await page.waitForSelector('h1', { timeout: 1000 }).catch(() => undefined);
  await settle(page);
}

/** Switches the UI language the way a returning reader has it: the i18next cookie, one reload. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'i18next', value: language, url: new URL(page.url()).origin }]);
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.reload();
  // main.tsx sets the page's lang from the language i18next settled on.
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    language === 'tn' ? 'ta' : 'en',
  );
  await settle(page);
}

/** Where antd puts what opens over a page while it is open, and the browser's own dialogs. */
const openOverlays =
  '.ant-drawer-open, .ant-modal-wrap:not([style*="display: none"]), .ant-dropdown:not(.ant-dropdown-hidden), dialog[open]';

/** Presses Escape until no drawer, menu or dialog is open, so the next state starts clean. */
export async function closeOverlays(page: Page): Promise<void> {
  for (let tries = 0; tries < 3; tries++) {
    if (!(await page.evaluate((selector) => !!document.querySelector(selector), openOverlays)))
      break;
    await page.keyboard.press('Escape');
    await settle(page);
  }
}
