// Fixtures for the bell's and the drawer's tests.
import type { StubBackendFixture } from '../../test/stub-backend.ts';

/** What the seed gives student@ (D26): two unread events, the newest on Quality Engineer Trainee. */
export const seededUnread = {
  count: 2,
  interview: /^Your interview for Quality Engineer Trainee at Nilgiri Software Labs is on /,
  shortlisted: 'You are shortlisted for Frontend Developer Trainee at Nilgiri Software Labs',
};

/** Marks every event of the student with this token read at the stub, off the SPA's record. */
export async function readAllEvents(backend: StubBackendFixture, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const list = await backend.app.request('/events/v1/list?pageSize=100', { headers });
  const { body } = (await list.json()) as { body: { items: { EventID: number }[] } };
  const EventIDs = body.items.map((event) => event.EventID);
  if (EventIDs.length === 0) return;
  await backend.app.request('/events/v1/markRead', {
    method: 'POST',
    headers,
    body: JSON.stringify({ EventIDs }),
  });
}
