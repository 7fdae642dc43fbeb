import { screen, within } from '@testing-library/react';
import type { StubBackendFixture } from '../../test/stub-backend.ts';

// Shared by the job board's component tests: what the seeded stub holds, and how a person finds
// a job's card (and a confirmation, web/test/confirmation.ts).

/**
 * How long a test waits for what a change brings: the call, then every recruitment list asked
 * again (refreshRecruitment) before the page shows it; testing-library's 1 s is tight on a busy
 * machine.
 */
export const afterChange = { timeout: 5000 };

/** The card of the job titled `title`, searched within like a person reads it. */
export function cardOf(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  return within(heading.closest('li') as HTMLElement);
}

/**
 * A seeded student with an offer waiting on an open job, and that application: found in the stub's
 * store rather than named, so the test follows the seed.
 */
export function studentWithOffer(backend: StubBackendFixture) {
  const { store } = backend;
  for (const application of store.applications.values()) {
    const job = store.jobs.get(application.JobID);
    const student = store.users.get(application.UserID);
    if (application.stage === 'offered' && job?.status === 'open' && student) {
      return { email: student.email, application, job };
    }
  }
  throw new Error('the seed has no offer waiting on an open job');
}
