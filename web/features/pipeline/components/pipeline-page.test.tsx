import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveApplication } from '../../../../server/stub/recruitment/stages.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { PipelinePage } from './pipeline-page.tsx';
import { applicationsAt, preferReducedMotion, seededJob, TestFrame } from './testing.tsx';

let backend: StubBackendFixture;
let toasts: ShownToast[];

beforeEach(() => {
  preferReducedMotion();
  toasts = captureToasts();
  backend = startStubBackend();
});

afterEach(() => {
  signOut();
});

async function openPipelineAs(email: string) {
  await backend.signInAs(email);
  const view = renderWithApp(
    <PipelinePage slug={seededJob.slug} home="/home" Frame={TestFrame} />,
    { at: `/progress/${seededJob.slug}` },
  );
  await screen.findByRole('heading', { level: 1, name: 'Candidates — Graduate Engineer Trainee' });
  return view;
}

const column = (stage: string) => screen.getByRole('region', { name: stage });
const cardIn = (stage: string, name: string) =>
  within(column(stage)).findByRole('article', { name });

async function pickFromMenu(name: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the pipeline board (D13, D21)', () => {
  it("shows the job's stages with the stub's counts and each stage's candidates", async () => {
    await openPipelineAs('recruiter@example.com');
    const counts = backend.store.applicationsByJob.get(seededJob.JobID) ?? [];
    for (const stage of [
      'Test assigned',
      'Test completed',
      'Shortlisted',
      'Interview',
      'Offered',
    ]) {
      expect(within(column(stage)).getByRole('heading', { level: 2 }).textContent).toBe(stage);
    }
    expect(screen.queryByRole('region', { name: 'Applied' })).toBeNull();
    const completed = applicationsAt(backend, 'testCompleted');
    expect(within(column('Test completed')).getByText(String(completed.length))).toBeTruthy();
    for (const { name } of completed) await cardIn('Test completed', name);
    expect(counts.length).toBeGreaterThan(completed.length);
    const [first] = completed;
    const card = await cardIn('Test completed', first?.name ?? '');
    expect(within(card).getByRole('link', { name: first?.name }).getAttribute('href')).toBe(
      `/profile/${first?.application.UserID}`,
    );
    expect(within(card).getByText(/^Score \d+(\.\d)?%$/)).toBeTruthy();
    expect(within(card).getByText(/days? in stage$/)).toBeTruthy();
  });

  it('moves a card: the move names the stage it is in and where it goes, and the card follows', async () => {
    await openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(backend, 'testCompleted');
    if (!candidate) throw new Error('the seed has a candidate who completed the test');
    await cardIn('Test completed', candidate.name);
    await pickFromMenu(candidate.name, 'Move to Shortlisted');
    await cardIn('Shortlisted', candidate.name);
    expect(
      within(column('Test completed')).queryByRole('article', { name: candidate.name }),
    ).toBeNull();
    expect(backend.callsTo('/applications/v1/move').map((call) => call.body)).toEqual([
      {
        ApplicationID: candidate.application.ApplicationID,
        fromStage: 'testCompleted',
        toStage: 'shortlisted',
      },
    ]);
    expect(candidate.application.stage).toBe('shortlisted');
    expect(toasts).toContainEqual({
      variant: 'success',
      text: '1 candidate moved to Shortlisted',
    });
  });

  it('moves a card dropped on a column that takes it, and only there', async () => {
    await openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(backend, 'testCompleted');
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
    expect(backend.callsTo('/applications/v1/move').map((call) => call.body)).toEqual([
      {
        ApplicationID: candidate.application.ApplicationID,
        fromStage: 'testCompleted',
        toStage: 'shortlisted',
      },
    ]);
  });

  it('says a stale move was refused and shows the board as it is now', async () => {
    await openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(backend, 'testCompleted');
    if (!candidate) throw new Error('the seed has a candidate who completed the test');
    await cardIn('Test completed', candidate.name);
    // Someone else rejects the candidate after this board was loaded.
    moveApplication(backend.store, candidate.application, 'rejected', {
      at: Date.now(),
      byUserID: 1001,
      note: 'Moved elsewhere',
    });
    await pickFromMenu(candidate.name, 'Move to Shortlisted');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        variant: 'error',
        text: 'This candidate has moved since you saw them; nothing was changed. The board now shows where they are.',
      }),
    );
    expect(backend.answerTo<{ code: string }>('/applications/v1/move')?.code).toBe('STAGE_CHANGED');
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
    const completed = applicationsAt(backend, 'testCompleted');
    const [below, ...above] = completed;
    if (!below?.application.outcome || above.length === 0) {
      throw new Error('the seed has scored candidates who completed the test');
    }
    below.application.outcome.score = 0;
    await openPipelineAs('recruiter@example.com');
    await cardIn('Test completed', below.name);
    await userEvent.click(
      within(column('Test completed')).getByRole('button', { name: 'Select above cut-off' }),
    );
    await within(column('Test completed')).findByText(`${above.length} selected`);
    await userEvent.click(
      within(column('Test completed')).getByRole('button', { name: 'Move to Shortlisted' }),
    );
    await cardIn('Shortlisted', above[0]?.name ?? '');
    const [call] = backend.callsTo('/applications/v1/moveMany');
    expect(call?.body).toEqual({
      JobID: seededJob.JobID,
      toStage: 'shortlisted',
      items: expect.arrayContaining(
        above.map(({ application }) => ({
          ApplicationID: application.ApplicationID,
          fromStage: 'testCompleted',
        })),
      ),
    });
    expect((call?.body as { items: unknown[] }).items).toHaveLength(above.length);
    expect(below.application.stage).toBe('testCompleted');
    expect(within(column('Test completed')).getByText('Below cut-off')).toBeTruthy();
  });

  it('rejects only with a reason, which the history keeps', async () => {
    await openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(backend, 'testAssigned');
    if (!candidate) throw new Error('the seed has a candidate with the test assigned');
    await cardIn('Test assigned', candidate.name);
    await pickFromMenu(candidate.name, 'Reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('This is required')).toBeTruthy();
    expect(backend.callsTo('/applications/v1/move')).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('Reason'));
    await userEvent.paste('Did not start the test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(candidate.application.stage).toBe('rejected'));
    expect(backend.callsTo('/applications/v1/move')[0]?.body).toEqual({
      ApplicationID: candidate.application.ApplicationID,
      fromStage: 'testAssigned',
      toStage: 'rejected',
      note: 'Did not start the test',
    });
    expect(candidate.application.history.at(-1)?.note).toBe('Did not start the test');
  });

  it('schedules an online interview with its link', async () => {
    await openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(backend, 'shortlisted');
    if (!candidate) throw new Error('the seed has a shortlisted candidate');
    await cardIn('Shortlisted', candidate.name);
    await pickFromMenu(candidate.name, 'Schedule interview');
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview' });
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
    expect(backend.callsTo('/applications/v1/move')[0]?.body).toEqual({
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

  it("shows a candidate's history in a drawer", async () => {
    await openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(backend, 'offered');
    if (!candidate) throw new Error('the seed has an offered candidate');
    await cardIn('Offered', candidate.name);
    await pickFromMenu(candidate.name, 'History');
    const drawer = await screen.findByRole('dialog', { name: `History of ${candidate.name}` });
    const moves = await within(drawer).findAllByRole('listitem');
    expect(moves.map((move) => move.querySelector('.history-stage')?.textContent)).toEqual(
      candidate.application.history.map(
        (entry) =>
          ({
            applied: 'Applied',
            testAssigned: 'Test assigned',
            testCompleted: 'Test completed',
            shortlisted: 'Shortlisted',
            interview: 'Interview',
            offered: 'Offered',
          })[entry.stage as 'applied'],
      ),
    );
  });
});

describe('who may move (D19, D22)', () => {
  it("shows a colleague's job read-only: no selection, no drag, no moves in the menu", async () => {
    await openPipelineAs('recruiter2@example.com');
    expect(
      screen.getByText(
        "You can follow this job's candidates. Only Priya Raman, who posted it, can move them.",
      ),
    ).toBeTruthy();
    const [candidate] = applicationsAt(backend, 'testCompleted');
    const card = await cardIn('Test completed', candidate?.name ?? '');
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(card.getAttribute('draggable')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Select above cut-off' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${candidate?.name}` }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['History', 'Open profile']);
  });

  it('refuses a student: a message and no candidate', async () => {
    await backend.signInAs('student@example.com');
    renderWithApp(<PipelinePage slug={seededJob.slug} home="/home" Frame={TestFrame} />);
    expect(
      await screen.findByText(
        "A job's candidates are shown only to its company's recruiters and client admin.",
      ),
    ).toBeTruthy();
    expect(backend.callsTo('/applications/v1/listCandidates')).toEqual([]);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it("says another company's job is not there", async () => {
    await backend.signInAs('sindhu.recruiter@example.com');
    renderWithApp(<PipelinePage slug={seededJob.slug} home="/home" Frame={TestFrame} />);
    expect(
      await screen.findByText('There is no such job, or it is not shared with you.'),
    ).toBeTruthy();
  });
});
