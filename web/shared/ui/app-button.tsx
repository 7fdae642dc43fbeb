import type { ButtonHTMLAttributes } from 'react';
import './app-button.css';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** antd's default (outlined), primary (filled with the brand colour) or text (bare) button. */
  variant?: 'default' | 'primary' | 'text';
  /** Spins and ignores presses while the action it started runs, as antd's `loading` does. */
  loading?: boolean;
  /** A destructive action (close a job, withdraw, decline), drawn red as antd's `danger`. */
  danger?: boolean;
  /** antd's small button, 24 px high, for a row of a table; phones keep the 44 px tap target. */
  size?: 'small';
  /** Submits its form (a button's own `type`, which the component otherwise sets to `button`). */
  submit?: boolean;
};

/**
 * A button drawn like antd's Button in the app's theme, with none of antd (issue 13: the buttons
 * of a student's /home, the first page they open on a slow phone).
 */
export function AppButton({
  variant = 'default',
  loading = false,
  danger = false,
  size,
  submit = false,
  className,
  onClick,
  children,
  ...rest
}: Props) {
  const classes = [
    'app-button',
    `app-button-${variant}`,
    danger && 'app-button-danger',
    size && `app-button-${size}`,
    loading && 'app-button-loading',
    className,
  ];
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      // A press while busy does nothing, not even submit its form (Enter's press included).
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <span className="busy-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
