import { describe, expect, it } from 'vitest';
import { baseURL, documentRequests, holdRequests, phone, useBrowser } from './support/browser.ts';
import { assignTest, attemptOf } from './support/exam.ts';
import { signIn } from './support/session.ts';

// Issue 29: on exam day a student opens the test screen cold, most for the first time in a build.
// Its code is asked for with the page (scripts/first-visit-files.ts), not once the app's scripts
// have run, and the attempt is opened by the page itself as it arrives
// (web/features/exam/pre-paint/), once: the screen takes that answer and writes as that writer.

const email = 'student@example.com';

/** The files index.html asks for on a first visit to a test's address, as the build wrote them. */
async function listedFiles(): Promise<string[]> {
  const html = await (await fetch(`${baseURL()}/test/test/1/1`)).text();
  const list = /const firstVisits = (\[.*?\]);/.exec(html)?.[1];
  return (JSON.parse(list ?? '[]') as { files: string[] }[]).flatMap(({ files }) => files);
}

describe("A student's first visit to the test screen (issue 29)", () => {
  const story = useBrowser(phone);

  it('asks for its code with the app’s scripts and opens the attempt once, as the page arrives; a reload the same', async () => {
    const { page, context } = story;
    const TaskID = await assignTest({
      email,
      CourseID: 1,
      TaskName: 'First visit',
      TotalDuration: 600,
    });
    await signIn(page, email);
    await page.waitForURL('**/home');
    const files = await listedFiles();
    expect(files.some((file) => file.startsWith('/static/js/async/'))).toBe(true);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const asked = await documentRequests(page);
    const opens = () => asked.filter((request) => request === 'POST /api/test/v1/open');
    // The app's entry script is held back: nothing of the app runs meanwhile.
    const release = await holdRequests(page, '**/static/js/index.*.js');
    await page.goto(`/test/test/1/${TaskID}`, { waitUntil: 'commit' });
    await expect.poll(() => files.filter((file) => !asked.includes(`GET ${file}`))).toEqual([]);
    // The open is the page's own, sent with nothing of the app run.
    expect(asked.filter((request) => request.includes(' /api/'))).toEqual([
      'POST /api/test/v1/open',
    ]);
    // After the app's scripts, which must come and run first: the screen's files wait their turn.
    const entry = asked.findIndex((request) => /^GET \/static\/js\/index\./.test(request));
    const first = Math.min(...files.map((file) => asked.indexOf(`GET ${file}`)));
    expect(entry).toBeGreaterThanOrEqual(0);
    expect(entry).toBeLessThan(first);

    release();
    await page.getByRole('button', { name: 'Start test' }).waitFor();
    // The app took the page's open: it sent none of its own.
    expect(opens()).toHaveLength(1);

    await page.getByRole('button', { name: 'Start test' }).click();
    const question = page.getByRole('heading', { name: /^Question 1 of \d+$/ });
    await question.waitFor();
    asked.length = 0;
    await page.reload();
    await question.waitFor();
    expect(opens()).toHaveLength(1);
    // The screen writes as the writer the early open claimed with: its answer is taken.
    await page.getByRole('radio').first().check();
    await expect.poll(async () => (await attemptOf(email, TaskID))?.answers.length).toBe(1);
    expect(story.consoleErrors).toEqual([]);
  });
});
