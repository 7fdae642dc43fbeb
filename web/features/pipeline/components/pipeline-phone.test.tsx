import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Stage } from '#openapi/applications.ts';
import { moveApplication } from '../../../../server/stub/recruitment/stages.ts';
import {
  applicationsAt,
  boardTestTimeout,
  cardIn,
  pickFromMenu,
  pipelineTestBed,
} from './testing.tsx';

const bed = pipelineTestBed();

/** The stage select's choices, as a person reads them. */
const stageChoices = () =>
  [...(screen.getByLabelText('Stage') as HTMLSelectElement).options].map(
    (option) => option.textContent,
  );

const shownStage = () => (screen.getByLabelText('Stage') as HTMLSelectElement).value;

/** Closes the seeded job's applications at a stage (rejects them), so the stage is empty. */
function emptyStage(stage: Stage) {
  for (const { application } of applicationsAt(bed.backend, stage)) application.stage = 'rejected';
}

describe('the pipeline on a phone (issue 27)', { timeout: boardTestTimeout }, () => {
  it('opens on the first stage that has candidates', async () => {
    emptyStage('testAssigned');
    await bed.openPipelineAs('recruiter@example.com', { phone: true });
    expect(shownStage()).toBe('testCompleted');
    const [completed] = applicationsAt(bed.backend, 'testCompleted');
    await screen.findByRole('article', { name: completed?.name });
  });

  it('reaches every stage from one select, each with its count, the chosen one in the URL', async () => {
    const { router } = await bed.openPipelineAs('recruiter@example.com', { phone: true });
    const count = (stage: Stage) => applicationsAt(bed.backend, stage).length;
    expect(stageChoices()).toEqual([
      `Test assigned (${count('testAssigned')})`,
      `Test completed (${count('testCompleted')})`,
      `Shortlisted (${count('shortlisted')})`,
      `Interview (${count('interview')})`,
      `Offered (${count('offered')})`,
      `Offer accepted (${count('offerAccepted')})`,
      `Offer declined (${count('offerDeclined')})`,
      `Rejected (${count('rejected')})`,
      `Withdrawn (${count('withdrawn')})`,
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
    const completed = `Test completed (${count('testCompleted')})`;
    await userEvent.selectOptions(screen.getByLabelText('Stage'), completed);
    expect(router.state.location.search).toBe('?stage=testCompleted');
    const [candidate] = applicationsAt(bed.backend, 'testCompleted');
    await screen.findByRole('article', { name: candidate?.name });
    expect(document.querySelectorAll('.stage-column')).toHaveLength(1);
  });

  it('folds the other filters behind one button that counts the ones in use', async () => {
    await bed.openPipelineAs('recruiter@example.com', {
      phone: true,
      at: '?institute=1&score=below',
    });
    const toggle = screen.getByRole('button', { name: 'Filters (2 on)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Institute')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Score') as HTMLSelectElement).value).toBe('below');
    expect(screen.getByLabelText('Institute')).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
  });

  it('says where a moved candidate went, with a way to that stage', async () => {
    const { router } = await bed.openPipelineAs('recruiter@example.com', {
      phone: true,
      at: '?stage=testCompleted',
    });
    const [candidate] = applicationsAt(bed.backend, 'testCompleted');
    if (!candidate) throw new Error('the seed has a candidate who completed the test');
    await screen.findByRole('article', { name: candidate.name });
    await pickFromMenu(candidate.name, 'Move to Shortlisted');
    const said = await screen.findByText('1 candidate moved to Shortlisted');
    expect(said.closest('[role="status"]')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show Shortlisted' }));
    expect(router.state.location.search).toBe('?stage=shortlisted');
    await screen.findByRole('article', { name: candidate.name });
    expect(screen.queryByRole('button', { name: 'Show Shortlisted' })).toBeNull();
  });
});

describe('a card shows what its stage is about (D21, issue 27)', {
  timeout: boardTestTimeout,
}, () => {
  it("shows the interview's day, time and mode, and the offer's CTC", async () => {
    // Two candidates of the seed go on, one to an interview and one to an offer.
    const [interviewed, offered] = applicationsAt(bed.backend, 'testCompleted');
    if (!interviewed || !offered) throw new Error('the seed has two candidates who sat the test');
    const interview = {
      date: '2026-12-03',
      time: '10:30',
      mode: 'online' as const,
      link: 'https://meet.example.com/abc',
      venue: null,
    };
    const offer = { ctc: 6.5, joiningDate: null };
    const by = { at: Date.now(), byUserID: interviewed.application.history[0]?.byUserID ?? 1 };
    moveApplication(bed.backend.store, interviewed.application, 'interview', { ...by, interview });
    moveApplication(bed.backend.store, offered.application, 'offered', { ...by, offer });
    await bed.openPipelineAs('recruiter@example.com');
    const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${interview.date}T00:00:00Z`),
    );
    const mode = { onCampus: 'On campus', online: 'Online', office: 'At the office' }[
      interview.mode
    ];
    const interviewCard = within(await cardIn('Interview', interviewed.name));
    expect(interviewCard.getByText(`Interview: ${day}, ${interview.time} · ${mode}`)).toBeTruthy();
    const offerCard = within(await cardIn('Offered', offered.name));
    expect(offerCard.getByText(`Offer: ₹${offer.ctc} LPA`)).toBeTruthy();
  });
});
