import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#openapi/profiles.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts } from '../../../test/toasts.ts';
import { ProfileView } from './profile-view.tsx';

afterEach(() => {
  signOut();
});

/** The seed's student@ (1004) and student2@ (1005), of different institutes; recruiter@ is 1001. */
const student = { email: 'student@example.com', UserID: 1004 };
const otherStudent = 1005;

async function profileAs(email: string, UserID: number) {
  const backend = startStubBackend();
  await backend.signInAs(email);
  const view = renderWithApp(<ProfileView UserID={UserID} />, { at: `/profile/${UserID}` });
  return { ...view, backend };
}

const region = (name: string) => screen.findByRole('region', { name });
/** The value a definition list gives a term, as a reader pairs them. */
const termValue = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a student reads their own profile (D14, D20)', () => {
  it('shows the academic record the institute keeps', async () => {
    await profileAs(student.email, student.UserID);
    const record = await region('Academic record');
    expect(termValue(record, 'CGPA')).toBe('8.2');
    expect(termValue(record, '10th')).toBe('91.4%');
    expect(termValue(record, '12th')).toBe('88.6%');
    expect(termValue(record, 'Active backlogs')).toBe('0');
    expect(termValue(record, 'Branch')).toBe('B.E. Computer Science — Final year, section A');
    expect(termValue(record, 'Graduation year')).toMatch(/^20\d\d$/);
    expect(termValue(record, 'Institute')).toBe('Kaveri Institute of Technology, Chennai');
    expect(screen.getByRole('heading', { name: 'Karthik Subramanian' })).toBeTruthy();
  });

  it('shows what they keep: skills, preferences, badges and summary', async () => {
    await profileAs(student.email, student.UserID);
    const about = await region('Skills and preferences');
    expect(termValue(about, 'Skills')).toBe('JavaPythonSQLReact');
    expect(termValue(about, 'Preferred locations')).toBe('ChennaiBengaluru');
    expect(termValue(about, 'Preferred job types')).toBe('Full time');
    expect(within(about).getByText('Problem Solving').nextElementSibling?.textContent).toContain(
      '4 stars',
    );
    expect(termValue(about, 'Summary')).toMatch(/^Final-year computer science student/);
  });

  it('lists their applications with company and stage, each opening the job', async () => {
    await profileAs(student.email, student.UserID);
    const applications = await region('Applications');
    const rows = within(applications).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Frontend Developer Trainee',
      'Quality Engineer Trainee',
      'Business Analyst Trainee',
    ]);
    expect(rows[0]?.textContent).toContain('Nilgiri Software Labs');
    expect(rows.map((row) => row.querySelector('.tag')?.textContent)).toEqual([
      'Shortlisted',
      'Interview',
      'Rejected',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/jobs?job=frontend-developer-trainee-3');
    expect(within(await region('Test history')).getByText('No tests taken yet.')).toBeTruthy();
  });
});

describe('a profile not shared with the caller (D22)', () => {
  it("says so to a student opening another student's profile, and shows nothing of it", async () => {
    const { backend } = await profileAs(student.email, otherStudent);
    expect(await screen.findByText('This profile is not shared with you.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(backend.callsTo('/profiles/v1/get')).toHaveLength(1);
  });
});

describe("a recruiter's own profile", () => {
  it('is their account card: they keep no student profile', async () => {
    await profileAs('recruiter@example.com', 1001);
    const account = await region('Your account');
    expect(within(account).getByText('recruiter@example.com')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Academic record' })).toBeNull();
  });
});

describe('a recruiter reads a candidate who applied to their company (D22)', () => {
  it('shows the record and the applications to the company, read-only, opening the progress page', async () => {
    await profileAs('recruiter@example.com', student.UserID);
    await region('Academic record');
    const applications = await region('Applications');
    const links = within(applications).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      '/progress/frontend-developer-trainee-3',
    );
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });
});

/** Opens the profile's editor: the form (with antd) comes when first asked for. */
async function openEditor(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await screen.findByRole('button', { name: 'Save profile' });
}

describe('the student edits their profile (D20)', () => {
  type Saved = { body: Profile };

  it('sends the whole profile with the new skill and shows it saved', async () => {
    const toasts = captureToasts();
    const { backend } = await profileAs(student.email, student.UserID);
    const user = userEvent.setup();
    await openEditor(user);
    await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'Go{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Internship' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(backend.callsTo('/profiles/v1/update')).toHaveLength(1));
    expect(backend.callsTo('/profiles/v1/update')[0]?.body).toEqual({
      skills: ['Java', 'Python', 'SQL', 'React', 'Go'],
      preferredLocations: ['Chennai', 'Bengaluru'],
      preferredJobTypes: ['fullTime', 'internship'],
      hackerRankBadges: [
        { name: 'Problem Solving', stars: 4 },
        { name: 'Java', stars: 3 },
        { name: 'SQL', stars: 2 },
      ],
      summary:
        'Final-year computer science student who enjoys building web apps and solving puzzles.',
    });
    const about = await region('Skills and preferences');
    await vi.waitFor(() => expect(termValue(about, 'Skills')).toBe('JavaPythonSQLReactGo'));
    expect(termValue(about, 'Preferred job types')).toBe('Full timeInternship');
    expect(toasts).toContainEqual({ variant: 'success', text: 'Profile saved' });
    await act(() => backend.settled());
    expect(backend.answerTo<Saved>('/profiles/v1/get')?.body.studentProfile?.skills).toContain(
      'Go',
    );
  });

  it("says a skill is too long by the contract's limit and sends nothing", async () => {
    const { backend } = await profileAs(student.email, student.UserID);
    const user = userEvent.setup();
    await openEditor(user);
    await user.click(screen.getByRole('combobox', { name: 'Skills' }));
    await user.paste('x'.repeat(61));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Each one may be at most 60 characters long.')).toBeTruthy();
    expect(backend.callsTo('/profiles/v1/update')).toEqual([]);
  });

  it("asks for a new badge's name", async () => {
    const { backend } = await profileAs(student.email, student.UserID);
    const user = userEvent.setup();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Add a badge' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText("Enter the badge's name.")).toBeTruthy();
    expect(backend.callsTo('/profiles/v1/update')).toEqual([]);
  });

  it("shows the server's field error on the badge it names", async () => {
    const { backend } = await profileAs(student.email, student.UserID);
    const user = userEvent.setup();
    await openEditor(user);
    await user.click(screen.getByRole('button', { name: 'Add a badge' }));
    // The server's own rule: the same badge (any case) listed twice.
    await user.type(screen.getByRole('textbox', { name: 'Badge 4' }), 'java');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(backend.callsTo('/profiles/v1/update')).toHaveLength(1));
    const answer = backend.callsTo('/profiles/v1/update')[0]?.answer;
    expect(answer?.status).toBe(400);
    const badge = screen.getByRole('textbox', { name: 'Badge 4' });
    await vi.waitFor(() => expect(badge.getAttribute('aria-invalid')).toBe('true'));
    expect((await screen.findByText('is listed twice')).closest('[id]')?.id).toBe(
      badge.getAttribute('aria-describedby'),
    );
    // Still editing: nothing was saved.
    expect(screen.getByRole('button', { name: /Save profile$/ })).toBeTruthy();
  });
});
