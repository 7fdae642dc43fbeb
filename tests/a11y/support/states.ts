/** The open states the sweep looks at, opened the way a person does, by role and name. */
import type { Page } from 'playwright-core';
import type { SweepState } from './sweep.ts';
import { type Language, words } from './visit.ts';

/**
 * A drawer or dialog is open and has finished moving in: no element of it still carries one of
 * antd's motion classes. A panel whose code loads on first open mounts already open, and its
 * appear motion can begin a frame after the panel is in the page, when a check of running
 * animations would find none yet and axe would read its words half faded in.
 */
async function dialogOpen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const open = document.querySelector('.ant-drawer-open, .ant-modal-wrap');
    return open !== null && open.querySelector('[class*="-motion-"]') === null;
  });
}

/** A pattern for an interpolated phrase (`Actions for {{name}}`): any words where the value goes. */
const phrase = (language: Language, key: string) =>
  new RegExp(
    `^${words(language, key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{\w+\}\}/g, '.+')}$`,
  );

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).first();

export const bell: SweepState = {
  name: 'notifications drawer',
  overlay: true,
  open: async (page, language) => {
    await button(page, words(language, 'notifications.bell')).click();
    await dialogOpen(page);
  },
};

export const profileMenu: SweepState = {
  name: 'profile menu',
  overlay: true,
  open: async (page, language) => {
    await button(page, new RegExp(words(language, 'shell.profileMenu'))).click();
    await page.getByRole('menu').waitFor();
  },
};

export const quickPanel: SweepState = {
  name: 'quick panel',
  overlay: true,
  open: async (page, language) => {
    await button(page, words(language, 'quickPanel.toggle')).click();
    await dialogOpen(page);
  },
};

/** The quick panel button's tooltip, shown under a pointer: it must sit inside the toolbar's landmark. */
export const quickPanelTooltip: SweepState = {
  name: 'quick panel tooltip',
  open: async (page, language) => {
    // From elsewhere: a pointer already resting on the button would not enter it again.
    await page.mouse.move(0, 400);
    await button(page, words(language, 'quickPanel.toggle')).hover();
    await page.waitForSelector('.quick-panel-tooltip', { state: 'visible' });
  },
};

export const navigationDrawer: SweepState = {
  name: 'navigation drawer (phone)',
  overlay: true,
  open: async (page, language) => {
    await button(page, words(language, 'shell.toggleNavigation')).click();
    await dialogOpen(page);
  },
};

export const jobDrawer = (slug: string): SweepState => ({
  name: '/jobs: job drawer',
  path: `/jobs?job=${slug}`,
  overlay: true,
  open: (page) => dialogOpen(page),
});

/** The Apply confirmation, over the job drawer. */
export const applyDialog: SweepState = {
  name: '/jobs: apply confirmation',
  overlay: true,
  stacked: true,
  open: async (page, language) => {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: words(language, 'jobBoard.apply.button'), exact: true })
      .click();
    await page.locator('dialog[open]').waitFor();
  },
};

export const cardMenu: SweepState = {
  name: '/progress: card menu',
  overlay: true,
  open: async (page, language) => {
    await button(page, phrase(language, 'pipeline.card.actions')).click();
    await page.getByRole('menu').waitFor();
  },
};

export const postJobErrors: SweepState = {
  name: '/postjob: with errors',
  open: async (page, language) => {
    await button(page, words(language, 'jobPosting.action.publish')).click();
    await page.locator('.form-field-message:not(:empty)').first().waitFor();
  },
};

/** The running test's question view (the student's seeded test), started or resumed from its page. */
export const testQuestion: SweepState = {
  name: '/test: question',
  open: async (page, language) => {
    const start = button(page, words(language, 'exam.instructions.start'));
    if (await start.isVisible()) await start.click();
    await page.getByRole('heading', { name: phrase(language, 'exam.question.number') }).waitFor();
  },
};
