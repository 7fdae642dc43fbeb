import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MobileNavbar } from './mobile-navbar.tsx';
import { Navbar } from './navbar.tsx';
import { Toolbar } from './toolbar.tsx';

const items = [
  { id: 'home', to: '/home', titleKey: 'pages.home' },
  { id: 'dashboard', to: '/dashboard', titleKey: 'pages.dashboard' },
  { id: 'myJobs', to: '/myjobs', titleKey: 'pages.myJobs' },
  { id: 'myProfile', to: '/pages/profile', titleKey: 'pages.myProfile' },
];
const [home, dashboard, myJobs] = items as [
  (typeof items)[0],
  (typeof items)[0],
  (typeof items)[0],
];
const targets = { home, dashboard, jobs: myJobs };

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Navbar home="/home" items={items} PhoneNavbar={MobileNavbar} />
      <Toolbar home="/home" targets={targets} actions={null} profileMenu={null} />
    </MemoryRouter>,
  );
}

describe('the shell’s navigation, as a screen reader hears it', () => {
  it('has two navigation landmarks with names of their own', () => {
    renderShell();
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(names).toEqual(['Pages', 'Main']);
  });

  it('names each link by its words alone, not by its icon', () => {
    renderShell();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    for (const name of ['Home', 'Dashboard', 'My jobs', 'My profile']) {
      expect(within(pages).getByRole('link', { name })).toBeTruthy();
    }
    const toolbar = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Dashboard', 'Jobs']) {
      expect(within(toolbar).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('names the logo link by its visible words first, "CampusRecruit home page"', () => {
    renderShell();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'CampusRecruit home page' })).toBeTruthy();
  });

  it('names the buttons by what they do, with no icon read out', () => {
    renderShell();
    expect(screen.getByRole('button', { name: 'Fold the navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show or hide the navigation' })).toBeTruthy();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });
});

describe('the toolbar notes the user reaching for its controls (issue 13)', () => {
  function renderToolbar(onReach: () => void) {
    render(
      <MemoryRouter>
        <Toolbar
          home="/home"
          targets={targets}
          actions={
            <button type="button" className="toolbar-action">
              Notifications
            </button>
          }
          profileMenu={null}
          onReach={onReach}
        />
      </MemoryRouter>,
    );
  }

  it('when a pointer comes over one of them', () => {
    const onReach = vi.fn();
    renderToolbar(onReach);
    expect(onReach).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Notifications' }));
    expect(onReach).toHaveBeenCalled();
  });

  it('when the keyboard’s focus comes into the toolbar', () => {
    const onReach = vi.fn();
    renderToolbar(onReach);
    screen.getByRole('button', { name: 'Show or hide the navigation' }).focus();
    expect(onReach).toHaveBeenCalled();
  });
});
