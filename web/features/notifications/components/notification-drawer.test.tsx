import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { setNotificationPanel } from '../../../shared/ui/ui-state.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { examApp } from '../../exam/exam-app.ts';
import { useResumeTest } from '../../exam/hooks/use-resume-test.ts';
import { StudentHome } from '../../home/components/student-home.tsx';
import { seededUnread } from '../testing.ts';
import { NotificationDrawer } from './notification-drawer.tsx';

/** The drawer as the signed-in shell wires it: Resume opens the test the exam feature's way. */
function ShellDrawer() {
  return <NotificationDrawer onResumeTest={useResumeTest()} />;
}

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

/** The stub's seed: student@ has test 101 running (40 of 60 minutes left), student2@ has none. */
const withRunningTest = 'student@example.com';
const withoutRunningTest = 'student2@example.com';

/**
 * Signs `email` in at a fresh stub backend and opens the drawer. The backend starts here, after any
 * fake clock: seeded on the clock it answers by, the running test has exactly 40 minutes left.
 */
async function openDrawerFor(email: string) {
  const backend = startStubBackend();
  await backend.signInAs(email);
  setNotificationPanel(true);
  const view = renderWithApp(<ShellDrawer />, { at: '/home' });
  return { ...view, backend };
}

describe('the notification drawer (seed §2, D15)', () => {
  it('says there are no notifications when no test is running', async () => {
    await openDrawerFor(withoutRunningTest);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByText('No notifications')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Resume test' })).toBeNull();
  });

  it('shows the running test: its name, its length and the time left, counting down', async () => {
    vi.useFakeTimers();
    await openDrawerFor(withRunningTest);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const drawer = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByText('Aptitude Assessment — Round 1')).toBeTruthy();
    expect(within(drawer).getByText('01:00:00')).toBeTruthy();
    expect(within(drawer).getByRole('timer').textContent).toBe('00:40:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(drawer).getByRole('timer').textContent).toBe('00:39:59');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(within(drawer).getByRole('timer').textContent).toBe('00:38:59');
  });

  it('resumes the test: reload flag and overlay at once, the test screen after 1 s', async () => {
    vi.useFakeTimers();
    const { router } = await openDrawerFor(withRunningTest);
    await act(() => vi.advanceTimersByTimeAsync(50));
    // fireEvent: user-event's own pauses would spend the fake second this test measures.
    fireEvent.click(screen.getByRole('button', { name: 'Resume test' }));
    expect(examApp).toMatchObject({ CourseID: 1, TaskID: 101, reload: true });
    expect(state.ui.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(router.state.location.pathname).toBe('/home');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/test/test/1/101');
  });

  it('closes when the student moves to another page', async () => {
    const { router } = await openDrawerFor(withoutRunningTest);
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(state.ui.notificationPanel).toBe(true);
    await act(() => router.navigate('/jobs'));
    expect(state.ui.notificationPanel).toBe(false);
  });

  it('does not ask the server again when it opens', async () => {
    const { backend } = await openDrawerFor(withRunningTest);
    const asked = () => backend.callsTo('/common/v1/notification').length;
    await screen.findByText('Aptitude Assessment — Round 1');
    await vi.waitFor(() => expect(asked()).toBe(1));
    act(() => setNotificationPanel(false));
    act(() => setNotificationPanel(true));
    await screen.findByText('Aptitude Assessment — Round 1');
    expect(asked()).toBe(1);
  });
});

type EventsAnswer = {
  body: { unreadCount: number; items: { EventID: number; read: boolean; job: { slug: string } }[] };
};

describe("the drawer lists the student's events (D26)", () => {
  it('words each event with its job, newest first, and marks the unread ones read', async () => {
    const { backend } = await openDrawerFor(withRunningTest);
    const events = await screen.findByRole('region', { name: 'Updates on your applications' });
    const items = within(events).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(seededUnread.interview);
    expect(items[1]?.textContent).toContain(seededUnread.shortlisted);
    // The running test stays first in the drawer.
    expect(screen.getByText('Aptitude Assessment — Round 1')).toBeTruthy();

    await vi.waitFor(() => expect(backend.callsTo('/events/v1/list')).toHaveLength(2));
    await act(() => backend.settled());
    const [shown, afterMarking] = backend
      .callsTo('/events/v1/list')
      .map((call) => (call.answer?.body as EventsAnswer | undefined)?.body);
    const unread = shown?.items.filter((event) => !event.read).map((event) => event.EventID);
    expect(unread).toHaveLength(seededUnread.count);
    expect(backend.callsTo('/events/v1/markRead').map((call) => call.body)).toEqual([
      { EventIDs: unread },
    ]);
    // Marked read, the list is asked again and says so; the ones just read still show as new.
    expect(afterMarking?.unreadCount).toBe(0);
    expect(within(events).getAllByText('New')).toHaveLength(seededUnread.count);
  });

  it("opens an event's job on the student's job board", async () => {
    const { router, backend } = await openDrawerFor(withRunningTest);
    const events = await screen.findByRole('region', { name: 'Updates on your applications' });
    const first = within(events).getAllByRole('link')[0];
    await act(() => backend.settled());
    const slug = backend
      .callsTo('/events/v1/list')
      .map((call) => call.answer?.body as EventsAnswer)[0]?.body.items[0]?.job.slug;
    await userEvent.click(first as HTMLElement);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/jobs?job=${slug}`,
    );
    expect(state.ui.notificationPanel).toBe(false);
  });
});

describe("the drawer over the student's /home (issue 26, axe's landmark-unique)", () => {
  it("names its events' region apart from the page's own regions", async () => {
    const backend = startStubBackend();
    await backend.signInAs(withRunningTest);
    setNotificationPanel(true);
    renderWithApp(
      <>
        <StudentHome />
        <ShellDrawer />
      </>,
      { at: '/home' },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(drawer).findAllByRole('listitem');
    await screen.findAllByRole('region', { name: 'Your applications' });
    const names = screen.getAllByRole('region').map((region) => {
      const labelledBy = region.getAttribute('aria-labelledby');
      return labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : region.getAttribute('aria-label');
    });
    expect(names.length).toBeGreaterThan(2);
    expect(new Set(names).size).toBe(names.length);
  });
});
