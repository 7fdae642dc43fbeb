import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Stage } from '#openapi/applications.ts';
import { signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { PipelinePage } from './pipeline-page.tsx';

/** The app's page frame as far as the tests need it: the title as the page's heading. */
export function TestFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/**
 * These tests render the whole board (columns of cards, menus, antd dialogs) against the stub, a
 * few hundred milliseconds a step in happy-dom; in a full parallel run one may pass 5 s.
 */
export const boardTestTimeout = 20_000;

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
 * The screen's media queries: a desktop or a phone (max 767 px), and a user who asks for reduced
 * motion, so the lists do not animate: a card leaves its column at once (auto-animate keeps a
 * leaving card on the page while it fades), and happy-dom's cancelled animations, whose promise
 * browsers mark handled, raise no unhandled rejections.
 */
export function stubScreen({ phone }: { phone: boolean }) {
  const matches = (query: string) =>
    query === '(prefers-reduced-motion: reduce)' || (phone && query === '(max-width: 767px)');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Sign in at the stub and open the seeded job's pipeline; resolves once the board's title shows. */
async function openPipeline(backend: StubBackendFixture, email: string, at = '') {
  await backend.signInAs(email);
  const view = renderWithApp(
    <PipelinePage slug={seededJob.slug} home="/home" Frame={TestFrame} />,
    { at: `/progress/${seededJob.slug}${at}` },
  );
  await screen.findByRole('heading', { level: 1, name: 'Candidates — Graduate Engineer Trainee' });
  return view;
}

/**
 * Each test of a file gets a fresh seeded stub, its toasts collected and the lists still (see
 * stubScreen); read `bed.backend` and `bed.toasts` inside a test.
 */
export function pipelineTestBed() {
  const bed = {
    backend: undefined as unknown as StubBackendFixture,
    toasts: [] as ShownToast[],
    openPipelineAs: (email: string, { phone = false, at = '' } = {}) => {
      stubScreen({ phone });
      return openPipeline(bed.backend, email, at);
    },
  };
  beforeEach(() => {
    stubScreen({ phone: false });
    bed.toasts = captureToasts();
    bed.backend = startStubBackend();
  });
  afterEach(() => {
    signOut();
  });
  return bed;
}

/** A stage's column on the board, by the stage's name. */
export const column = (stage: string) => screen.getByRole('region', { name: stage });

/** A candidate's card in a stage's column, once it shows. */
export const cardIn = (stage: string, name: string) =>
  within(column(stage)).findByRole('article', { name });

/**
 * A dialog or drawer the board opened, once it shows: the board draws no antd, so the first one
 * opened brings antd's modules, which happy-dom takes a second or more to load (issue 29).
 */
export const openedDialog = (name: string) =>
  screen.findByRole('dialog', { name }, { timeout: 10_000 });

/** Opens a card's menu and picks an action, the way a keyboard or a phone user moves a card. */
export async function pickFromMenu(name: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}
