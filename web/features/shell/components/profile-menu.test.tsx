import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/session/role.ts';
import { signIn, signOut } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { recruiterUser } from '../../../test/session.ts';
import { ProfileMenu } from './profile-menu.tsx';

/** index.html as the server writes it: the demo stubs on or off (D18). */
function serveDemoStubs(state: 'on' | 'off') {
  document.head.querySelector('meta[name="demo-stubs"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'demo-stubs';
  meta.content = state;
  document.head.append(meta);
}

async function openMenuAs(role: Role) {
  signIn({ token: 't', user: { ...recruiterUser, role }, activeTestDetails: null });
  renderWithApp(<ProfileMenu onLogout={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: /Your account menu/ }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('the profile menu (seed §6, D6)', () => {
  afterEach(() => signOut());

  it('gives a user with a role My Profile, Inbox and Logout while the demo stubs are on', async () => {
    serveDemoStubs('on');
    expect(await openMenuAs('Recruiter')).toEqual(['My Profile', 'Inbox', 'Logout']);
  });

  it('hides Inbox when the demo stubs are off', async () => {
    serveDemoStubs('off');
    expect(await openMenuAs('ClientAdmin')).toEqual(['My Profile', 'Logout']);
  });

  it('gives a user without a role Logout only', async () => {
    serveDemoStubs('on');
    expect(await openMenuAs('none')).toEqual(['Logout']);
  });

  it('names its button by what it shows, then "Your account menu", with no aria-label over it', () => {
    signIn({ token: 't', user: recruiterUser, activeTestDetails: null });
    renderWithApp(<ProfileMenu onLogout={vi.fn()} />);
    const button = screen.getByRole('button', {
      name: `${recruiterUser.displayName} Recruiter Your account menu`,
    });
    expect(button.getAttribute('aria-label')).toBeNull();
  });

  it('asks the shell to log out when Logout is picked', async () => {
    serveDemoStubs('on');
    signIn({ token: 't', user: recruiterUser, activeTestDetails: null });
    const onLogout = vi.fn();
    renderWithApp(<ProfileMenu onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: /Your account menu/ }));
    await userEvent.click(await screen.findByText('Logout'));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
