import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ForgotPasswordResponse } from '#openapi/user.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const sendButton = () => screen.getByRole('button', { name: 'Send code' });

describe('ForgotPasswordForm (seed §2, §5)', () => {
  it('keeps the button disabled until the email is valid', async () => {
    renderWithApp(<ForgotPasswordForm onSent={vi.fn()} />);
    const user = userEvent.setup();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Registered email'), 'priya@');
    expect(await screen.findByText('You must enter a valid email')).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Registered email'), 'example.com');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what enables "Send code" while it is disabled, and drops the hint once it is not', async () => {
    renderWithApp(<ForgotPasswordForm onSent={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Send code' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Enter your registered email to get the code.').id,
    );
    await userEvent.setup().type(screen.getByLabelText('Registered email'), 'priya@example.com');
    expect(sendButton().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Enter your registered email to get the code.')).toBeNull();
  });

  it('shows "You must enter a email" when the email is cleared', async () => {
    renderWithApp(<ForgotPasswordForm onSent={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registered email'), 'a');
    await user.clear(screen.getByLabelText('Registered email'));
    expect(await screen.findByText('You must enter a email')).toBeTruthy();
  });

  it('hands the secret and the email on', async () => {
    const backend = startStubBackend();
    const onSent = vi.fn();
    renderWithApp(<ForgotPasswordForm onSent={onSent} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Registered email'), 'recruiter@example.com');
    await user.click(sendButton());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const answer = backend.answerTo<ForgotPasswordResponse>('/user/v1/forgotPassword');
    expect(onSent).toHaveBeenCalledWith({
      secret: answer?.body.otpSecret,
      email: 'recruiter@example.com',
    });
    expect(await backend.qa.outbox('recruiter@example.com')).toHaveLength(1);
  });
});
