import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { confirmation } from '../../../test/confirmation.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { afterChange, cardOf } from '../testing.ts';
import { CompanyJobBoard } from './company-job-board.tsx';

let backend: StubBackendFixture;
let toasts: ShownToast[];

beforeEach(async () => {
  toasts = captureToasts();
  backend = startStubBackend();
  await backend.signInAs('clientadmin@example.com');
});

afterEach(() => {
  signOut();
});

/** Job 3 of the seed: open, posted by recruiter@ of the client admin's company. */
const frontend = { JobID: 3, title: 'Frontend Developer Trainee' };

describe("the client admin's jobs (D14, D19)", () => {
  it('shows every company job with its status, recruiter, applicants and offers', async () => {
    renderWithApp(<CompanyJobBoard />, { at: '/jobs' });
    await screen.findByText('18 jobs');
    expect(screen.getByRole('radio', { name: 'Open (6)' })).toBeTruthy();
    const card = cardOf('Data Analyst');
    expect(card.getByText('Closed')).toBeTruthy();
    expect(card.getByText('Posted by Priya Raman')).toBeTruthy();
    const job = backend.store.jobs.get(7);
    const applications = backend.store.applicationsByJob.get(7) ?? [];
    expect(job?.title).toBe('Data Analyst');
    const figure = (name: string) => card.getByText(name).nextElementSibling?.textContent;
    expect(figure('Applicants')).toBe(String(applications.length));
    expect(figure('Offers accepted')).toBe(
      String(applications.filter((a) => a.stage === 'offerAccepted').length),
    );
    expect(card.getByRole('link', { name: 'View pipeline' }).getAttribute('href')).toBe(
      '/progress/data-analyst-7',
    );
  });

  it('closes an open job once confirmed, then reopens it', async () => {
    renderWithApp(<CompanyJobBoard />, { at: '/jobs?status=open' });
    await screen.findByRole('heading', { name: frontend.title });
    expect(backend.callsTo('/jobs/v1/listCompanyJobs')[0]?.query).toEqual({ status: 'open' });
    const user = userEvent.setup();
    await user.click(cardOf(frontend.title).getByRole('button', { name: 'Close job' }));
    await user.click(
      (await confirmation(`Close ${frontend.title}?`)).getByRole('button', { name: 'Close job' }),
    );
    await waitFor(
      () => expect(backend.store.jobs.get(frontend.JobID)?.status).toBe('closed'),
      afterChange,
    );
    expect(backend.callsTo('/jobs/v1/close').map((call) => call.body)).toEqual([
      { JobID: frontend.JobID },
    ]);
    // The store changes before the answer reaches the app: the toast follows the answer.
    await waitFor(
      () =>
        expect(toasts).toContainEqual({ variant: 'success', text: `${frontend.title} is closed.` }),
      afterChange,
    );
    // The open jobs' list asks again: the closed job leaves it.
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: frontend.title })).toBeNull(),
      afterChange,
    );

    // antd's radio input takes no pointer events: a person clicks its label.
    await user.click(screen.getByText('Closed (7)'));
    await screen.findByRole('heading', { name: frontend.title }, afterChange);
    await user.click(cardOf(frontend.title).getByRole('button', { name: 'Reopen' }));
    await user.click(
      (await confirmation(`Reopen ${frontend.title}?`)).getByRole('button', { name: 'Reopen' }),
    );
    await waitFor(
      () => expect(backend.store.jobs.get(frontend.JobID)?.status).toBe('open'),
      afterChange,
    );
    expect(backend.callsTo('/jobs/v1/reopen')[0]?.body).toEqual({ JobID: frontend.JobID });
  });

  it("shows the server's refusal: a closed job whose last date has passed does not reopen", async () => {
    renderWithApp(<CompanyJobBoard />, { at: '/jobs?status=closed' });
    await screen.findByRole('heading', { name: 'Data Analyst' });
    const user = userEvent.setup();
    await user.click(cardOf('Data Analyst').getByRole('button', { name: 'Reopen' }));
    await user.click(
      (await confirmation('Reopen Data Analyst?')).getByRole('button', { name: 'Reopen' }),
    );
    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          variant: 'error',
          text: 'The last date to apply has passed. The recruiter must set a later one first.',
        }),
      afterChange,
    );
    expect(backend.store.jobs.get(7)?.status).toBe('closed');
  });
});
