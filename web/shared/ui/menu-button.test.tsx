import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button.tsx';

const items = [
  { key: 'profile', label: 'My Profile' },
  { key: 'inbox', label: 'Inbox' },
  { key: 'logout', label: 'Logout', dividedAbove: true },
];

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <>
      <MenuButton items={items} onSelect={onSelect} buttonClassName="menu">
        Account
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onSelect, button: screen.getByRole('button', { name: 'Account' }) };
}

const focused = () => document.activeElement?.textContent;

describe('the menu button (WAI-ARIA menu button, drawn without antd)', () => {
  it('opens on a press with the first item focused, and says so', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Inbox',
      'Logout',
    ]);
    expect(screen.getByRole('menu', { name: 'Account' })).toBeTruthy();
    expect(focused()).toBe('My Profile');
  });

  it('moves with the arrows, Home and End, round the ends', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('Logout');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('My Profile');
    await userEvent.keyboard('{End}');
    expect(focused()).toBe('Logout');
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(focused()).toBe('Inbox');
  });

  it('closes back to its button on Escape, and on a press outside', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('hands the picked item over and closes', async () => {
    const { button, onSelect } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('inbox');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
