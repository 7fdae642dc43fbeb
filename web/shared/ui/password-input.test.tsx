import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input.tsx';

describe('PasswordInput', () => {
  it('shows and hides what was typed with a button that says what it does, its eye unread', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="password">Password</label>
        <PasswordInput id="password" autoComplete="current-password" />
      </>,
    );
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(field, 'Demo@1234');
    expect(field.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.type).toBe('text');
    expect(field.value).toBe('Demo@1234');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    await user.click(hide);
    expect(field.type).toBe('password');
    expect(field.autocomplete).toBe('current-password');
  });

  it('marks itself in error the way antd fields do', () => {
    render(<PasswordInput aria-label="Password" status="error" size="large" />);
    const box = screen.getByLabelText('Password').parentElement as HTMLElement;
    expect(box.className).toBe('text-input-affix text-input-affix-large text-input-affix-error');
  });
});
