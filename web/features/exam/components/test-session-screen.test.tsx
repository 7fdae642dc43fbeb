import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { signIn, signOut } from '../../../shared/session/session-store.ts';
import { runningTest } from '../../../test/active-test.ts';
import { tokenExpiringAt } from '../../../test/jwt.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { TestSessionScreen } from './test-session-screen.tsx';

function signInAs(role: string) {
  signIn({
    token: tokenExpiringAt(Math.floor(Date.now() / 1000) + 3600),
    user: {
      displayName: 'Kavya',
      role,
      userType: 7,
      UserSessionID: 's-1',
      email: 'student@example.com',
      photoURL: '',
      shortcuts: [],
    },
    activeTestDetails: null,
  });
}

afterEach(() => {
  vi.useRealTimers();
  signOut();
});

const screenFor = (
  session: { activeTest: ActiveTestDetails | null; receivedAt: number } | undefined,
  { failed = false, onRetry = () => {} } = {},
) => (
  <TestSessionScreen
    courseId={1}
    taskId={101}
    session={session}
    failed={failed}
    onRetry={onRetry}
  />
);

describe('the test screen until the timed test arrives (D15)', () => {
  it('shows the running test with its length and the time left, counting down', async () => {
    vi.useFakeTimers();
    signInAs('Student');
    renderWithApp(screenFor({ activeTest: runningTest, receivedAt: performance.now() }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Aptitude Assessment — Round 1',
    );
    expect(screen.getByText('01:00:00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:40:00');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('timer').textContent).toBe('00:39:57');
    expect(screen.getByText(/questions of this test will open on this page/)).toBeTruthy();
  });

  it('says the test is not running when the URL names another attempt, with a way back', () => {
    signInAs('Student');
    renderWithApp(
      screenFor({ activeTest: { ...runningTest, TaskID: 102 }, receivedAt: performance.now() }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This test is not running');
    expect(screen.getByRole('link', { name: 'Back to your start page' }).getAttribute('href')).toBe(
      '/home',
    );
  });

  it('sends a client admin back to their own start page when they have no test', () => {
    signInAs('ClientAdmin');
    renderWithApp(screenFor({ activeTest: null, receivedAt: performance.now() }));
    expect(screen.getByRole('link', { name: 'Back to your start page' }).getAttribute('href')).toBe(
      '/admindashboard',
    );
  });

  it('says the test has stopped running once its time is up', async () => {
    vi.useFakeTimers();
    signInAs('Student');
    renderWithApp(
      screenFor({
        activeTest: { ...runningTest, RemainingTime: 2 },
        receivedAt: performance.now(),
      }),
    );
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This test is not running');
  });

  it('says it is loading until the figures arrive, and offers a retry when they do not', async () => {
    signInAs('Student');
    const onRetry = vi.fn();
    const { rerender } = renderWithApp(screenFor(undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading your test…');
    rerender(screenFor(undefined, { failed: true, onRetry }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
