import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyJobsResponse } from '#openapi/jobs.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { RecruiterHome } from './recruiter-home.tsx';

afterEach(() => {
  signOut();
});

/** recruiter@ (1001) posted nine of Nilgiri's jobs in the seed: three each draft, open and closed. */
const recruiterID = 1001;

async function recruiterHome() {
  const backend = startStubBackend();
  await backend.signInAs('recruiter@example.com');
  const view = renderWithApp(<RecruiterHome UserID={recruiterID} />, { at: '/home' });
  const pipeline = await screen.findByRole('region', { name: 'Your pipeline' });
  await within(pipeline).findByText('Open jobs');
  await within(screen.getByRole('region', { name: 'Your recent jobs' })).findAllByRole('listitem');
  await act(() => backend.settled());
  return { ...view, backend, pipeline };
}

/** The figure a term shows in a definition list. */
const figure = (scope: HTMLElement, term: string) =>
  Number(within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent);

describe("the recruiter's home (D14)", () => {
  it("adds up their open jobs' candidates from the company's job list", async () => {
    const { backend, pipeline } = await recruiterHome();
    const openCall = backend
      .callsTo('/jobs/v1/listCompanyJobs')
      .find((call) => call.query.status === 'open');
    expect(openCall?.query).toEqual({
      postedBy: '1001',
      status: 'open',
      pageSize: '100',
      page: '1',
    });
    const items = (openCall?.answer?.body as CompanyJobsResponse | undefined)?.body.items ?? [];
    const total = (pick: (counts: (typeof items)[number]['stageCounts']) => number) =>
      items.reduce((sum, item) => sum + pick(item.stageCounts), 0);

    expect(figure(pipeline, 'Open jobs')).toBe(3);
    expect(figure(pipeline, 'Drafts')).toBe(3);
    expect(figure(pipeline, 'Applicants to open jobs')).toBe(
      items.reduce((sum, item) => sum + item.applicantCount, 0),
    );
    expect(figure(pipeline, 'Offers made')).toBe(
      total((c) => c.offered + c.offerAccepted + c.offerDeclined),
    );
    expect(figure(pipeline, 'Interview')).toBe(total((c) => c.interview));
    expect(figure(pipeline, 'Shortlisted')).toBe(total((c) => c.shortlisted));
    expect(figure(pipeline, 'Applicants to open jobs')).toBeGreaterThan(0);
  });

  it('lists their latest changed jobs, each opening its candidates, and offers to post one', async () => {
    const { backend } = await recruiterHome();
    const recent = screen.getByRole('region', { name: 'Your recent jobs' });
    const recentCall = backend
      .callsTo('/jobs/v1/listCompanyJobs')
      .find((call) => call.query.sort === 'updatedAt');
    expect(recentCall?.query).toEqual({
      postedBy: '1001',
      sort: 'updatedAt',
      order: 'desc',
      pageSize: '5',
    });
    const items = (recentCall?.answer?.body as CompanyJobsResponse | undefined)?.body.items ?? [];
    expect(items).toHaveLength(5);
    const links = within(recent)
      .getAllByRole('listitem')
      .map((row) => within(row).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      items.map(({ job }) => [job.title, `/progress/${job.slug}`]),
    );
    expect(within(recent).getByRole('link', { name: 'All my jobs' }).getAttribute('href')).toBe(
      '/myjobs',
    );
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/postjob');
  });
});

describe("the recruiter's home while it loads", () => {
  it('shows the recent jobs only once the pipeline is in, so the pipeline pushes nothing down', async () => {
    const backend = startStubBackend();
    await backend.signInAs('recruiter@example.com');
    const pipelineCall = backend.hold();
    renderWithApp(<RecruiterHome UserID={recruiterID} />, { at: '/home' });
    expect((await pipelineCall.sent).query).toMatchObject({ postedBy: '1001', status: 'open' });
    // The recent jobs ask at the same time, and are answered, but not shown yet: the pipeline's
    // figures would push them down the screen when they came (a layout shift of 0.11 on a phone).
    await act(() => backend.settled());
    expect(backend.callsTo('/jobs/v1/listCompanyJobs').map((call) => call.query.sort)).toContain(
      'updatedAt',
    );
    expect(screen.getByRole('region', { name: 'Your pipeline' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your recent jobs' })).toBeNull();

    pipelineCall.release();
    const pipeline = await screen.findByRole('region', { name: 'Your pipeline' });
    await within(pipeline).findByText('Open jobs');
    const recent = await screen.findByRole('region', { name: 'Your recent jobs' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
  });
});
