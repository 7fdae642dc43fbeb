/** axe-core in the page under test, and what it finds, in a form a table and an exception can use. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// The server's CSP only runs scripts with its nonce; `evaluate` runs outside the page's CSP.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One element axe found at fault: the rule it broke, where, axe's words on why, and its HTML. */
export type Finding = { rule: string; target: string; why: string; html?: string };

/**
 * Runs axe (WCAG 2.1 A/AA and axe's best practices: the rules the audit ran) over the document,
 * or only the parts `within` selects, and returns one finding per element at fault.
 */
export async function runAxe(page: Page, within?: readonly string[]): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    type AxeResults = {
      violations: {
        id: string;
        nodes: { target: unknown[]; failureSummary?: string; html?: string }[];
      }[];
    };
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<AxeResults> };
      }
    ).axe;
    const present = include?.filter((selector) => document.querySelector(selector)) ?? [];
    const context = present.length > 0 ? { include: present } : document;
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        target: node.target.map(String).join(' '),
        why: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160),
        html: (node.html ?? '').slice(0, 200),
      })),
    );
  }, within);
}

/** How far the page reaches past the viewport sideways, in CSS pixels (0 when it does not). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * What reaches past the viewport's right edge, for a report of sideways scroll: the outermost
 * elements that do (their parent does not), at most three, by tag, class and right edge.
 */
export async function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const past = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > edge;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && !past(element.parentElement))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''} to ${Math.round(element.getBoundingClientRect().right)}px`,
      );
  });
}
