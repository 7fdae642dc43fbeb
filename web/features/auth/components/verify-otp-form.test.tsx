import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForgotPasswordResponse, ValidateEmailOtpResponse } from '#openapi/user.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { VerifyOtpForm } from './verify-otp-form.tsx';

const email = 'recruiter@example.com';
let backend: StubBackendFixture;

beforeEach(() => {
  backend = startStubBackend();
});
afterEach(() => {
  vi.useRealTimers();
});

const box = (position: number) =>
  screen.getByLabelText(`Digit ${position} of 4`) as HTMLInputElement;

describe('VerifyOtpForm (seed §2, §5, D10)', () => {
  it('says "You must provide OTP" when the code is incomplete', async () => {
    renderWithApp(<VerifyOtpForm secret="S1" email="a@b.co" onVerified={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You must provide OTP')).toBeTruthy();
  });

  it('moves to the next box on a digit and back on Backspace', () => {
    renderWithApp(<VerifyOtpForm secret="S1" email="a@b.co" onVerified={vi.fn()} />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(box(1).value).toBe('');
  });

  it('fills all four boxes from a pasted code and sends it with the secret', async () => {
    const { secret, code } = await backend.sendOtp(email);
    const onVerified = vi.fn();
    renderWithApp(<VerifyOtpForm secret={secret} email={email} onVerified={onVerified} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => code.split('').join(' ') } });
    expect([box(1), box(2), box(3), box(4)].map((input) => input.value)).toEqual(code.split(''));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(backend.callsTo('/user/v1/validateEmailOtp')[0]?.body).toEqual({
      passcode: code,
      secret,
    });
    const resetSecret = backend.answerTo<ValidateEmailOtpResponse>('/user/v1/validateEmailOtp')
      ?.body.secret;
    expect(onVerified).toHaveBeenCalledWith(resetSecret);
    expect(resetSecret).toEqual(expect.any(String));
  });

  it('counts down from 01:00 and offers Resend OTP at 00:00, which restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = await backend.sendOtp(email);
    const onVerified = vi.fn();
    renderWithApp(<VerifyOtpForm secret={first.secret} email={email} onVerified={onVerified} />);
    expect(screen.getByText('You can ask for a new code in 01:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('You can ask for a new code in 00:59')).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('You can ask for a new code in 00:00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(screen.getByText('You can ask for a new code in 01:00')).toBeTruthy(),
    );
    // The stub takes the resend too: its own minute between codes has passed as well (D10).
    expect(backend.callsTo('/user/v1/forgotPassword')[0]?.body).toEqual({ username: email });
    const resent =
      backend.answerTo<ForgotPasswordResponse>('/user/v1/forgotPassword')?.body.otpSecret;
    const newCode = (await backend.qa.outbox(email)).at(-1)?.otp ?? '';

    fireEvent.paste(box(1), { clipboardData: { getData: () => newCode } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(backend.callsTo('/user/v1/validateEmailOtp')[0]?.body).toEqual({
      passcode: newCode,
      secret: resent,
    });
    expect(onVerified).toHaveBeenCalledWith(
      backend.answerTo<ValidateEmailOtpResponse>('/user/v1/validateEmailOtp')?.body.secret,
    );
  });
});
