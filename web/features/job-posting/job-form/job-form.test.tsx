import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts } from '../../../test/toasts.ts';
import { PostJob } from '../post-job.tsx';
import { indianDateOf } from './job-form-values.ts';

// The editor's chunk is compiled once here rather than inside the first test's time.
beforeAll(async () => {
  await import('../rich-text-editor/rich-text-editor.tsx');
});

afterEach(() => {
  signOut();
});

async function openPostJob(at = '/postjob') {
  const backend = startStubBackend();
  await backend.signInAs('recruiter@example.com');
  const toasts = captureToasts();
  const view = renderWithApp(<PostJob />, { at });
  // The editor arrives in its own chunk when its box is reached for (issue 29); the form is whole
  // once it is there.
  const box = await screen.findByRole('textbox', { name: 'Job description' });
  act(() => box.focus());
  await screen.findByRole('toolbar', { name: 'Formatting for Job description' });
  return { ...view, backend, toasts, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

/** Picks `option` of the select labelled `label`, once its options have come. */
async function choose(user: User, label: string, option: string) {
  await screen.findByRole('option', { name: option });
  await user.selectOptions(screen.getByLabelText(label), option);
}

/** Ticks the choice `name` of a group (an institute, a class, a year). */
async function tick(user: User, name: string) {
  await user.click(await screen.findByRole('checkbox', { name }));
}

const inAMonth = indianDateOf(Date.now() + 30 * 24 * 60 * 60 * 1000);

/** Types into a field at once: the form's checks run as they do for a person's typing. */
const enter = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills every required field, with a test and a cut-off. */
async function fillJob(user: User) {
  enter('Job title', 'Backend Engineer Trainee');
  await choose(user, 'Job type', 'Full time');
  await user.type(screen.getByLabelText('Locations'), 'Chennai{Enter}Coimbatore{Enter}');
  await user.type(screen.getByLabelText('Skills'), 'Java{Enter}SQL{Enter}');
  enter('Minimum CTC (lakh per annum)', '6');
  enter('Maximum CTC (lakh per annum)', '9.5');
  await tick(user, 'Kaveri Institute of Technology, Chennai');
  enter('Minimum CGPA', '7');
  await choose(user, 'Assessment course', 'Programming Basics');
  enter('Test length (minutes)', '45');
  enter('Minimum score, cut-off (%)', '60');
  enter('Last day to apply', inAMonth);
}

/** The request /postjob sends for fillJob's answers. */
const filledRequest = {
  title: 'Backend Engineer Trainee',
  locations: ['Chennai', 'Coimbatore'],
  jobType: 'fullTime',
  ctc: { min: 6, max: 9.5 },
  experience: { min: 0, max: 0 },
  skills: ['Java', 'SQL'],
  eligibility: {
    instituteIDs: [1],
    classIDs: [],
    minCGPA: 7,
    maxBacklogs: null,
    graduationYears: [],
  },
  minScore: 60,
  assessment: { CourseID: 2, durationMinutes: 45 },
  deadline: new Date(`${inAMonth}T23:59:59.999+05:30`).toISOString(),
  description: '',
};

// Filling the whole form as a person does takes user-event a few seconds.
describe('the /postjob form (D13, D20)', { timeout: 30_000 }, () => {
  it('asks for every required field when an empty job is saved, and sends nothing', async () => {
    const { user, backend } = await openPostJob();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    for (const message of [
      'Enter the job title.',
      'Choose the job type.',
      'Add at least one location.',
      'Choose at least one institute.',
      'Choose the last day to apply.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getAllByText('Enter the CTC in lakh per annum.')).toHaveLength(2);
    expect(backend.callsTo('/jobs/v1/create')).toHaveLength(0);
  });

  it('explains the limits the contract sets as they are typed', async () => {
    const { user } = await openPostJob();
    await user.type(screen.getByLabelText('Job title'), 'QA');
    expect(await screen.findByText('The title needs 3 to 120 characters.')).toBeTruthy();
    await user.type(screen.getByLabelText('Maximum CTC (lakh per annum)'), '8');
    await user.type(screen.getByLabelText('Minimum CTC (lakh per annum)'), '12');
    expect(
      await screen.findByText('The minimum CTC cannot be more than the maximum.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Minimum CGPA'), '11');
    expect(await screen.findByText('Enter a CGPA from 0 to 10.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Maximum experience (years)'));
    await user.type(screen.getByLabelText('Maximum experience (years)'), '31');
    expect(await screen.findByText('Enter whole years from 0 to 30.')).toBeTruthy();
  });

  it('asks for the test length only with a course, and keeps the cut-off for a test', async () => {
    const { user } = await openPostJob();
    const cutoff = screen.getByLabelText('Minimum score, cut-off (%)');
    expect(cutoff).toHaveProperty('disabled', true);
    await choose(user, 'Assessment course', 'Aptitude');
    expect(cutoff).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText('Test length (minutes)'));
    await user.type(screen.getByLabelText('Test length (minutes)'), '3');
    expect(
      await screen.findByText('A test lasts 5 to 240 minutes, in whole minutes.'),
    ).toBeTruthy();
  });

  it('saves a draft: sends every field as the contract has it, then lands on /myjobs', async () => {
    const { user, backend, toasts, router } = await openPostJob();
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
    const [create] = backend.callsTo('/jobs/v1/create');
    expect(create?.body).toEqual(filledRequest);
    expect(backend.callsTo('/jobs/v1/publish')).toHaveLength(0);
    expect(toasts).toContainEqual({
      variant: 'success',
      text: '“Backend Engineer Trainee” is saved as a draft.',
    });
  });

  it('publishes: creates the draft, then publishes that job', async () => {
    const { user, backend, toasts, router } = await openPostJob();
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
    const created = backend.answerTo<{ body: { job: { JobID: number } } }>('/jobs/v1/create');
    expect(backend.callsTo('/jobs/v1/create')[0]?.body).toEqual(filledRequest);
    expect(backend.callsTo('/jobs/v1/publish')[0]?.body).toEqual({
      JobID: created?.body.job.JobID,
    });
    expect(
      backend.answerTo<{ body: { job: { status: string } } }>('/jobs/v1/publish')?.body.job.status,
    ).toBe('open');
    expect(toasts).toContainEqual({
      variant: 'success',
      text: '“Backend Engineer Trainee” is published.',
    });
  });
});

describe('who may apply, and what /postjob loads (issue 29)', { timeout: 30_000 }, () => {
  it("offers the chosen institutes' classes, and drops a class with its institute", async () => {
    const { user, backend, router } = await openPostJob();
    await fillJob(user);
    await tick(user, 'Deccan College of Engineering, Hyderabad');
    const deccan = await screen.findByRole('group', {
      name: 'Deccan College of Engineering, Hyderabad',
    });
    const kaveri = screen.getByRole('group', { name: 'Kaveri Institute of Technology, Chennai' });
    await user.click(await within(kaveri).findByRole('checkbox', { name: 'MCA — Final year' }));
    await user.click(
      await within(deccan).findByRole('checkbox', { name: 'B.E. Computer Science — Final year' }),
    );
    await tick(user, String(new Date().getFullYear()));
    await user.click(
      screen.getByRole('checkbox', { name: 'Kaveri Institute of Technology, Chennai' }),
    );
    expect(
      screen.queryByRole('group', { name: 'Kaveri Institute of Technology, Chennai' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
    expect(backend.callsTo('/jobs/v1/create')[0]?.body).toMatchObject({
      eligibility: {
        instituteIDs: [2],
        classIDs: [4],
        graduationYears: [new Date().getFullYear()],
      },
    });
  });

  it('draws no antd: the preview brings it when opened', async () => {
    const { user } = await openPostJob();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog');
    expect(preview.closest('.ant-modal')).toBeTruthy();
  });
});

describe("the description's editor (D23)", { timeout: 30_000 }, () => {
  it('names its toolbar buttons and says which formats are on', async () => {
    await openPostJob();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting for Job description' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-pressed')]);
    expect(names).toEqual([
      ['Bold', 'false'],
      ['Italic', 'false'],
      ['Heading H2', 'false'],
      ['Subheading H3', 'false'],
      ['Bulleted list', 'false'],
      ['Numbered list', 'false'],
      ['Link', 'false'],
    ]);
  });

  it('adds a link with an https address and sends it in the description', async () => {
    const { user, backend, router } = await openPostJob(
      '/postjob?job=site-reliability-engineer-13',
    );
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText('Enter a web address (https://…) or an email address.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Link address'));
    await user.type(screen.getByLabelText('Link address'), 'careers.example.com');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
    const sent = backend.callsTo('/jobs/v1/update')[0]?.body as { description: string };
    expect(sent.description).toContain('href="https://careers.example.com"');
    expect(sent.description).toContain('>https://careers.example.com</a>');
  });
});

describe('editing a job with /postjob?job=<slug>', { timeout: 30_000 }, () => {
  it("loads the recruiter's draft and saves it back with jobUpdate", async () => {
    const { user, backend, router } = await openPostJob(
      '/postjob?job=site-reliability-engineer-13',
    );
    expect(screen.getByLabelText('Job title')).toHaveProperty('value', 'Site Reliability Engineer');
    expect(screen.getByLabelText('Minimum CTC (lakh per annum)')).toHaveProperty('value', '8');
    expect(screen.getByLabelText('Maximum CTC (lakh per annum)')).toHaveProperty('value', '10');
    expect(
      await screen.findByRole('option', { name: 'Programming Basics', selected: true }),
    ).toBeTruthy();
    const stored = backend.answerTo<{ body: { job: Record<string, unknown> } }>('/jobs/v1/get')
      ?.body.job;
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
    const [update] = backend.callsTo('/jobs/v1/update');
    expect(update?.body).toMatchObject({
      JobID: 13,
      title: 'Site Reliability Engineer',
      ctc: stored?.ctc,
      eligibility: stored?.eligibility,
      assessment: stored?.assessment,
      description: stored?.description,
    });
    expect(backend.callsTo('/jobs/v1/create')).toHaveLength(0);
  });

  it("says a colleague's job is read-only instead of showing the form", async () => {
    const backend = startStubBackend();
    await backend.signInAs('recruiter@example.com');
    renderWithApp(<PostJob />, { at: '/postjob?job=devops-intern-17' });
    expect(
      await screen.findByText('Only the recruiter who posted this job can change it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('shows the field the server refused, with its words, at the field', async () => {
    const { user, backend } = await openPostJob('/postjob?job=site-reliability-engineer-13');
    backend.failNext({
      status: 400,
      body: {
        status: false,
        code: 'INVALID_INPUT',
        message: '/ctc/min: must not be more than the maximum',
        body: { errors: [{ field: '/ctc/min', message: 'must not be more than the maximum' }] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('The server did not accept this: must not be more than the maximum'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Minimum CTC (lakh per annum)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
