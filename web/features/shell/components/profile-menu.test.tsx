import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/session/role.ts';
import { signIn, signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { recruiterUser } from '../../../test/session.ts';
import { ProfileMenu } from './profile-menu.tsx';

/** What the app's page registry lets the user open, as the shell hands it over. */
const opensOnly =
  (...allowed: string[]) =>
  (path: string) =>
    allowed.includes(path);
const everything = opensOnly('/pages/profile', '/apps/mail');

async function openMenuAs(role: Role, opens: (path: string) => boolean) {
  signIn({ token: 't', user: { ...recruiterUser, role }, activeTestDetails: null });
  renderWithApp(<ProfileMenu onLogout={vi.fn()} opens={opens} />);
  await userEvent.click(screen.getByRole('button', { name: /Your account menu/ }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('the profile menu (seed §6, D6)', () => {
  afterEach(() => signOut());

  it('links My Profile and Inbox where the user may open them, then Logout', async () => {
    expect(await openMenuAs('Recruiter', everything)).toEqual(['My Profile', 'Inbox', 'Logout']);
  });

  it('leaves out Inbox when the user may not open it (the demo stubs off)', async () => {
    expect(await openMenuAs('ClientAdmin', opensOnly('/pages/profile'))).toEqual([
      'My Profile',
      'Logout',
    ]);
  });

  it('gives Logout only to a user who may open neither (no role)', async () => {
    expect(await openMenuAs('none', opensOnly())).toEqual(['Logout']);
  });

  it('names its button by what it shows, then "Your account menu", with no aria-label over it', () => {
    signIn({ token: 't', user: recruiterUser, activeTestDetails: null });
    renderWithApp(<ProfileMenu onLogout={vi.fn()} opens={everything} />);
    const button = screen.getByRole('button', {
      name: `${recruiterUser.displayName} Recruiter Your account menu`,
    });
    expect(button.getAttribute('aria-label')).toBeNull();
  });

  it('asks the shell to log out when Logout is picked', async () => {
    signIn({ token: 't', user: recruiterUser, activeTestDetails: null });
    const onLogout = vi.fn();
    renderWithApp(<ProfileMenu onLogout={onLogout} opens={everything} />);
    await userEvent.click(screen.getByRole('button', { name: /Your account menu/ }));
    await userEvent.click(await screen.findByText('Logout'));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
