import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './text-input.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** antd's sizes, so it sits beside antd fields: middle 32 px, large 40 px (44 px on phones). */
  size?: 'middle' | 'large';
  status?: 'error';
};

/** The class list of a field drawn like antd's, for the input or the box around an input. */
export const fieldClass = (
  base: string,
  { size = 'middle', status, className }: Pick<TextInputProps, 'size' | 'status' | 'className'>,
) =>
  [base, `${base}-${size}`, status === 'error' ? `${base}-error` : '', className ?? '']
    .filter(Boolean)
    .join(' ');

/**
 * A native text field drawn like antd's Input. The public screens use it instead: antd's Input
 * and its style engine were most of the login page's script (issue 13).
 */
export function TextInput({ size, status, className, ...props }: TextInputProps) {
  return <input className={fieldClass('text-input', { size, status, className })} {...props} />;
}

/** A native box of several lines drawn like antd's TextArea (a chat's message, a post). */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={fieldClass('text-input', { className })} {...props} />;
}
