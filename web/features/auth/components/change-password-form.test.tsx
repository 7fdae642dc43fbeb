import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const resetButton = () =>
  screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;

describe('ChangePasswordForm (seed §2, §5)', () => {
  it('explains the strength rule for a weak password', async () => {
    renderWithApp(<ChangePasswordForm secret="R1" onReset={vi.fn()} />);
    await userEvent.setup().type(screen.getByLabelText('New password'), 'password');
    expect(
      await screen.findByText(
        'Password must have one uppercase, one lowercase, one numerical value and min 8 characters.',
      ),
    ).toBeTruthy();
  });

  it('says "Passwords must match" and keeps the button disabled until they do', async () => {
    renderWithApp(<ChangePasswordForm secret="R1" onReset={vi.fn()} />);
    const user = userEvent.setup();
    expect(resetButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('New password'), 'Campus2025');
    await user.type(screen.getByLabelText('Confirm password'), 'Campus2024');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(resetButton().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirm password'));
    expect(await screen.findByText('Please confirm your password.')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), 'Campus2025');
    expect(resetButton().disabled).toBe(false);
  });
});
