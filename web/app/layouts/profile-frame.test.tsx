import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfoKey } from '../../shared/api/user-info-key.ts';
import { ProfileFrame } from './profile-frame.tsx';

const asked = vi.fn(() => new Promise(() => undefined));

afterEach(() => {
  vi.unstubAllGlobals();
  asked.mockClear();
});

/** The frame at /profile/:UserID, the signed-in user's account already told (or not yet). */
function renderFrame(at: string, ownId?: number) {
  // Whose account this is comes from the query cache, where the profile's own request puts it.
  vi.stubGlobal('fetch', asked);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (ownId !== undefined) {
    client.setQueryData(userInfoKey, { body: { UserID: ownId } });
  }
  const router = createMemoryRouter(
    [
      {
        path: '/profile/:UserID',
        element: <ProfileFrame>{null}</ProfileFrame>,
        handle: { titleKey: 'pages.profile', subtitleKey: 'pages.lead.profile' },
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe("a profile's frame names it as its page will (issue 29)", () => {
  it('says "My profile" on the user\'s own, once the server has said whose account it is', () => {
    expect(renderFrame('/profile/1001', 1001)).toBe('My profile');
    expect(document.title).toBe('My profile · CampusRecruit');
    // The line under it is /pages/profile's, which the menu's step there showed.
    expect(
      screen.getByText('Your profile, skills, preferences and history, as recruiters see them.'),
    ).toBeTruthy();
  });

  it('says "Profile" on anyone else\'s', () => {
    expect(renderFrame('/profile/1004', 1001)).toBe('Profile');
    expect(
      screen.getByText("A person's profile, skills, applications and test history."),
    ).toBeTruthy();
  });

  it('says "Profile" while the server has not yet said whose account it is, and asks it nothing', () => {
    expect(renderFrame('/profile/1004')).toBe('Profile');
    expect(asked).not.toHaveBeenCalled();
  });
});
