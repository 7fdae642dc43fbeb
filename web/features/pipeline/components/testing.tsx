import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Stage } from '#openapi/applications.ts';
import type { StubBackendFixture } from '../../../test/stub-backend.ts';

/** The app's page frame as far as the tests need it: the title as the page's heading. */
export function TestFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** Seeded job 1 (recruiter@ posted it; recruiter2@ is a colleague): a test with a 50 % cut-off. */
export const seededJob = { JobID: 1, slug: 'graduate-engineer-trainee-1' };

/** The seeded job's applications at a stage, as the stub keeps them, with their students' names. */
export function applicationsAt(backend: StubBackendFixture, stage: Stage) {
  return (backend.store.applicationsByJob.get(seededJob.JobID) ?? [])
    .filter((application) => application.stage === stage)
    .map((application) => ({
      application,
      name: backend.store.users.get(application.UserID)?.displayName ?? '',
    }));
}

/**
 * The user asks for reduced motion, so the lists do not animate: a card leaves its column at once
 * (auto-animate keeps a leaving card on the page while it fades), and happy-dom's cancelled
 * animations, whose promise browsers mark handled, raise no unhandled rejections.
 */
export function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
