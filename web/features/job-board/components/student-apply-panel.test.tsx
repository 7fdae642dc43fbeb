import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationResponse } from '#openapi/applications.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { confirmation } from '../../../test/confirmation.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { afterChange } from '../testing.ts';
import { JobDetailDrawer } from './job-detail-drawer.tsx';

let backend: StubBackendFixture;
let toasts: ShownToast[];

beforeEach(async () => {
  toasts = captureToasts();
  backend = startStubBackend();
  await backend.signInAs('student2@example.com');
});

afterEach(() => {
  signOut();
});

/** Job 5 of the seed: open to student2's institute, with a 20-minute test of course 3. */
const job = {
  JobID: 5,
  slug: 'technical-support-associate-5',
  title: 'Technical Support Associate',
};

async function openJob() {
  const view = renderWithApp(<JobDetailDrawer />, { at: `/jobs?job=${job.slug}` });
  const drawer = await screen.findByRole('dialog', { name: job.title });
  await screen.findByRole('heading', { name: 'About the job' });
  return { ...view, drawer };
}

describe('applying to a job from its details (D21)', () => {
  it('shows the description, then applies with the JobID once confirmed and offers the test', async () => {
    await openJob();
    expect(screen.getByText(/is hiring for the role of/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await confirmation(`Apply to ${job.title} at Nilgiri Software Labs?`);
    expect(
      dialog.getByText('An online test of 20 minutes will be assigned to you at once.'),
    ).toBeTruthy();
    expect(backend.callsTo('/applications/v1/apply')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    await waitFor(
      () => expect(backend.callsTo('/applications/v1/apply')).toHaveLength(1),
      afterChange,
    );
    expect(backend.callsTo('/applications/v1/apply')[0]?.body).toEqual({ JobID: job.JobID });
    const answer = backend.answerTo<ApplicationResponse>('/applications/v1/apply');
    const test = answer?.body.test;
    expect(test).toMatchObject({ CourseID: 3 });
    const takeTest = await screen.findByRole('link', { name: 'Take the test' }, afterChange);
    expect(takeTest.getAttribute('href')).toBe(`/test/test/3/${test?.TaskID}`);
    expect(screen.getByText('A test was assigned to you for this job.')).toBeTruthy();
    expect(screen.getByText('Test assigned')).toBeTruthy();
    expect(toasts).toContainEqual({
      variant: 'success',
      text: `You applied to ${job.title}. A test was assigned to you.`,
    });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('sends nothing when the student cancels', async () => {
    await openJob();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await confirmation(/^Apply to/);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(backend.callsTo('/applications/v1/apply')).toEqual([]);
  });

  it('says why the server refused: the job closed while the student read it', async () => {
    await openJob();
    const stored = backend.store.jobs.get(job.JobID);
    if (stored) stored.status = 'closed';
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click((await confirmation(/^Apply to/)).getByRole('button', { name: 'Apply' }));
    await waitFor(
      () => expect(toasts).toContainEqual({ variant: 'error', text: 'This job is not open.' }),
      afterChange,
    );
    expect(
      await screen.findByText('This job is not taking applications now.', {}, afterChange),
    ).toBeTruthy();
  });

  it('lists the reasons a student may not apply instead of Apply', async () => {
    await backend.signInAs('student@example.com');
    renderWithApp(<JobDetailDrawer />, { at: '/jobs?job=software-development-intern-6' });
    expect(await screen.findByRole('heading', { name: 'Why you cannot apply' })).toBeTruthy();
    expect(screen.getByText('Not open to your graduation year')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
