import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { confirmation } from '../../../test/confirmation.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { afterChange, cardOf, studentWithOffer } from '../testing.ts';
import { StudentJobBoard } from './student-job-board.tsx';

let backend: StubBackendFixture;
let toasts: ShownToast[];

beforeEach(() => {
  toasts = captureToasts();
  backend = startStubBackend();
});

afterEach(() => {
  signOut();
});

const openApplications = () => renderWithApp(<StudentJobBoard />, { at: '/jobs?tab=applications' });

describe("the student's applications (D21)", () => {
  it('shows each application with its stage and next step', async () => {
    await backend.signInAs('student@example.com');
    openApplications();
    expect(await screen.findByText('3 applications')).toBeTruthy();
    const frontend = cardOf('Frontend Developer Trainee');
    expect(frontend.getByText('Shortlisted')).toBeTruthy();
    expect(
      frontend.getByText('You are shortlisted. The recruiter will tell you about the interview.'),
    ).toBeTruthy();
    expect(cardOf('Business Analyst Trainee').getByText('Rejected')).toBeTruthy();
    expect(cardOf('Business Analyst Trainee').queryByRole('button')).toBeNull();
  });

  it('accepts an offer once confirmed: sends the answer, and the student is placed', async () => {
    const { email, application, job } = studentWithOffer(backend);
    await backend.signInAs(email);
    openApplications();
    await screen.findByRole('heading', { name: job.title });
    const card = cardOf(job.title);
    expect(card.getByText('Offered')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Accept offer' }));
    const dialog = await confirmation(/^Accept the offer from/);
    await user.click(dialog.getByRole('button', { name: 'Accept offer' }));

    await waitFor(() => expect(application.stage).toBe('offerAccepted'), afterChange);
    expect(backend.callsTo('/applications/v1/answerOffer').map((call) => call.body)).toEqual([
      { ApplicationID: application.ApplicationID, accept: true },
    ]);
    await waitFor(
      () => expect(cardOf(job.title).getByText('Offer accepted')).toBeTruthy(),
      afterChange,
    );
    expect(cardOf(job.title).queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(toasts).toContainEqual({
      variant: 'success',
      text: `You accepted the offer for ${job.title}.`,
    });
  });

  it('declines an offer once confirmed', async () => {
    const { email, application, job } = studentWithOffer(backend);
    await backend.signInAs(email);
    openApplications();
    await screen.findByRole('heading', { name: job.title });
    const user = userEvent.setup();
    await user.click(cardOf(job.title).getByRole('button', { name: 'Decline offer' }));
    await user.click(
      (await confirmation(/^Decline the offer from/)).getByRole('button', {
        name: 'Decline offer',
      }),
    );
    await waitFor(() => expect(application.stage).toBe('offerDeclined'), afterChange);
    expect(backend.callsTo('/applications/v1/answerOffer')[0]?.body).toEqual({
      ApplicationID: application.ApplicationID,
      accept: false,
    });
  });

  it('withdraws an application before an offer, once confirmed', async () => {
    await backend.signInAs('student@example.com');
    openApplications();
    await screen.findByRole('heading', { name: 'Frontend Developer Trainee' });
    const user = userEvent.setup();
    await user.click(
      cardOf('Frontend Developer Trainee').getByRole('button', { name: 'Withdraw' }),
    );
    const dialog = await confirmation('Withdraw your application to Frontend Developer Trainee?');
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(
      () => expect(cardOf('Frontend Developer Trainee').getByText('Withdrawn')).toBeTruthy(),
      afterChange,
    );
    // student@ (UserID 1004) is shortlisted for job 3, Frontend Developer Trainee, in the seed.
    const application = backend.store.applicationsByStudent
      .get(1004)
      ?.find((candidate) => candidate.JobID === 3);
    expect(backend.callsTo('/applications/v1/withdraw').map((call) => call.body)).toEqual([
      { ApplicationID: application?.ApplicationID },
    ]);
    expect(application?.stage).toBe('withdrawn');
  });
});
