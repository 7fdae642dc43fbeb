import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../shared/time/format-date.ts';
import {
  applicationsAt,
  boardTestTimeout,
  cardIn,
  column,
  openedDialog,
  pickFromMenu,
  pipelineTestBed,
  seededJob,
} from './testing.tsx';

// Offers can be corrected (D33): a CTC outside the job's range is sent only once confirmed against
// the range, named; one above ten times its top is stopped as a typing error; an offer not yet
// answered is revised or withdrawn from the card's menu.

const bed = pipelineTestBed();

const rangeOf = () => {
  const job = bed.backend.store.jobs.get(seededJob.JobID);
  if (!job) throw new Error('no seeded job');
  return job.ctc;
};

async function typeCtc(dialog: HTMLElement, value: string) {
  const field = within(dialog).getByLabelText('CTC (LPA)');
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe('correcting offers (D33)', { timeout: boardTestTimeout }, () => {
  it('asks to confirm a CTC outside the range, naming it, and stops ten times its top', async () => {
    // The seeded job has nobody at the interview: one shortlisted candidate has had theirs.
    const [candidate] = applicationsAt(bed.backend, 'shortlisted');
    if (!candidate) throw new Error('the seed has a shortlisted candidate');
    candidate.application.stage = 'interview';
    await bed.openPipelineAs('recruiter@example.com');
    const { min, max } = rangeOf();
    await cardIn('Interview', candidate.name);
    await pickFromMenu(candidate.name, 'Make an offer');
    const dialog = await openedDialog('Make an offer');
    await typeCtc(dialog, String(max * 10 + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make an offer' }));
    expect(
      within(dialog).getByText(
        "This CTC is more than ten times the top of the job's posted range. Check it for a typing error.",
      ),
    ).toBeTruthy();
    const outside = max + 1;
    await typeCtc(dialog, String(outside));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make an offer' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `The job was posted at ₹${min}–${max} LPA: confirm to offer ₹${outside} LPA.`,
    );
    expect(bed.backend.callsTo('/applications/v1/move')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the offer' }));
    await cardIn('Offered', candidate.name);
    expect(bed.backend.callsTo('/applications/v1/move')[0]?.body).toEqual({
      ApplicationID: candidate.application.ApplicationID,
      fromStage: 'interview',
      toStage: 'offered',
      offer: { ctc: outside, joiningDate: null },
      confirmOutsideRange: true,
    });
  });

  it('revises an offer from its current terms, with a note for the student', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'offered');
    if (!candidate) throw new Error('the seed has an offered candidate');
    const { min } = rangeOf();
    await cardIn('Offered', candidate.name);
    const was = candidate.application.offer;
    if (!was) throw new Error('an offered candidate has an offer');
    const joining = was.joiningDate ? `, joining ${formatCalendarDate(was.joiningDate, 'en')}` : '';
    const before = `₹${was.ctc} LPA${joining}`;
    await pickFromMenu(candidate.name, 'Revise offer');
    const dialog = await openedDialog('Revise offer');
    expect((within(dialog).getByLabelText('CTC (LPA)') as HTMLInputElement).value).toBe(
      String(candidate.application.offer?.ctc),
    );
    await typeCtc(dialog, String(min));
    await userEvent.click(within(dialog).getByLabelText('Note to the student (optional)'));
    await userEvent.paste('Corrected CTC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revise the offer' }));
    await waitFor(() => expect(candidate.application.offer).toMatchObject({ ctc: min }));
    expect(bed.backend.callsTo('/applications/v1/reviseOffer')[0]?.body).toEqual({
      ApplicationID: candidate.application.ApplicationID,
      offer: { ctc: min, joiningDate: candidate.application.offer?.joiningDate ?? null },
      note: 'Corrected CTC',
    });
    await waitFor(() =>
      expect(bed.toasts).toContainEqual({
        variant: 'success',
        text: `The offer to ${candidate.name} was revised; they are told.`,
      }),
    );
    // The history keeps the offer before and after, with the note.
    await pickFromMenu(candidate.name, 'History');
    const history = await openedDialog(`History of ${candidate.name}`);
    expect(
      await within(history).findByText(`Offer revised: ${before} → ₹${min} LPA${joining}`),
    ).toBeTruthy();
    expect(within(history).getByText('Corrected CTC')).toBeTruthy();
  });

  it('withdraws an offer once confirmed, and the candidate is back at the interview', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const candidate = applicationsAt(bed.backend, 'offered').find(
      ({ application }) => application.interview !== null,
    );
    if (!candidate) throw new Error('the seed has an offered candidate who was interviewed');
    await cardIn('Offered', candidate.name);
    await pickFromMenu(candidate.name, 'Withdraw offer');
    const dialog = await openedDialog('Withdraw offer');
    expect(
      within(dialog).getByText(
        'Withdraw this offer? The candidate goes back to Interview and is told.',
      ),
    ).toBeTruthy();
    expect(bed.backend.callsTo('/applications/v1/withdrawOffer')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    await cardIn('Interview', candidate.name);
    expect(candidate.application).toMatchObject({ stage: 'interview', offer: null });
  });

  it('says so and closes when the student answered in the meantime', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'offered');
    if (!candidate) throw new Error('the seed has an offered candidate');
    await cardIn('Offered', candidate.name);
    await pickFromMenu(candidate.name, 'Withdraw offer');
    const dialog = await openedDialog('Withdraw offer');
    // The student accepts while the recruiter reads the question.
    candidate.application.stage = 'offerAccepted';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() =>
      expect(bed.toasts).toContainEqual({
        variant: 'error',
        text: 'The student has already answered this offer; it can no longer be changed.',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Withdraw offer' })).toBeNull(),
    );
    await waitFor(() =>
      expect(within(column('Offered')).queryByRole('article', { name: candidate.name })).toBeNull(),
    );
    expect(candidate.application.stage).toBe('offerAccepted');
  });

  it('offers no correction to a colleague who may not move the cards', async () => {
    await bed.openPipelineAs('recruiter2@example.com');
    const [candidate] = applicationsAt(bed.backend, 'offered');
    if (!candidate) throw new Error('the seed has an offered candidate');
    await cardIn('Offered', candidate.name);
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${candidate.name}` }));
    await screen.findByRole('menuitem', { name: 'History' });
    expect(screen.queryByRole('menuitem', { name: 'Revise offer' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Withdraw offer' })).toBeNull();
  });
});
