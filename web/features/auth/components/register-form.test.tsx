import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { RegisterForm } from './register-form.tsx';

// The form loads its pick lists (institutes, states, languages) from the stub's seed.
beforeEach(() => {
  startStubBackend();
});

describe('RegisterForm (D12)', () => {
  it('explains the mobile number rule', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.setup().type(screen.getByLabelText('Mobile number'), '5123456789');
    expect(
      await screen.findByText('Mobile number must be 10 digits starting with 6, 7, 8 or 9.'),
    ).toBeTruthy();
  });

  it('explains the password rule until a special character is added', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Campus2025');
    const rule =
      'Password must be 8 to 60 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.';
    expect(await screen.findByText(rule)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByText(rule)).toBeNull();
  });

  it('asks for every field on an empty submit', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Please enter your name.',
      'Please enter your email.',
      'Please enter your mobile number.',
      'Please enter a password.',
      'Please choose your institute.',
      'Please choose your class.',
      'Please choose your section.',
      'Please choose your state.',
      'Please choose a language.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('moves focus to the first field in error and announces one summary on an empty submit', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please correct the 9 fields marked below.',
    ]);
  });

  it('counts what is left when submitted again', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Priya Raman');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Mobile number')),
    );
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 7 fields marked below.');
  });
});
