import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import tn from '../../../public/assets/languages/tn/translation.json';
import { PERSIST_KEY, persistSession, signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { PostJob } from '../post-job.tsx';

// The editor's chunk is compiled once here rather than inside the first test's time; the session
// is written to local storage as the app writes it, for a reload to find.
beforeAll(async () => {
  persistSession();
  await import('../rich-text-editor/rich-text-editor.tsx');
});

afterEach(async () => {
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

async function openPostJob(email = 'recruiter@example.com', at = '/postjob') {
  const backend = startStubBackend();
  await backend.signInAs(email);
  return { backend, ...(await showPostJob(at)) };
}

/** /postjob as a person comes back to it: a fresh page over the same session and device. */
async function showPostJob(at = '/postjob') {
  const view = renderWithApp(<PostJob />, { at });
  await screen.findByRole('textbox', { name: /Job description|வேலை விளக்கம்/ });
  return view;
}

const enter = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const title = () => screen.getByLabelText('Job title') as HTMLInputElement;

/** What the browser asks before a reload or a closed tab: whether the page holds it up. */
function reloadIsHeldUp() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('/postjob keeps a draft on this device (issue 27)', { timeout: 30_000 }, () => {
  it('brings back what was typed, says so, and lets it be discarded', async () => {
    const { unmount } = await openPostJob();
    enter('Job title', 'Backend Engineer Trainee');
    enter('Minimum CTC (lakh per annum)', '6');
    unmount();
    // The draft lives with the session in local storage, where a reload finds it: written at the
    // end of the task that changed it (session-store.ts).
    await Promise.resolve();
    expect(localStorage.getItem(PERSIST_KEY)).toContain('Backend Engineer Trainee');

    await showPostJob();
    expect(title().value).toBe('Backend Engineer Trainee');
    expect(screen.getByLabelText('Minimum CTC (lakh per annum)')).toHaveProperty('value', '6');
    // The draft's note: the form's loading notes are statuses too, marked busy.
    const note = within(screen.getByRole('status', { busy: false }));
    expect(note.getByText(/Your unsaved draft from .* is back\./)).toBeTruthy();
    await userEvent.setup().click(note.getByRole('button', { name: 'Discard draft' }));
    expect(title().value).toBe('');
    expect(screen.queryByRole('status', { busy: false })).toBeNull();
    expect(localStorage.getItem(PERSIST_KEY)).not.toContain('Backend Engineer Trainee');
  });

  it('keeps each recruiter their own draft, and forgets it at sign-out', async () => {
    const first = await openPostJob();
    enter('Job title', 'Backend Engineer Trainee');
    first.unmount();
    const other = startStubBackend();
    await other.signInAs('recruiter2@example.com');
    const second = await showPostJob();
    expect(title().value).toBe('');
    second.unmount();

    signOut();
    await openPostJob();
    expect(title().value).toBe('');
    expect(screen.queryByRole('status', { busy: false })).toBeNull();
  });

  it('forgets the draft once the job is saved', async () => {
    const { router, unmount } = await openPostJob(
      'recruiter@example.com',
      '/postjob?job=site-reliability-engineer-13',
    );
    enter('Job title', 'Site Reliability Engineer II');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
    unmount();
    await showPostJob('/postjob?job=site-reliability-engineer-13');
    expect(title().value).toBe('Site Reliability Engineer II');
    expect(screen.queryByRole('status', { busy: false })).toBeNull();
  });

  it('asks before leaving a changed form, for another page and for a reload', async () => {
    const { router } = await openPostJob();
    expect(reloadIsHeldUp()).toBe(false);
    enter('Job title', 'Backend Engineer Trainee');
    expect(reloadIsHeldUp()).toBe(true);

    const user = userEvent.setup();
    await act(() => router.navigate('/myjobs'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave this page?' }));
    expect(
      dialog.getByText('What you typed stays as a draft on this device until you come back to it.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/postjob');
    await act(() => router.navigate('/myjobs'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/myjobs'));
  });

  it('says so in Tamil', async () => {
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    const { unmount } = await openPostJob();
    fireEvent.change(screen.getByLabelText(tn.jobPosting.field.title), {
      target: { value: 'Backend Engineer Trainee' },
    });
    unmount();
    await showPostJob();
    const note = within(screen.getByRole('status', { busy: false }));
    expect(note.getByText(/சேமிக்காத உங்கள் வரைவு \(.*\) மீட்கப்பட்டது\./)).toBeTruthy();
    expect(note.getByRole('button', { name: 'வரைவை நீக்கு' })).toBeTruthy();
  });
});
