import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { confirmation } from '../../../test/confirmation.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { afterChange, cardOf } from '../testing.ts';
import { StudentJobBoard } from './student-job-board.tsx';

// D27: a placed student with a second offer is told, before accepting it, which accepted offer it
// declines, by company and job.

let backend: StubBackendFixture;
beforeEach(() => {
  backend = startStubBackend();
});
afterEach(() => {
  signOut();
});

/** The seed's placed student with an open offer: the held application and the offered one. */
function placedWithOffer() {
  const { store } = backend;
  for (const [UserID, own] of store.applicationsByStudent) {
    const held = own.find((row) => row.stage === 'offerAccepted');
    const offered = own.find((row) => row.stage === 'offered');
    const email = store.users.get(UserID)?.email;
    if (held && offered && email) {
      const jobOf = (JobID: number) => store.jobs.get(JobID);
      const heldJob = jobOf(held.JobID);
      const company = heldJob && store.companies.get(heldJob.CompanyID);
      const offeredJob = jobOf(offered.JobID);
      if (heldJob && company && offeredJob) {
        return { email, held, offered, heldJob, company, offeredJob };
      }
    }
  }
  throw new Error('the seed has no placed student with a second offer');
}

describe('accepting a second offer (D27)', () => {
  it('names the accepted offer it declines, then declines it as it accepts', async () => {
    const { email, held, offered, heldJob, company, offeredJob } = placedWithOffer();
    await backend.signInAs(email);
    renderWithApp(<StudentJobBoard />, { at: '/jobs?tab=applications' });
    await screen.findByRole('heading', { name: offeredJob.title });
    const user = userEvent.setup();
    await user.click(cardOf(offeredJob.title).getByRole('button', { name: 'Accept offer' }));
    const dialog = await confirmation(/^Accept the offer from/);
    expect(
      dialog.getByText(
        `Accepting this offer declines your accepted offer from ${company.name} for ${heldJob.title}.`,
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(offered.stage).toBe('offerAccepted'), afterChange);
    expect(held.stage).toBe('offerDeclined');
  });

  it('says nothing of the kind to a student holding no accepted offer', async () => {
    const { store } = backend;
    const [UserID, own] = [...store.applicationsByStudent].find(
      ([, rows]) =>
        rows.some((row) => row.stage === 'offered') &&
        !rows.some((row) => row.stage === 'offerAccepted'),
    ) ?? [0, []];
    const offered = own.find((row) => row.stage === 'offered');
    const title = offered ? store.jobs.get(offered.JobID)?.title : undefined;
    if (!title) throw new Error('the seed has no unplaced student with an offer');
    await backend.signInAs(store.users.get(UserID)?.email ?? '');
    renderWithApp(<StudentJobBoard />, { at: '/jobs?tab=applications' });
    await screen.findByRole('heading', { name: title });
    const user = userEvent.setup();
    await user.click(cardOf(title).getByRole('button', { name: 'Accept offer' }));
    await confirmation(/^Accept the offer from/);
    expect(screen.queryByText(/^Accepting this offer declines/)).toBeNull();
  });
});
