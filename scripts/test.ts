/**
 * `npm test`: typecheck, lint, unit, server and security suites, build, bundle budget, browser and
 * container suites. Every step runs even when an earlier independent one failed, so one CI run shows every
 * problem; the steps that need the build are skipped when it fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

type Step = { name: string; command: string[]; needsBuild?: boolean; report?: string };

const reportDir = '.tmp/test-reports';
const vitest = (projects: string[], report: string): string[] => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, report)}`,
];

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
  {
    name: 'unit, server and security suites',
    // One worker per core: vitest's default leaves one core to its main process, which here
    // idles, and on a 2-core machine halved the speed (347 s → 184 s with both).
    command: [
      ...vitest(['web', 'server', 'security'], 'unit.json'),
      `--maxWorkers=${availableParallelism()}`,
    ],
    report: 'unit.json',
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'bundle budgets per page', command: ['npm', 'run', 'size'], needsBuild: true },
  {
    name: 'browser and container suites',
    command: vitest(['browser', 'container'], 'browser.json'),
    needsBuild: true,
    report: 'browser.json',
  },
];

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const results: { name: string; outcome: 'passed' | 'failed' | 'skipped'; seconds: number }[] = [];
let buildFailed = false;
for (const step of steps) {
  if (step.needsBuild && buildFailed) {
    results.push({ name: step.name, outcome: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const [command = '', ...args] = step.command;
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  const outcome = status === 0 ? 'passed' : 'failed';
  if (step.name === 'build' && outcome === 'failed') buildFailed = true;
  results.push({ name: step.name, outcome, seconds: (performance.now() - started) / 1000 });
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const step of steps) {
  if (!step.report) continue;
  try {
    const report = JSON.parse(readFileSync(join(reportDir, step.report), 'utf8')) as VitestReport;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests;
  } catch {
    // The step did not get far enough to write a report; its failure is listed below.
  }
}

// Browser stories that failed an attempt (tests/browser/support/browser.ts), retried or not.
const failedAttempts = (() => {
  try {
    return readFileSync(join(reportDir, 'failed-attempts.txt'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
})();

console.log('\nnpm test summary');
for (const { name, outcome, seconds } of results) {
  console.log(`  ${outcome.padEnd(7)} ${name} (${seconds.toFixed(1)} s)`);
}
const failedSteps = results.filter((r) => r.outcome !== 'passed');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedAttempts.length > 0) {
  console.log(`browser stories with a failed attempt (see "failed story" above):`);
  for (const name of failedAttempts) console.log(`  ${name}`);
}
process.exit(failedSteps.length === 0 ? 0 : 1);
