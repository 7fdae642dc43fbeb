import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(screen.getByRole('region', { name: 'Recommended jobs' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your applications' })).toBeTruthy();
  });
});
