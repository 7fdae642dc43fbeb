/** What the sweep knowingly lets pass, each with its reason. Keep it short; empty is the goal. */
import type { Finding } from './axe.ts';

type Exception = {
  /** The states it covers, by the sweep's state name (`/jobs`, `/jobs: job drawer`). */
  state: RegExp;
  /** An axe rule, or `sideways-scroll` (its target is then the width). */
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
