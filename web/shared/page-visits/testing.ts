import type { PageVisit } from '#openapi/task.ts';
import { PAGE_VISIT_QUEUE_KEY } from './page-visit-queue.ts';

/** The visits waiting in local storage to be sent, oldest first, as the tests compare them. */
export function queuedPageVisits(): PageVisit[] {
  const saved = JSON.parse(localStorage.getItem(PAGE_VISIT_QUEUE_KEY) ?? 'null') as {
    visits?: PageVisit[];
  } | null;
  return (saved?.visits ?? []).map(({ url, time }) => ({ url, time }));
}
