import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, state } from '../../../shared/session/session-store.ts';
import { connectToasts } from '../../../shared/ui/toast.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const loginBody = {
  token: 'a.b.c',
  userName: 'Priya Raman',
  userTypeName: 'Recruiter',
  userType: 6,
  UserSessionID: 's-1',
  email: 'recruiter@example.com',
  activeTestDetails: null,
};
const errors: string[] = [];

beforeEach(() => {
  errors.length = 0;
  connectToasts({ error: ({ title }: { title: string }) => errors.push(title) } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

function answerLogin(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Company email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('LoginForm validation (seed §5)', () => {
  it('shows "You must enter email" when the email is cleared', async () => {
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('a', '');
    await user.clear(screen.getByLabelText('Company email'));
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
    const fetchMock = answerLogin({ status: true, message: '', body: loginBody });
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('You must enter email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LoginForm sign-in (seed §4, D7)', () => {
  it('stores the session, remembers only the email and never the password', async () => {
    const fetchMock = answerLogin({ status: true, message: '', body: loginBody });
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />);
    const user = await fillIn('recruiter@example.com', 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginBody));

    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    const sent = JSON.parse(String(init.body));
    expect(sent.deviceInfo).toMatchObject({ isMobile: expect.any(Boolean) });
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
    localStorage.setItem('remember_me', JSON.stringify({ username: 'old@example.com' }));
    answerLogin({ status: true, message: '', body: loginBody });
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />);
    expect((screen.getByLabelText('Company email') as HTMLInputElement).value).toBe(
      'old@example.com',
    );
    const user = await fillIn('', 'Demo@1234');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(localStorage.getItem('remember_me')).toBeNull();
  });

  it("toasts the server's message when the login is refused", async () => {
    answerLogin({ status: false, message: 'Check your password', body: {} });
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('recruiter@example.com', 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(errors).toEqual(['Check your password']));
    expect(state.ui.loading).toBe(false);
  });

  it("toasts 'Invalid user or password' when the refusal has no message (D11)", async () => {
    answerLogin({ status: false, message: '', body: {} });
    renderWithApp(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fillIn('recruiter@example.com', 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(errors).toEqual(['Invalid user or password']));
  });
});
