import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moveApplication } from '../../../../server/stub/recruitment/stages.ts';
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

const bed = pipelineTestBed();

describe('moving candidates (D21)', { timeout: boardTestTimeout }, () => {
  it('moves a card: the move names the stage it is in and where it goes, and the card follows', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'testCompleted');
    if (!candidate) throw new Error('the seed has a candidate who completed the test');
    await cardIn('Test completed', candidate.name);
    await pickFromMenu(candidate.name, 'Move to Shortlisted');
    await cardIn('Shortlisted', candidate.name);
    expect(
      within(column('Test completed')).queryByRole('article', { name: candidate.name }),
    ).toBeNull();
    expect(bed.backend.callsTo('/applications/v1/move').map((call) => call.body)).toEqual([
      {
        ApplicationID: candidate.application.ApplicationID,
        fromStage: 'testCompleted',
        toStage: 'shortlisted',
      },
    ]);
    expect(candidate.application.stage).toBe('shortlisted');
    // Said beside the board, where the candidate went: the board shows that stage already.
    const said = await screen.findByText('1 candidate moved to Shortlisted');
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Shortlisted' })).toBeNull();
  });

  it('moves a card dropped on a column that takes it, and only there', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'testCompleted');
    if (!candidate) throw new Error('the seed has a candidate who completed the test');
    const card = await cardIn('Test completed', candidate.name);
    fireEvent.dragStart(card);
    expect(column('Shortlisted').className).toContain('takes-drop');
    expect(column('Offered').className).not.toContain('takes-drop');
    fireEvent.drop(column('Offered'));
    fireEvent.dragStart(card);
    fireEvent.dragOver(column('Shortlisted'));
    fireEvent.drop(column('Shortlisted'));
    await cardIn('Shortlisted', candidate.name);
    expect(bed.backend.callsTo('/applications/v1/move').map((call) => call.body)).toEqual([
      {
        ApplicationID: candidate.application.ApplicationID,
        fromStage: 'testCompleted',
        toStage: 'shortlisted',
      },
    ]);
  });

  it('says a stale move was refused and shows the board as it is now', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'testCompleted');
    if (!candidate) throw new Error('the seed has a candidate who completed the test');
    await cardIn('Test completed', candidate.name);
    // Someone else rejects the candidate after this board was loaded.
    moveApplication(bed.backend.store, candidate.application, 'rejected', {
      at: Date.now(),
      byUserID: 1001,
      note: 'Moved elsewhere',
    });
    await pickFromMenu(candidate.name, 'Move to Shortlisted');
    await waitFor(() =>
      expect(bed.toasts).toContainEqual({
        variant: 'error',
        text: 'This candidate has moved since you saw them; nothing was changed. The board now shows where they are.',
      }),
    );
    expect(bed.backend.answerTo<{ code: string }>('/applications/v1/move')?.code).toBe(
      'STAGE_CHANGED',
    );
    await waitFor(() =>
      expect(
        within(column('Test completed')).queryByRole('article', { name: candidate.name }),
      ).toBeNull(),
    );
    expect(
      within(column('Shortlisted')).queryByRole('article', { name: candidate.name }),
    ).toBeNull();
    expect(candidate.application.stage).toBe('rejected');
  });

  it('selects everyone above the cut-off and shortlists them in one move', async () => {
    const completed = applicationsAt(bed.backend, 'testCompleted');
    const [below, ...above] = completed;
    if (!below?.application.outcome || above.length === 0) {
      throw new Error('the seed has scored candidates who completed the test');
    }
    below.application.outcome.score = 0;
    await bed.openPipelineAs('recruiter@example.com');
    await cardIn('Test completed', below.name);
    await userEvent.click(
      within(column('Test completed')).getByRole('button', { name: 'Select above cut-off' }),
    );
    await within(column('Test completed')).findByText(`${above.length} selected`);
    await userEvent.click(
      within(column('Test completed')).getByRole('button', { name: 'Move to Shortlisted' }),
    );
    await cardIn('Shortlisted', above[0]?.name ?? '');
    const byID = (a: { ApplicationID: number }, b: { ApplicationID: number }) =>
      a.ApplicationID - b.ApplicationID;
    const calls = bed.backend.callsTo('/applications/v1/moveMany');
    expect(calls.map((call) => call.body)).toEqual([
      {
        JobID: seededJob.JobID,
        toStage: 'shortlisted',
        items: expect.any(Array),
      },
    ]);
    const [call] = calls;
    const items = (call?.body as { items: { ApplicationID: number }[] } | undefined)?.items ?? [];
    expect(items.sort(byID)).toEqual(
      above
        .map(({ application }) => ({
          ApplicationID: application.ApplicationID,
          fromStage: 'testCompleted',
        }))
        .sort(byID),
    );
    expect(below.application.stage).toBe('testCompleted');
    expect(within(column('Test completed')).getByText('Below cut-off')).toBeTruthy();
  });

  it('rejects only with a reason, which the history keeps', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'testAssigned');
    if (!candidate) throw new Error('the seed has a candidate with the test assigned');
    await cardIn('Test assigned', candidate.name);
    await pickFromMenu(candidate.name, 'Reject');
    const dialog = await openedDialog('Reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('This is required')).toBeTruthy();
    expect(bed.backend.callsTo('/applications/v1/move')).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('Reason'));
    await userEvent.paste('Did not start the test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(candidate.application.stage).toBe('rejected'));
    expect(bed.backend.callsTo('/applications/v1/move')[0]?.body).toEqual({
      ApplicationID: candidate.application.ApplicationID,
      fromStage: 'testAssigned',
      toStage: 'rejected',
      note: 'Did not start the test',
    });
    expect(candidate.application.history.at(-1)?.note).toBe('Did not start the test');
  });

  it('schedules an online interview with its link', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'shortlisted');
    if (!candidate) throw new Error('the seed has a shortlisted candidate');
    await cardIn('Shortlisted', candidate.name);
    await pickFromMenu(candidate.name, 'Schedule interview');
    const dialog = await openedDialog('Schedule interview');
    const day = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await userEvent.click(within(dialog).getByLabelText('Date'));
    await userEvent.paste(day);
    await userEvent.click(within(dialog).getByLabelText('Time'));
    await userEvent.paste('10:30');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Online' }));
    await userEvent.click(within(dialog).getByLabelText('Meeting link'));
    await userEvent.paste('https://meet.example.com/abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    await cardIn('Interview', candidate.name);
    expect(bed.backend.callsTo('/applications/v1/move')[0]?.body).toEqual({
      ApplicationID: candidate.application.ApplicationID,
      fromStage: 'shortlisted',
      toStage: 'interview',
      interview: {
        date: day,
        time: '10:30',
        mode: 'online',
        link: 'https://meet.example.com/abc',
        venue: null,
      },
    });
  });
});
