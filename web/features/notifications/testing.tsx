// Fixtures for this feature's tests: a signed-in student, a stubbed notification endpoint and the
// app's providers around a memory router whose location the tests can read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ActiveTestDetails } from '#openapi/user.ts';
import type { SessionUser } from '../../shared/session/session-store.ts';
import { runningTest } from '../../test/active-test.ts';
import { tokenExpiringAt } from '../../test/jwt.ts';

/** A student session as login leaves it, with the test login reported (or none). */
export function studentSession(activeTestDetails: ActiveTestDetails | null) {
  const user: SessionUser = {
    displayName: 'Kavya',
    role: 'Student',
    userType: 7,
    UserSessionID: 'student-session',
    email: 'student@example.com',
    photoURL: '',
    shortcuts: [],
  };
  return {
    token: tokenExpiringAt(Math.floor(Date.now() / 1000) + 86_400),
    user,
    activeTestDetails,
  };
}

/** Stubs fetch: common/v1/notification answers with `activeTest`; returns the mock to count calls. */
export function answerNotification(activeTest: ActiveTestDetails | null) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(
        JSON.stringify({ status: true, message: '', body: { activeTestDetails: activeTest } }),
        { status: 200 },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders `ui` at `path` (and a test-screen stand-in) with a fresh query client. */
export function renderAt(ui: ReactElement, path = '/home') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/home', element: ui },
      { path: '/jobs', element: ui },
      { path: '/test/test/:CourseID/:TaskID', element: <p>Test screen</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export { runningTest };
