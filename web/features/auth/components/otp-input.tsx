import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const OTP_LENGTH = 4;

/** Four one-digit boxes (seed §9): typing moves on, Backspace moves back, pasting 4 digits fills all. */
export function OtpInput({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  const focus = (index: number) => boxes.current[index]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, OTP_LENGTH));
  };

  const typed = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    setDigit(index, digit);
    if (digit && index < OTP_LENGTH - 1) focus(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) focus(index - 1);
    else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) focus(index + 1);
  };

  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (code.length === 0) return;
    event.preventDefault();
    onChange(code);
    focus(Math.min(code.length, OTP_LENGTH - 1));
  };

  return (
    <div className="otp-boxes">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-box"
          value={digit}
          onChange={(event) => typed(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={pasted}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          aria-label={t('auth.verify.digit', { position: index + 1 })}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      ))}
    </div>
  );
}
