import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../shared/session/session-store.ts';
import { startStubBackend } from '../../test/stub-backend.ts';
import { pages } from '../pages.ts';
import { Component as ProfilePage } from './profile.tsx';

afterEach(() => {
  signOut();
});

/** /profile/:UserID opened at `at` by `email`, as the router draws it. */
async function openProfile(email: string, at: string) {
  const backend = startStubBackend();
  await backend.signInAs(email);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The registry's title and lead, as the router hands them to the page (router.tsx).
  const { titleKey, subtitleKey } = pages.find((page) => page.id === 'profile') ?? {};
  const router = createMemoryRouter(
    [{ path: '/profile/:UserID', Component: ProfilePage, handle: { titleKey, subtitleKey } }],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/profile/:UserID names whose profile it is', () => {
  it('says "My profile" on the user\'s own, opened by its address', async () => {
    await openProfile('student@example.com', '/profile/1004');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
  });

  it('says "Profile" on another\'s', async () => {
    await openProfile('recruiter@example.com', '/profile/1004');
    await screen.findByRole('heading', { name: 'Karthik Subramanian' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
  });
});
