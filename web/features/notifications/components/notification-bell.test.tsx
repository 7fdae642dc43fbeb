import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { readAllEvents, seededUnread } from '../testing.ts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

/** The stub's seed: student@ has test 101 running and unread events, student2@ has neither. */
const withRunningTest = 'student@example.com';
const withoutRunningTest = 'student2@example.com';

/** Signs `email` in at a fresh stub backend and shows the bell. */
async function bellFor(email: string) {
  const backend = startStubBackend();
  await backend.signInAs(email);
  const view = renderWithApp(<NotificationBell />, { at: '/home' });
  return {
    ...view,
    backend,
    asked: () => backend.callsTo('/common/v1/notification').length,
    askedEvents: () => backend.callsTo('/events/v1/list').length,
  };
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
/** The bell's red dot. */
const dotShown = (container: HTMLElement) =>
  container.querySelector('.notification-bell-dot') !== null;

describe('the notification bell (D15)', () => {
  it('says a test is in progress, with a dot, while the server reports one', async () => {
    const { container } = await bellFor(withRunningTest);
    expect(
      await screen.findByRole('button', {
        name: 'Notifications',
        description: 'You have a test in progress',
      }),
    ).toBeTruthy();
    expect(dotShown(container)).toBe(true);
  });

  it('shows no dot and says nothing more when there is no running test', async () => {
    const { container, backend } = await bellFor(withoutRunningTest);
    await vi.waitFor(() => expect(backend.calls).toHaveLength(2));
    await act(() => backend.settled());
    expect(bell().getAttribute('aria-describedby')).toBeNull();
    expect(dotShown(container)).toBe(false);
  });

  it('drops the dot login reported once the server says the test is over', async () => {
    const backend = startStubBackend();
    const { token } = await backend.signInAs(withRunningTest);
    await readAllEvents(backend, token);
    // The test's 40 minutes run out on the server before the bell first asks.
    backend.moveClock(2400 * 1000);
    const { container } = renderWithApp(<NotificationBell />, { at: '/home' });
    expect(dotShown(container)).toBe(true);
    await vi.waitFor(() => expect(dotShown(container)).toBe(false));
    expect(bell().getAttribute('aria-describedby')).toBeNull();
  });

  it('opens the drawer and closes it again', async () => {
    await bellFor(withoutRunningTest);
    const user = userEvent.setup();
    await user.click(bell());
    expect(state.ui.notificationPanel).toBe(true);
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await user.click(bell());
    expect(state.ui.notificationPanel).toBe(false);
  });

  it('asks the server on sign-in, on window focus and every 60 s', async () => {
    vi.useFakeTimers();
    const { backend, asked, askedEvents } = await bellFor(withRunningTest);
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The stub answers in real time: the focus below must find this request done, not in flight.
    await act(() => backend.settled());
    expect([asked(), askedEvents()]).toEqual([1, 1]);
    expect(backend.calls.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'GET /common/v1/notification',
      'GET /events/v1/list',
    ]);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => backend.settled());
    expect([asked(), askedEvents()]).toEqual([2, 2]);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect([asked(), askedEvents()]).toEqual([2, 2]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => backend.settled());
    expect([asked(), askedEvents()]).toEqual([3, 3]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect([asked(), askedEvents()]).toEqual([4, 4]);
  });

  it("asks first once the page has loaded and drawn, after the page's own calls (issue 29)", async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      const { backend, asked, askedEvents, container } = await bellFor(withRunningTest);
      await act(() => backend.settled());
      expect([asked(), askedEvents()]).toEqual([0, 0]);
      // Meanwhile the running test that sign-in reported stands in.
      expect(dotShown(container)).toBe(true);

      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      await act(() => backend.settled());
      expect([asked(), askedEvents()]).toEqual([1, 1]);
    } finally {
      readyState.mockRestore();
    }
  });
});

describe("the bell and the student's events (D26)", () => {
  it('lights the dot and says how many are unread, with no test running', async () => {
    const backend = startStubBackend();
    await backend.signInAs(withRunningTest);
    // The running test is over on the server: only the events are left to tell.
    backend.moveClock(2400 * 1000);
    const { container } = renderWithApp(<NotificationBell />, { at: '/home' });
    expect(
      await screen.findByRole('button', {
        name: 'Notifications',
        description: `${seededUnread.count} unread notifications`,
      }),
    ).toBeTruthy();
    expect(dotShown(container)).toBe(true);
    expect(backend.callsTo('/events/v1/list')[0]?.query).toEqual({ pageSize: '20' });
  });

  it('tells of both the running test and the unread events', async () => {
    await bellFor(withRunningTest);
    expect(
      await screen.findByRole('button', {
        name: 'Notifications',
        description: `You have a test in progress ${seededUnread.count} unread notifications`,
      }),
    ).toBeTruthy();
  });

  it('never asks for events for a role that has none: a client admin (D34)', async () => {
    const { container, backend } = await bellFor('clientadmin@example.com');
    await vi.waitFor(() => expect(backend.calls).toHaveLength(1));
    await act(() => backend.settled());
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => backend.settled());
    expect(backend.calls.map(({ path }) => path)).toEqual([
      '/common/v1/notification',
      '/common/v1/notification',
    ]);
    expect(dotShown(container)).toBe(false);
  });
});
