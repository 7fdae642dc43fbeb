/** What the sweep knowingly lets pass, each with its reason. Keep it short; empty is the goal. */
import type { Finding } from './axe.ts';

type Exception = {
  /** The states it covers, by the sweep's state name (`/jobs`, `/jobs: job drawer`). */
  state: RegExp;
  /** An axe rule, `sideways-scroll` (its target is then the width) or `table-words` (the flaw). */
  rule: string;
  /** The element(s) it covers, by axe's selector; every element when absent. */
  target?: RegExp;
  reason: string;
};

export const exceptions: readonly Exception[] = [
  {
    state: /\/progress$/,
    rule: 'aria-required-children',
    target: /^\.ant-tabs-nav$/,
    reason:
      "antd's Tabs (rc-tabs) put their overflow button (…) inside the tablist; it is labelled and keyboard-reachable, and the tabs themselves are complete",
  },
  {
    state: / \/(apps\/(?!mail)|ui\/|pages\/(invoice|faq|knowledge-base|search))/,
    rule: 'table-words',
    reason:
      "the demo-template apps (D18) are the template's sample material, not the product: their sample tables (product names, prices, an invoice's services) may wrap a word on a 320-375 px phone; issue 27's rule is for the product's tables, and the pages still pass axe and never scroll sideways",
  },
];

/** Whether an exception names this finding in this state. */
export function isExcepted(state: string, finding: Finding): boolean {
  return exceptions.some(
    (exception) =>
      exception.rule === finding.rule &&
      exception.state.test(state) &&
      (!exception.target || exception.target.test(finding.target)),
  );
}
