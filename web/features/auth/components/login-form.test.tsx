import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '#openapi/user.ts';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { LoginForm } from './login-form.tsx';

let backend: StubBackendFixture;
let toasts: ShownToast[];

beforeEach(() => {
  backend = startStubBackend();
  toasts = captureToasts();
});
afterEach(() => {
  signOut();
});

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('LoginForm validation (seed §5)', () => {
  it('shows "You must enter email" when the email is cleared', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('a', '');
    await user.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('You must enter email')).toBeTruthy();
  });

  it('shows "Company Email must be a valid email" while the email is not one', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    await fillIn('priya@', '');
    expect(await screen.findByText('Company Email must be a valid email')).toBeTruthy();
  });

  it('shows the password messages for an empty and a short password', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('', 'abc');
    expect(
      await screen.findByText('Password is too short - should be 4 chars minimum.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
  });

  it('does not call the server when the form is invalid', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You must enter email')).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });
});

describe('LoginForm sign-in (seed §4, D7)', () => {
  it('stores the session, remembers only the email and never the password', async () => {
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />);
    const user = await fillIn('recruiter@example.com', 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());

    expect(backend.callsTo('/user/v1/login')[0]?.body).toMatchObject({
      username: 'recruiter@example.com',
      deviceInfo: { isMobile: expect.any(Boolean) },
    });
    const answer = backend.answerTo<LoginResponse>('/user/v1/login');
    expect(onSignedIn).toHaveBeenCalledWith(answer?.body);
    expect(state.auth.token).toBe(answer?.body.token);
    expect(state.auth.user).toMatchObject({ displayName: 'Priya Raman', role: 'Recruiter' });
    expect(JSON.parse(localStorage.getItem('remember_me') ?? '{}')).toEqual({
      username: 'recruiter@example.com',
    });
    const everything = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key))
      .join();
    expect(everything).not.toContain('Demo@1234');
  });

  it('removes the remembered email when remember-me is unchecked', async () => {
    localStorage.setItem('remember_me', JSON.stringify({ username: 'recruiter@example.com' }));
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
      'recruiter@example.com',
    );
    const user = await fillIn('', 'Demo@1234');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem('remember_me')).toBeNull();
  });

  it("toasts the server's message when the login is refused", async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('recruiter@example.com', 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ variant: 'error', text: 'Invalid user or password' }]),
    );
    // The words are the server's refusal, not the form's own fallback of the same text (D11).
    expect(backend.callsTo('/user/v1/login')[0]?.answer).toEqual({
      status: 200,
      body: { status: false, code: 'INVALID_LOGIN', message: 'Invalid user or password', body: {} },
    });
    expect(state.auth.token).toBeNull();
    expect(state.ui.loading).toBe(false);
  });

  it("toasts 'Invalid user or password' when the refusal has no message (D11)", async () => {
    // The stub always words its refusals; an older backend refused with an empty message.
    backend.failNext({ status: 200, body: { status: false, message: '', body: {} } });
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('recruiter@example.com', 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ variant: 'error', text: 'Invalid user or password' }]),
    );
  });
});
