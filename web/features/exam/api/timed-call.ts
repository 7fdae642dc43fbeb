import type { RequestTimes } from '../../../shared/time/server-clock.ts';

/** A call with the device times the countdown needs to pin the server's clock to this device. */
export async function timed<Answer>(call: () => Promise<Answer>): Promise<[Answer, RequestTimes]> {
  const sentAt = performance.now();
  const answer = await call();
  return [answer, { sentAt, receivedAt: performance.now(), wallReceivedAt: Date.now() }];
}
