import type { PageVisit } from '#openapi/task.ts';
import { state } from '../session/session-store.ts';
import { saveUrl } from './save-url.ts';

/** Where the queue waits between flushes, so a reload loses nothing (seed §4). */
export const PAGE_VISIT_QUEUE_KEY = 'pageVisitQueue';

/** One saveURL request takes at most this many visits (openapi/task.ts); older ones give way. */
export const MAX_QUEUED_VISITS = 500;

/** A queued visit; `id` tells a sent entry from an identical one queued while it was in flight. */
type QueuedVisit = PageVisit & { id: string };

/**
 * The queue belongs to the session that recorded it: the server refuses visits sent under another
 * session's id, and a new sign-in must not report the previous user's pages. `failing` says the
 * last flush failed, for the next page too (see handOffPageVisits).
 */
type QueueRecord = { UserSessionID: string | null; visits: QueuedVisit[]; failing: boolean };

const emptyQueue = (): QueueRecord => ({ UserSessionID: null, visits: [], failing: false });

let nextId = 0;
const visitId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}-${Math.random()}`;

// Read and written on every change rather than cached: other tabs of the same session share it.
function readQueue(): QueueRecord {
  const raw = localStorage.getItem(PAGE_VISIT_QUEUE_KEY);
  if (!raw) return emptyQueue();
  try {
    const saved = JSON.parse(raw) as Partial<QueueRecord>;
    return {
      UserSessionID: typeof saved.UserSessionID === 'string' ? saved.UserSessionID : null,
      visits: Array.isArray(saved.visits) ? saved.visits : [],
      failing: saved.failing === true,
    };
  } catch {
    return emptyQueue();
  }
}

function writeQueue(record: QueueRecord): void {
  if (record.visits.length === 0) localStorage.removeItem(PAGE_VISIT_QUEUE_KEY);
  else localStorage.setItem(PAGE_VISIT_QUEUE_KEY, JSON.stringify(record));
}

const currentSessionId = () => (state.auth.token ? (state.auth.user?.UserSessionID ?? null) : null);

/** Queues a visit to `url` (pathname and search) at `now`, kept as epoch seconds (seed §3). */
export function recordPageVisit(url: string, now: number = Date.now()): void {
  const sessionId = currentSessionId();
  if (!sessionId) return;
  const saved = readQueue();
  const ours = saved.UserSessionID === sessionId;
  const visits = ours ? saved.visits : [];
  visits.push({ id: visitId(), url, time: Math.floor(now / 1000) });
  writeQueue({
    UserSessionID: sessionId,
    visits: visits.slice(-MAX_QUEUED_VISITS),
    failing: ours && saved.failing,
  });
}

/** Drops every queued visit: the session that recorded them has ended (D9). */
export function clearPageVisits(): void {
  localStorage.removeItem(PAGE_VISIT_QUEUE_KEY);
}

/** Takes `sent` out of the queue, leaving whatever was queued meanwhile: the server took them. */
function removeVisits(sent: ReadonlySet<string>): void {
  const now = readQueue();
  writeQueue({ ...now, visits: now.visits.filter(({ id }) => !sent.has(id)), failing: false });
}

function markFailing(): void {
  const now = readQueue();
  if (now.visits.length > 0) writeQueue({ ...now, failing: true });
}

/** The visits a keepalive request is carrying right now, if one is out. */
let keepaliveBatch: ReadonlySet<string> | null = null;

async function sendQueued(keepalive: boolean): Promise<void> {
  const sessionId = currentSessionId();
  if (!sessionId) return;
  const { UserSessionID, visits } = readQueue();
  if (UserSessionID !== sessionId) {
    clearPageVisits();
    return;
  }
  if (visits.length === 0) return;
  const sent = new Set(visits.map(({ id }) => id));
  if (keepalive) keepaliveBatch = sent;
  try {
    await saveUrl(
      { data: visits.map(({ url, time }) => ({ url, time })), UserSessionID: sessionId },
      { keepalive },
    );
  } catch {
    // Kept as they are; the next flush tries again.
    markFailing();
    return;
  } finally {
    if (keepaliveBatch === sent) keepaliveBatch = null;
  }
  removeVisits(sent);
}

/** Tabs of one browser share the queue; the lock keeps two of them from sending it twice. */
function withQueueLock(task: () => Promise<void>): Promise<void> {
  const locks = navigator.locks;
  return locks ? locks.request(PAGE_VISIT_QUEUE_KEY, task) : task();
}

/** The flush under way or waiting, if any; later flushes queue up behind it. */
let flushing: Promise<void> | null = null;

/**
 * Sends every queued visit with the session's UserSessionID and removes exactly those on success;
 * on failure they stay. Flushes run one after another, never two at once. Always resolves.
 *
 * `keepalive` is for a page being hidden, which may be unloading: only a request started before
 * the current task ends goes out. So it starts at once when no flush is under way, and skips the
 * cross-tab lock (granted in a later task).
 */
export function flushPageVisits(options: { keepalive?: boolean } = {}): Promise<void> {
  const keepalive = options.keepalive === true;
  const send = () => (keepalive ? sendQueued(true) : withQueueLock(() => sendQueued(false)));
  const flush = (flushing ? flushing.then(send) : send()).catch(() => undefined);
  const settled: Promise<void> = flush.then(() => {
    if (flushing === settled) flushing = null;
  });
  flushing = settled;
  return settled;
}

/** The 5-second tick (seed §9): a flush when visits wait and none is already on its way. */
export function flushIfDue(): void {
  if (!flushing && readQueue().visits.length > 0) void flushPageVisits();
}

/**
 * The page is unloading (pagehide): a keepalive request outlives it, but no answer will come back
 * to take its visits out of the queue, and the next page would send them a second time. So, while
 * the server has been answering, the visits are dropped once handed to that request. While it has
 * been failing, or the browser is offline, they stay queued for the next page to retry.
 */
export function handOffPageVisits(): void {
  void flushPageVisits({ keepalive: true });
  const batch = keepaliveBatch;
  if (!batch || readQueue().failing || navigator.onLine === false) return;
  removeVisits(batch);
}
