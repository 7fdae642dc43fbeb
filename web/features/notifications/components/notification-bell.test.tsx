import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, state } from '../../../shared/session/session-store.ts';
import { answerNotification, renderAt, runningTest, studentSession } from '../testing.tsx';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  signOut();
});

const bell = () => screen.getByRole('button', { name: 'Notifications' });
/** The red dot antd draws (it leaves with an animation, so its leaving copy does not count). */
const dotShown = (container: HTMLElement) =>
  container.querySelector('.ant-badge-dot[data-show="true"]') !== null;

describe('the notification bell (D15)', () => {
  it('says a test is in progress, with a dot, while the server reports one', async () => {
    signIn(studentSession(runningTest));
    answerNotification(runningTest);
    const { container } = renderAt(<NotificationBell />);
    expect(
      await screen.findByRole('button', {
        name: 'Notifications',
        description: 'You have a test in progress',
      }),
    ).toBeTruthy();
    expect(dotShown(container)).toBe(true);
  });

  it('shows no dot and says nothing more when there is no running test', async () => {
    signIn(studentSession(null));
    const fetchMock = answerNotification(null);
    const { container } = renderAt(<NotificationBell />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bell().getAttribute('aria-describedby')).toBeNull();
    expect(dotShown(container)).toBe(false);
  });

  it('drops the dot login reported once the server says the test is over', async () => {
    signIn(studentSession(runningTest));
    answerNotification(null);
    const { container } = renderAt(<NotificationBell />);
    expect(dotShown(container)).toBe(true);
    await vi.waitFor(() => expect(dotShown(container)).toBe(false));
    expect(bell().getAttribute('aria-describedby')).toBeNull();
  });

  it('opens the drawer and closes it again', async () => {
    signIn(studentSession(null));
    answerNotification(null);
    renderAt(<NotificationBell />);
    const user = userEvent.setup();
    await user.click(bell());
    expect(state.ui.notificationPanel).toBe(true);
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await user.click(bell());
    expect(state.ui.notificationPanel).toBe(false);
  });

  it('asks the server on sign-in, on window focus and every 60 s', async () => {
    vi.useFakeTimers();
    signIn(studentSession(runningTest));
    const fetchMock = answerNotification(runningTest);
    renderAt(<NotificationBell />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/common/v1/notification');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
