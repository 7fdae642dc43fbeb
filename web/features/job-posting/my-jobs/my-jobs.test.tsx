import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyJobsResponse } from '#openapi/jobs.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts } from '../../../test/toasts.ts';
import { MyJobs } from './my-jobs.tsx';

afterEach(() => {
  signOut();
});

/** recruiter@example.com's UserID in the stub's seed. */
const recruiterID = 1001;
const listPath = '/jobs/v1/listCompanyJobs';

async function openMyJobs(at = '/myjobs') {
  const backend = startStubBackend();
  await backend.signInAs('recruiter@example.com');
  const toasts = captureToasts();
  const view = renderWithApp(<MyJobs myUserID={recruiterID} />, { at });
  await screen.findByText(/^\d+ jobs?$/);
  const lastQuery = () => backend.callsTo(listPath).at(-1)?.query;
  return { ...view, backend, toasts, lastQuery, user: userEvent.setup() };
}

/** The row of the job titled `title`. */
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('/myjobs (D14, D19)', () => {
  it("asks for the recruiter's own jobs, newest change first, ten a page", async () => {
    const { lastQuery } = await openMyJobs();
    expect(lastQuery()).toEqual({
      postedBy: String(recruiterID),
      sort: 'updatedAt',
      page: '1',
      pageSize: '10',
    });
  });

  it("sends the URL's filters as the list's query", async () => {
    const { lastQuery } = await openMyJobs(
      '/myjobs?who=company&status=open&type=fullTime&q=engineer&sort=deadline&page=2',
    );
    expect(lastQuery()).toEqual({
      status: 'open',
      jobType: 'fullTime',
      q: 'engineer',
      sort: 'deadline',
      page: '2',
      pageSize: '10',
    });
  });

  it('puts a changed filter in the URL and asks again from page 1', async () => {
    const { user, router, lastQuery } = await openMyJobs('/myjobs?page=2');
    await user.click(screen.getByRole('button', { name: /^Closed \(\d+\)$/ }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ status: 'closed', page: '1' }));
    expect(router.state.location.search).toBe('?status=closed');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'analyst' } });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ status: 'closed', q: 'analyst' }));
    expect(router.state.location.search).toBe('?status=closed&q=analyst');
    await user.click(screen.getByRole('button', { name: "All of my company's jobs" }));
    await vi.waitFor(() => expect(lastQuery()?.postedBy).toBeUndefined());
    expect(router.state.location.search).toBe('?who=company&status=closed&q=analyst');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Internship');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ jobType: 'internship' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title, A to Z');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'title' }));
    expect(router.state.location.search).toBe(
      '?who=company&status=closed&type=internship&q=analyst&sort=title',
    );
    // Any type again leaves it out of the URL.
    await user.selectOptions(screen.getByLabelText('Job type'), 'Any type');
    await vi.waitFor(() => expect(lastQuery()?.jobType).toBeUndefined());
  });

  it('pages with Previous and Next, the filters kept', async () => {
    const { user, router, lastQuery } = await openMyJobs('/myjobs?who=company&page=2');
    const pager = screen.getByRole('navigation', { name: 'Page through the list' });
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ page: '1' }));
    expect(router.state.location.search).toBe('?who=company');
  });

  it('counts the candidates at each stage', async () => {
    const { backend } = await openMyJobs();
    const page = backend.answerTo<CompanyJobsResponse>(listPath)?.body;
    const withApplied = page?.items.find((item) => item.stageCounts.applied > 0);
    if (!withApplied) throw new Error('the seed gives the recruiter a job with new applicants');
    const row = within(rowOf(withApplied.job.title));
    expect(row.getByText(`${withApplied.applicantCount} applicants`)).toBeTruthy();
    expect(row.getByText('Applied').nextSibling?.textContent).toBe(
      String(withApplied.stageCounts.applied),
    );
  });

  it("shows a colleague's jobs read-only: no edit, no status change", async () => {
    const { backend } = await openMyJobs('/myjobs?who=company');
    const page = backend.answerTo<CompanyJobsResponse>(listPath)?.body;
    const theirs = page?.items.find((item) => !item.access.edit);
    if (!theirs) throw new Error("the seed gives the company a colleague's job");
    const row = within(rowOf(theirs.job.title));
    expect(row.getByText(`Posted by ${theirs.job.postedBy.displayName} (read only)`)).toBeTruthy();
    expect(row.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(row.queryByRole('button')).toBeNull();
  });

  it('closes an open job after asking, then reopens it after asking too, as /jobs does', async () => {
    const { user, backend, toasts } = await openMyJobs('/myjobs?status=open');
    const page = backend.answerTo<CompanyJobsResponse>(listPath)?.body;
    const job = page?.items[0]?.job;
    if (!job) throw new Error('the seed gives the recruiter an open job');
    const close = within(rowOf(job.title)).getByRole('button', { name: 'Close job' });
    // The button is read out with the job it acts on.
    expect(close.getAttribute('aria-describedby')).toBe(`my-job-title-${job.JobID}`);
    await user.click(close);
    const dialog = await screen.findByRole('dialog', { name: `Close ${job.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    await vi.waitFor(() =>
      expect(toasts).toContainEqual({ variant: 'success', text: `${job.title} is closed.` }),
    );
    expect(backend.callsTo('/jobs/v1/close').map((call) => call.body)).toEqual([
      { JobID: job.JobID },
    ]);

    await user.click(screen.getByRole('button', { name: /^Closed \(\d+\)$/ }));
    await user.click(
      within(await vi.waitFor(() => rowOf(job.title))).getByRole('button', { name: 'Reopen' }),
    );
    const reopen = await screen.findByRole('dialog', { name: `Reopen ${job.title}?` });
    // Nothing is sent before the recruiter says yes.
    expect(backend.callsTo('/jobs/v1/reopen')).toEqual([]);
    await user.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    await vi.waitFor(() =>
      expect(toasts).toContainEqual({ variant: 'success', text: `${job.title} is open again.` }),
    );
    expect(backend.callsTo('/jobs/v1/reopen').map((call) => call.body)).toEqual([
      { JobID: job.JobID },
    ]);
    expect(
      backend.answerTo<{ body: { job: { status: string } } }>('/jobs/v1/reopen')?.body.job.status,
    ).toBe('open');
  });

  it('edits a job at /postjob?job=<slug> and opens its pipeline at /progress/<slug>', async () => {
    const { backend } = await openMyJobs('/myjobs?status=open');
    const job = backend.answerTo<CompanyJobsResponse>(listPath)?.body.items[0]?.job;
    if (!job) throw new Error('the seed gives the recruiter an open job');
    const row = within(rowOf(job.title));
    expect(row.getByRole('link', { name: `Edit ${job.title}` }).getAttribute('href')).toBe(
      `/postjob?job=${job.slug}`,
    );
    expect(row.getByRole('link', { name: 'Open pipeline' }).getAttribute('href')).toBe(
      `/progress/${job.slug}`,
    );
  });
});

describe('/myjobs while its first page comes (issue 29)', () => {
  it('shows the filters with the first page, their status counts already in, so nothing wraps later', async () => {
    const backend = startStubBackend();
    await backend.signInAs('recruiter@example.com');
    const first = backend.hold();
    renderWithApp(<MyJobs myUserID={recruiterID} />, { at: '/myjobs' });
    expect((await first.sent).path).toBe(listPath);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^All/ })).toBeNull();

    first.release();
    await screen.findByText(/^\d+ jobs?$/);
    expect(screen.getByRole('button', { name: /^All \(\d+\)$/ })).toBeTruthy();
  });
});
