import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviseOffer } from '../../../../server/stub/recruitment/offers.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { cardOf, studentWithOffer } from '../testing.ts';
import { StudentJobBoard } from './student-job-board.tsx';

// The student reads the offer as the recruiter last set it (D33): its CTC, joining date and note.

let backend: StubBackendFixture;

beforeEach(() => {
  backend = startStubBackend();
});

afterEach(() => {
  signOut();
});

describe("the student's offer (D33)", () => {
  it('shows the revised CTC, the joining date and the recruiter’s note', async () => {
    const { email, application, job } = studentWithOffer(backend);
    reviseOffer(
      backend.store,
      application,
      { ctc: 7.25, joiningDate: '2025-08-04' },
      { at: Date.now(), byUserID: 1001, note: 'Corrected: the CTC is 7.25 LPA' },
    );
    await backend.signInAs(email);
    renderWithApp(<StudentJobBoard />, { at: '/jobs?tab=applications' });
    await screen.findByRole('heading', { name: job.title });
    const card = cardOf(job.title);
    expect(card.getByText('You have an offer of ₹7.25 LPA. Accept or decline it.')).toBeTruthy();
    expect(card.getByText('Joining date: 4 Aug 2025')).toBeTruthy();
    expect(card.getByText('From the recruiter: Corrected: the CTC is 7.25 LPA')).toBeTruthy();
  });
});
