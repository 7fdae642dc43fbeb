import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CandidatesResponse } from '#openapi/applications.ts';
import type { InstituteJobsResponse } from '#openapi/jobs.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { cardOf } from '../testing.ts';
import { InstituteJobBoard } from './institute-job-board.tsx';

let backend: StubBackendFixture;

beforeEach(async () => {
  backend = startStubBackend();
  await backend.signInAs('instituteadmin@example.com');
});

afterEach(() => {
  signOut();
});

const figure = (card: ReturnType<typeof cardOf>, name: string) =>
  card.getByText(name).nextElementSibling?.textContent;

describe("the institute admin's jobs (D14 /alljobs)", () => {
  it('shows each job open to the institute with its eligible students and applicants', async () => {
    renderWithApp(<InstituteJobBoard />, { at: '/alljobs' });
    await screen.findByText('11 open jobs for your institute');
    const answer = backend.answerTo<InstituteJobsResponse>('/jobs/v1/listInstituteJobs');
    expect(answer?.body.items).toHaveLength(11);
    for (const item of answer?.body.items ?? []) {
      const card = cardOf(item.job.title);
      expect(figure(card, 'Eligible students')).toBe(String(item.eligibleCount));
      expect(figure(card, 'Applied')).toBe(String(item.applicantCount));
    }
    const frontend = answer?.body.items.find(
      (item) => item.job.slug === 'frontend-developer-trainee-3',
    );
    expect(frontend?.applicantCount).toBeGreaterThan(0);
  });

  it("sends its filters, and opens a job's rules and figures in a drawer", async () => {
    const { router } = renderWithApp(<InstituteJobBoard />, {
      at: '/alljobs?status=closed&sort=applicants',
    });
    await screen.findByRole('heading', { name: 'Data Analyst' });
    expect(backend.callsTo('/jobs/v1/listInstituteJobs')[0]?.query).toEqual({
      status: 'closed',
      sort: 'applicants',
    });
    await userEvent
      .setup()
      .click(cardOf('Data Analyst').getByRole('link', { name: 'Details and rules' }));
    expect(router.state.location.search).toBe('?status=closed&sort=applicants&job=data-analyst-7');
    const drawer = within(await screen.findByRole('dialog', { name: 'Data Analyst' }));
    expect(await drawer.findByRole('heading', { name: 'Your students' })).toBeTruthy();
    expect(drawer.getByText('CGPA 7.0 or above')).toBeTruthy();
    expect(drawer.getByText('No active backlogs')).toBeTruthy();
  });

  it('lists the closed jobs once that status is chosen, and all of them again', async () => {
    const { router } = renderWithApp(<InstituteJobBoard />, { at: '/alljobs' });
    await screen.findByRole('heading', { name: 'Software Engineer — Payments' });
    const user = userEvent.setup();
    const statuses = within(screen.getByRole('radiogroup', { name: 'Status' }));
    expect(statuses.getByRole('radio', { name: /^Open/ })).toHaveProperty('checked', true);
    await user.click(statuses.getByRole('radio', { name: /^Closed/ }));
    await screen.findByRole('heading', { name: 'Data Analyst' });
    expect(backend.callsTo('/jobs/v1/listInstituteJobs').at(-1)?.query).toEqual({
      status: 'closed',
    });
    expect(router.state.location.search).toBe('?status=closed');
    expect(statuses.getByRole('radio', { name: /^Closed/ })).toHaveProperty('checked', true);
  });

  it("lists only the institute's own students by stage, with the placed ones marked", async () => {
    renderWithApp(<InstituteJobBoard />, { at: '/alljobs?status=closed&job=data-analyst-7' });
    const drawer = within(await screen.findByRole('dialog', { name: 'Data Analyst' }));
    await drawer.findByRole('heading', { name: 'Your students by stage' });
    const answer = backend.answerTo<CandidatesResponse>('/applications/v1/listCandidates');
    const items = answer?.body.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.applicant.instituteName?.startsWith('Kaveri'))).toBe(true);
    for (const item of items) {
      expect(drawer.getByRole('link', { name: item.applicant.displayName })).toBeTruthy();
    }
    const placed = items.filter((item) => item.stage === 'offerAccepted').length;
    expect(drawer.queryAllByText('Placed')).toHaveLength(placed);
  });
});
