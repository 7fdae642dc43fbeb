import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestStudentHome } from '../../features/home/api/student-home-requests.ts';
import { signOut } from '../../shared/session/session-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { startStubBackend } from '../../test/stub-backend.ts';
import { Component as Home } from './home.tsx';

afterEach(() => {
  signOut();
});

describe("the student's /home while it loads (issue 13)", () => {
  it('shows what comes below the tests only once the tests are in, so nothing moves under the reader', async () => {
    const backend = startStubBackend();
    await backend.signInAs('student@example.com');
    const tasks = backend.hold();
    renderWithApp(<Home />, { at: '/home' });
    expect((await tasks.sent).path).toBe('/test/v1/tasks');
    // The rest of the page asks at the same time: hiding it costs no round trip.
    await act(() => backend.settled());
    expect(backend.callsTo('/jobs/v1/listStudentJobs')).toHaveLength(1);
    expect(backend.callsTo('/applications/v1/listMine')).toHaveLength(1);
    expect(screen.getByText('Loading…')).toBeTruthy();
    // Answered, and drawn, but not shown yet: the tests' list would push them down when it came.
    expect(screen.queryByRole('region', { name: 'Recommended jobs' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your applications' })).toBeNull();

    tasks.release();
    const tests = await screen.findByRole('region', { name: 'Your tests' });
    expect(within(tests).getAllByRole('listitem').length).toBeGreaterThan(0);
    // Shown from a render of their own, after the tests' (useDeferredValue).
    expect(await screen.findByRole('region', { name: 'Recommended jobs' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Your applications' })).toBeTruthy();
  });
});

describe("the student's /home asked for as the app starts (issue 13)", () => {
  it('is answered by the requests sent early: the page sends none of its own', async () => {
    const backend = startStubBackend();
    await backend.signInAs('student@example.com');
    backend.calls.length = 0;
    requestStudentHome();
    renderWithApp(<Home />, { at: '/home' });
    const tests = await screen.findByRole('region', { name: 'Your tests' });
    expect(within(tests).getAllByRole('listitem').length).toBeGreaterThan(0);
    await screen.findByRole('region', { name: 'Recommended jobs' });
    await act(() => backend.settled());
    expect(backend.calls.map(({ path }) => path).sort()).toEqual([
      '/applications/v1/listMine',
      '/jobs/v1/listStudentJobs',
      '/test/v1/tasks',
      '/user/v1/getUserInfo',
    ]);
  });
});
