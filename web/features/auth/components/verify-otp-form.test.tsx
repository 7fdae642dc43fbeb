import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { VerifyOtpForm } from './verify-otp-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = (position: number) =>
  screen.getByLabelText(`Digit ${position} of 4`) as HTMLInputElement;

function answers(...bodies: unknown[]) {
  const fetchMock = vi.fn();
  for (const body of bodies) {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(body)));
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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
    const fetchMock = answers({ status: true, message: '', body: { secret: 'R1' } });
    const onVerified = vi.fn();
    renderWithApp(<VerifyOtpForm secret="S1" email="a@b.co" onVerified={onVerified} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '4 8 1 5' } });
    expect([box(1), box(2), box(3), box(4)].map((input) => input.value)).toEqual([
      '4',
      '8',
      '1',
      '5',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('R1'));
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ passcode: '4815', secret: 'S1' });
  });

  it('counts down from 01:00 and offers Resend OTP at 00:00, which restarts it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answers(
      { status: true, message: '', body: { otpSecret: 'S2' } },
      { status: true, message: '', body: { secret: 'R2' } },
    );
    const onVerified = vi.fn();
    renderWithApp(<VerifyOtpForm secret="S1" email="a@b.co" onVerified={onVerified} />);
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
    const resendInit = fetchMock.mock.calls[0]?.at(1) as RequestInit;
    expect(JSON.parse(String(resendInit.body))).toEqual({ username: 'a@b.co' });

    fireEvent.paste(box(1), { clipboardData: { getData: () => '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('R2'));
    const verifyInit = fetchMock.mock.calls[1]?.at(1) as RequestInit;
    expect(JSON.parse(String(verifyInit.body)).secret).toBe('S2');
  });
});
