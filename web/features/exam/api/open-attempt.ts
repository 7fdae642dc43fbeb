import type { TestOpenRequest } from '#openapi/exam.ts';
import { envelopeOf } from '../../../shared/api/api-client.ts';
import type { RequestTimes } from '../../../shared/time/server-clock.ts';
import { openTest } from './open-test.ts';
import { takeEarlyOpen } from './open-test-early.ts';
import { timed } from './timed-call.ts';

type OpenAnswer = Awaited<ReturnType<typeof openTest>>;

/**
 * Opens the attempt, with the device times the countdown needs: the answer to the open this page
 * load sent as it started (open-test-early.ts), when that was for this writer, else a call now.
 */
export async function openAttempt(claim: TestOpenRequest): Promise<[OpenAnswer, RequestTimes]> {
  const early = await takeEarlyOpen(claim)?.catch(() => undefined);
  // No network, or a session the server no longer takes: asked again as every call is, which
  // says so (the offline copy, the session's end).
  if (early && early.response.status !== 401) {
    return [await envelopeOf<OpenAnswer>(early.response), early.times];
  }
  return timed(() => openTest(claim));
}
