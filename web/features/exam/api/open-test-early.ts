import type { TestOpenRequest } from '#openapi/exam.ts';
import * as examRoutes from '#openapi/routes/exam.gen.ts';
import { EARLY_ANSWER_MS, requestHeaders } from '../../../shared/api/early-requests.ts';
import { buildUrl } from '../../../shared/api/request-headers.ts';
import { hasStaleToken } from '../../../shared/session/session-expiry.ts';
import { state } from '../../../shared/session/session-store.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';
import { isTestAddress, type TestAddress } from '../model/test-address.ts';
import { newWriterID } from '../model/writer.ts';
import { OPEN_GLOBAL, type PagedOpen } from '../pre-paint/page-data.ts';

/** The early open's response, with the device times of its own round trip. */
export type EarlyOpenAnswer = { response: Response; times: RequestTimes };

/** The one open this page load sent while the app was starting, until the test screen takes it. */
let early: PagedOpen | null = null;

/**
 * Opens the attempt at the address while the app is still starting (issue 29): the screen asked
 * only once its code had come and React had drawn it, two waves of code and a render later on a
 * phone, and the question waits on this answer. It claims the attempt (D15) for this page load's
 * writer, the id the screen then takes (earlyWriterID) and writes with: the claim the screen would
 * have made itself, a moment sooner. Sent by the router only for a page the session may open, once
 * per page load, as soon as this module has come (pages.ts; index.html asks for its chunk at a
 * test's address): the screen, whose code imports this module too, comes later (its chunks, then a
 * render React schedules), so it always finds the writer made. It sends with `fetch` and leaves the
 * API client to the screen (open-attempt.ts). The times are those of this round trip, so the
 * countdown is pinned to when the answer really came, however late the screen reads it.
 */
export function openTestEarly(address: TestAddress): void {
  const token = state.auth.token;
  if (!isTestAddress(address) || token === null || hasStaleToken()) return;
  if (takePagedOpen(address)) return;
  const writerID = newWriterID();
  const body: TestOpenRequest = { CourseID: address.CourseID, TaskID: address.TaskID, writerID };
  const sentAt = performance.now();
  const answer = fetch(buildUrl(examRoutes.testOpen.path, undefined), {
    method: examRoutes.testOpen.method,
    headers: { ...requestHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => ({
    response,
    times: { sentAt, receivedAt: performance.now(), wallReceivedAt: Date.now() },
  }));
  // A failure is the screen's to handle, when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  early = { CourseID: address.CourseID, TaskID: address.TaskID, writerID, askedAt: sentAt, answer };
}

/**
 * The open the page itself sent for this address, as it arrived (the test page's pre-paint,
 * ../pre-paint/pre-paint.ts), taken as this page load's early open: one claim, one writer.
 */
function takePagedOpen({ CourseID, TaskID }: TestAddress): boolean {
  const globals = window as unknown as Record<string, PagedOpen | undefined>;
  const paged = globals[OPEN_GLOBAL];
  if (paged?.CourseID !== CourseID || paged.TaskID !== TaskID) return false;
  globals[OPEN_GLOBAL] = undefined;
  early = paged;
  return true;
}

/** The writer id the early open claimed the test at this address with, while it is not taken. */
export function earlyWriterID({ CourseID, TaskID }: TestAddress): string | undefined {
  return early?.CourseID === CourseID && early.TaskID === TaskID ? early.writerID : undefined;
}

/**
 * The early open's answer, once, for the screen that writes as its writer; an answer left too long
 * is not taken (the screen opens the attempt afresh, as the same writer).
 */
export function takeEarlyOpen({
  CourseID,
  TaskID,
  writerID,
}: TestAddress & { writerID: string }): Promise<EarlyOpenAnswer> | undefined {
  const taken = early;
  if (taken?.CourseID !== CourseID || taken.TaskID !== TaskID || taken.writerID !== writerID) {
    return undefined;
  }
  early = null;
  return performance.now() - taken.askedAt <= EARLY_ANSWER_MS ? taken.answer : undefined;
}
