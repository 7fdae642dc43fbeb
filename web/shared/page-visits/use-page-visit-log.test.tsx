import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  type NavigateFunction,
  Outlet,
  RouterProvider,
  useNavigate,
  useNavigation,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginBody } from '#openapi/user.ts';
import { type StubBackendFixture, startStubBackend } from '../../test/stub-backend.ts';
import { signOut } from '../session/session-store.ts';
import { PAGE_VISIT_QUEUE_KEY } from './page-visit-queue.ts';
import { queuedPageVisits } from './testing.ts';
import { usePageVisitLog } from './use-page-visit-log.ts';

const start = new Date('2025-01-02T03:04:05Z');
const startSeconds = start.getTime() / 1000;

let navigate: NavigateFunction = () => undefined;
let backend: StubBackendFixture;
let session: LoginBody;

function SignedInLayout() {
  usePageVisitLog();
  navigate = useNavigate();
  return null;
}

function mountAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SignedInLayout />
    </MemoryRouter>,
  );
}

const sentBodies = () => backend.callsTo('/task/v1/saveURL').map(({ body }) => body);

function setVisibility(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: visibility });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(start);
  // On the faked clock too, so what the stub stores is stamped at the test's own times.
  backend = startStubBackend();
  session = await backend.signInAs('recruiter@example.com');
});

// The fixture rejects a request still out when a test ends, as an unloaded page's would be.
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  signOut();
});

describe('usePageVisitLog (seed §4, §9)', () => {
  it('queues the page it opens on and every route change', async () => {
    mountAt('/home');
    await vi.advanceTimersByTimeAsync(2000);
    act(() => {
      void navigate('/myjobs?status=open');
    });
    expect(queuedPageVisits()).toEqual([
      { url: '/home', time: startSeconds },
      { url: '/myjobs?status=open', time: startSeconds + 2 },
    ]);
  });

  it('sends the queue 5 seconds on, not before, and then clears it', async () => {
    mountAt('/home');
    await vi.advanceTimersByTimeAsync(4999);
    expect(backend.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBodies()).toEqual([
      { data: [{ url: '/home', time: startSeconds }], UserSessionID: session.UserSessionID },
    ]);
    // The stub answers in real time (it checks the token's signature), not on the fake clock.
    await backend.settled();
    expect(queuedPageVisits()).toEqual([]);
    expect(await backend.qa.visits()).toEqual([
      {
        email: 'recruiter@example.com',
        UserSessionID: session.UserSessionID,
        url: '/home',
        time: startSeconds,
        receivedAt: '2025-01-02T03:04:10.000Z',
      },
    ]);
  });

  it('sends nothing on a tick when nothing is queued', async () => {
    mountAt('/home');
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(backend.calls).toHaveLength(1);
  });

  it('keeps what a failed tick could not send and sends it on the next one', async () => {
    // The stub does not go down: an unavailable server's 503 stands in.
    backend.failNext({ status: 503, body: { status: false, message: 'down' } });
    mountAt('/home');
    await vi.advanceTimersByTimeAsync(5000);
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: startSeconds }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(backend.calls).toHaveLength(2);
    await backend.settled();
    expect(queuedPageVisits()).toEqual([]);
    expect((await backend.qa.visits()).map(({ url }) => url)).toEqual(['/home']);
  });

  it('sends at once, with keepalive, when the page is hidden', async () => {
    mountAt('/home');
    await vi.advanceTimersByTimeAsync(1000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]?.keepalive).toBe(true);
    await backend.settled();
    expect(queuedPageVisits()).toEqual([]);
  });

  it('hands the queue to a keepalive request when the page unloads', async () => {
    backend.failNext({ network: 'hang' });
    mountAt('/home');
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]?.keepalive).toBe(true);
    expect(queuedPageVisits()).toEqual([]);
  });

  it('keeps the queue when the page only goes into the back-forward cache', async () => {
    backend.failNext({ network: 'hang' });
    mountAt('/home');
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(queuedPageVisits()).toEqual([{ url: '/home', time: startSeconds }]);
  });

  it('drops the queue when the session ends', async () => {
    mountAt('/home');
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).not.toBeNull();
    act(() => signOut());
    expect(localStorage.getItem(PAGE_VISIT_QUEUE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(backend.calls).toEqual([]);
  });

  it('stops ticking once unmounted', async () => {
    const { unmount } = mountAt('/home');
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(backend.calls).toEqual([]);
  });
});

describe('usePageVisitLog in the data router: a visit is queued when the navigation starts', () => {
  /** The signed-in shell's way: the page a navigation is on its way to is handed in. */
  function DataRouterLayout() {
    usePageVisitLog(useNavigation().location);
    return <Outlet />;
  }

  /** /home is there at once; /dashboard's code arrives only when `arrive` is called. */
  function mountSlowPage() {
    let arrive: () => void = () => undefined;
    const module = new Promise<{ Component: () => null }>((resolve) => {
      arrive = () => resolve({ Component: () => null });
    });
    const router = createMemoryRouter(
      [
        {
          element: <DataRouterLayout />,
          children: [
            { path: '/home', element: null },
            { path: '/dashboard', lazy: () => module },
            { path: '/myjobs', element: null },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    return { router, arrive };
  }

  it('queues a page whose code has not arrived yet, and only once when it shows', async () => {
    const { router, arrive } = mountSlowPage();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => {
      void router.navigate('/dashboard');
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/home');
    expect(queuedPageVisits().map(({ url }) => url)).toEqual(['/home', '/dashboard']);
    arrive();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(queuedPageVisits().map(({ url }) => url)).toEqual(['/home', '/dashboard']);
  });

  it('keeps the visit of a page left before it showed', async () => {
    const { router } = mountSlowPage();
    act(() => {
      void router.navigate('/dashboard');
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => {
      void router.navigate('/myjobs');
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/myjobs');
    expect(queuedPageVisits().map(({ url }) => url)).toEqual(['/home', '/dashboard', '/myjobs']);
  });
});
