import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { PipelinePage } from './pipeline-page.tsx';
import {
  applicationsAt,
  boardTestTimeout,
  cardIn,
  column,
  openedDialog,
  pickFromMenu,
  pipelineTestBed,
  seededJob,
  TestFrame,
} from './testing.tsx';

const bed = pipelineTestBed();

describe('the pipeline board (D13, D21)', { timeout: boardTestTimeout }, () => {
  it("shows the job's stages with the stub's counts and each stage's candidates", async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const counts = bed.backend.store.applicationsByJob.get(seededJob.JobID) ?? [];
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
    const completed = applicationsAt(bed.backend, 'testCompleted');
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

  it('shows a stage a page of 20 cards at a time, and the next on "Load more"', async () => {
    const { store } = bed.backend;
    const [model] = applicationsAt(bed.backend, 'testCompleted');
    const applications = store.applicationsByJob.get(seededJob.JobID);
    if (!model || !applications) throw new Error('the seed has a candidate who completed the test');
    // 22 more at Test completed, copies of one candidate, so the stage has more than a page.
    for (let n = 0; n < 22; n++) {
      const copy = { ...model.application, ApplicationID: store.nextApplicationID++ };
      applications.push(copy);
      store.applications.set(copy.ApplicationID, copy);
    }
    const total = applicationsAt(bed.backend, 'testCompleted').length;
    await bed.openPipelineAs('recruiter@example.com');
    const completed = () => within(column('Test completed'));
    await completed().findByRole('button', { name: `Load more (20 of ${total} shown)` });
    expect(completed().getAllByRole('article')).toHaveLength(20);
    await userEvent.click(completed().getByRole('button', { name: /^Load more/ }));
    await waitFor(() => expect(completed().getAllByRole('article')).toHaveLength(total));
    expect(completed().queryByRole('button', { name: /^Load more/ })).toBeNull();
    const pages = bed.backend
      .callsTo('/applications/v1/listCandidates')
      .filter((call) => call.query.stage === 'testCompleted')
      .map((call) => [call.query.page, call.query.pageSize]);
    expect(pages).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it("shows a candidate's history in a drawer", async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'offered');
    if (!candidate) throw new Error('the seed has an offered candidate');
    await cardIn('Offered', candidate.name);
    await pickFromMenu(candidate.name, 'History');
    const drawer = await openedDialog(`History of ${candidate.name}`);
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

describe('what the board loads (issue 29)', { timeout: boardTestTimeout }, () => {
  it('draws no antd until a dialog opens, which brings it', async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const [candidate] = applicationsAt(bed.backend, 'testAssigned');
    if (!candidate) throw new Error('the seed has a candidate with the test assigned');
    await cardIn('Test assigned', candidate.name);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await pickFromMenu(candidate.name, 'Reject');
    const dialog = await openedDialog('Reject');
    expect(dialog.closest('.ant-modal')).toBeTruthy();
  });

  it("picks cards by their checkboxes and moves them together from the column's bar", async () => {
    await bed.openPipelineAs('recruiter@example.com');
    const picked = applicationsAt(bed.backend, 'testCompleted').slice(0, 2);
    if (picked.length < 2) throw new Error('the seed has two candidates who completed the test');
    for (const { name } of picked) {
      const card = await cardIn('Test completed', name);
      await userEvent.click(within(card).getByRole('checkbox', { name: `Select ${name}` }));
      expect(card.className).toContain('is-selected');
    }
    await within(column('Test completed')).findByText('2 selected');
    await userEvent.click(
      within(column('Test completed')).getByRole('button', { name: 'Move to Shortlisted' }),
    );
    for (const { name } of picked) await cardIn('Shortlisted', name);
    expect(picked.map(({ application }) => application.stage)).toEqual([
      'shortlisted',
      'shortlisted',
    ]);
  });
});

describe('the filters', { timeout: boardTestTimeout }, () => {
  it("keeps the institute in the URL and asks each column for that institute's candidates", async () => {
    const { router } = await bed.openPipelineAs('recruiter@example.com');
    const kaveri = 'Kaveri Institute of Technology, Chennai';
    await screen.findByRole('option', { name: kaveri });
    await userEvent.selectOptions(screen.getByLabelText('Institute'), kaveri);
    expect(router.state.location.search).toBe('?institute=1');
    await waitFor(() => {
      const asked = bed.backend.callsTo('/applications/v1/listCandidates').at(-1);
      expect(asked?.query).toMatchObject({ JobID: '1', instituteID: '1' });
    });
    const others = applicationsAt(bed.backend, 'testCompleted').filter(
      ({ application }) => bed.backend.store.users.get(application.UserID)?.instituteID !== 1,
    );
    for (const { name } of others) {
      await waitFor(() =>
        expect(within(column('Test completed')).queryByRole('article', { name })).toBeNull(),
      );
    }
  });
});

describe('who may see and move (D19, D22)', { timeout: boardTestTimeout }, () => {
  it("shows a colleague's job read-only: no selection, no drag, no moves in the menu", async () => {
    await bed.openPipelineAs('recruiter2@example.com');
    expect(
      screen.getByText(
        "You can follow this job's candidates. Only Priya Raman, who posted it, can move them.",
      ),
    ).toBeTruthy();
    const [candidate] = applicationsAt(bed.backend, 'testCompleted');
    const card = await cardIn('Test completed', candidate?.name ?? '');
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(card.getAttribute('draggable')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Select above cut-off' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Actions for ${candidate?.name}` }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['History', 'Open profile']);
  });

  it('refuses a student: a message and no candidate', async () => {
    await bed.backend.signInAs('student@example.com');
    renderWithApp(<PipelinePage slug={seededJob.slug} home="/home" Frame={TestFrame} />);
    expect(
      await screen.findByText(
        "A job's candidates are shown only to its company's recruiters and client admin.",
      ),
    ).toBeTruthy();
    expect(bed.backend.callsTo('/applications/v1/listCandidates')).toEqual([]);
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it("says another company's job is not there", async () => {
    await bed.backend.signInAs('sindhu.recruiter@example.com');
    renderWithApp(<PipelinePage slug={seededJob.slug} home="/home" Frame={TestFrame} />);
    expect(
      await screen.findByText('There is no such job, or it is not shared with you.'),
    ).toBeTruthy();
  });
});
