import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentJobsResponse } from '#openapi/jobs.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { StudentHome } from './student-home.tsx';

afterEach(() => {
  signOut();
});

async function studentHome() {
  const backend = startStubBackend();
  await backend.signInAs('student@example.com');
  const view = renderWithApp(<StudentHome />, { at: '/home' });
  const recommended = await screen.findByRole('region', { name: 'Recommended jobs' });
  await within(recommended).findAllByRole('listitem');
  const applications = screen.getByRole('region', { name: 'Your applications' });
  await within(applications).findAllByRole('listitem');
  await act(() => backend.settled());
  return { ...view, backend, recommended, applications };
}

const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0] as HTMLElement);

describe("the student's home (D14)", () => {
  it('recommends the first few eligible jobs they have not applied to, opening each on the board', async () => {
    const { backend, recommended } = await studentHome();
    const [call] = backend.callsTo('/jobs/v1/listStudentJobs');
    expect(call?.query).toEqual({ eligibility: 'eligible', sort: 'deadline' });
    const answer = (call?.answer?.body as StudentJobsResponse | undefined)?.body;
    if (!answer) throw new Error('the job list was not answered');
    const notApplied = answer.items.filter((item) => !item.myApplication).slice(0, 4);
    expect(notApplied).toHaveLength(4);

    expect(
      rowsOf(recommended).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(notApplied.map(({ job }) => [job.title, `/jobs?job=${job.slug}`]));
    expect(
      within(recommended).getAllByText(/^₹\d+(\.\d+)?–\d+(\.\d+)? LPA · Apply by \d+ \w+ \d{4}$/),
    ).toHaveLength(4);
    const all = within(recommended).getByRole('link', {
      name: `See all ${answer.eligibleTotal} jobs open to you`,
    });
    expect(all.getAttribute('href')).toBe('/jobs');
  });

  it('lists their latest applications with the stage each is at', async () => {
    const { backend, applications } = await studentHome();
    expect(backend.callsTo('/applications/v1/listMine')[0]?.query).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      pageSize: '4',
    });
    const rows = within(applications).getAllByRole('listitem');
    expect(
      rows.map((row) => [
        within(row).getAllByRole('link')[0]?.textContent,
        row.querySelector('.tag')?.textContent,
      ]),
    ).toEqual([
      ['Quality Engineer Trainee', 'Interview'],
      ['Frontend Developer Trainee', 'Shortlisted'],
      ['Business Analyst Trainee', 'Rejected'],
    ]);
    expect(rowsOf(applications)[0]?.getAttribute('href')).toBe(
      '/jobs?job=quality-engineer-trainee-4',
    );
    expect(
      within(applications).getByRole('link', { name: 'Go to jobs' }).getAttribute('href'),
    ).toBe('/jobs');
  });
});
