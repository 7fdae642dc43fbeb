import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecruiterEventsPage } from '#openapi/events.ts';
import tn from '../../../public/assets/languages/tn/translation.json';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { setNotificationPanel } from '../../../shared/ui/ui-state.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationDrawer } from './notification-drawer.tsx';

// D34: a recruiter's bell tells of the students' steps on their own jobs; a client admin's tells
// nothing. Before D34 recruiter@'s drawer said "No notifications" whatever happened on their jobs.

afterEach(async () => {
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

const recruiterList = '/events/v1/recruiter/list';

/** Signs `email` in at a fresh stub backend and shows the bell and the open drawer. */
async function bellAndDrawerFor(email: string) {
  const backend = startStubBackend();
  await backend.signInAs(email);
  setNotificationPanel(true);
  const view = renderWithApp(
    <>
      <NotificationBell />
      <NotificationDrawer onResumeTest={() => {}} />
    </>,
    { at: '/home' },
  );
  const firstAnswer = () =>
    (backend.callsTo(recruiterList)[0]?.answer?.body as { body: RecruiterEventsPage } | undefined)
      ?.body;
  return { ...view, backend, firstAnswer };
}

describe("the recruiter's bell (D34)", () => {
  it('lights the dot and lists the events of their own jobs, worded in the UI language', async () => {
    const { backend, firstAnswer } = await bellAndDrawerFor('recruiter@example.com');
    const events = await screen.findByRole('region', { name: 'Updates on your jobs' });
    const shown = firstAnswer();
    if (!shown) throw new Error('the drawer did not ask for the recruiter’s events');
    expect(shown.unreadCount).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', {
        name: 'Notifications',
        description: `${shown.unreadCount} unread notification${shown.unreadCount === 1 ? '' : 's'}`,
      }),
    ).toBeTruthy();
    const items = within(events).getAllByRole('listitem');
    expect(items).toHaveLength(shown.items.length);
    // The SPA's own words match the server's English for every kind listed.
    shown.items.forEach((event, index) => {
      expect(items[index]?.textContent).toContain(event.message);
    });
    await vi.waitFor(() =>
      expect(backend.callsTo('/events/v1/markRead').map((call) => call.body)).toEqual([
        { EventIDs: shown.items.filter((event) => !event.read).map((event) => event.EventID) },
      ]),
    );
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    const tamil = await screen.findByRole('region', { name: 'உங்கள் வேலைகள் பற்றிய செய்திகள்' });
    const first = shown.items[0];
    const kindWords: Record<string, string> = {
      applied: 'விண்ணப்பித்துள்ளார்',
      testSubmitted: 'சமர்ப்பித்துள்ளார்',
      offerAccepted: 'ஏற்றுக்கொண்டார்',
      offerDeclined: 'நிராகரித்தார்',
      withdrawn: 'திரும்பப் பெற்றார்',
    };
    expect(within(tamil).getAllByRole('listitem')[0]?.textContent).toContain(
      `${first?.job.title} பணி`,
    );
    expect(within(tamil).getAllByRole('listitem')[0]?.textContent).toContain(
      kindWords[first?.kind ?? ''],
    );
  });

  it("opens the job's pipeline on the stage where the candidate is now", async () => {
    const { router, firstAnswer } = await bellAndDrawerFor('recruiter@example.com');
    const events = await screen.findByRole('region', { name: 'Updates on your jobs' });
    const first = firstAnswer()?.items[0];
    await userEvent.click(within(events).getAllByRole('link')[0] as HTMLElement);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/progress/${first?.job.slug}?stage=${first?.stage}`,
    );
    expect(state.ui.notificationPanel).toBe(false);
  });

  it('is quiet for a client admin, who never asks for events', async () => {
    const { backend, container } = await bellAndDrawerFor('clientadmin@example.com');
    await screen.findByText('No notifications');
    await act(() => backend.settled());
    expect(backend.callsTo(recruiterList)).toEqual([]);
    expect(backend.callsTo('/events/v1/list')).toEqual([]);
    expect(container.ownerDocument.querySelector('.notification-bell-dot')).toBeNull();
  });
});
