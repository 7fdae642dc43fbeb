import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';

/** What a control needs to be tied to its label and message. */
export type FieldControl = {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** A labelled control with its validation message read out by screen readers. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  /** Translation key of the message, if any. */
  error: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="form-field">
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? messageId : undefined,
      })}
      <div className="form-field-message" id={messageId} role="alert">
        {error ? t(error) : null}
      </div>
    </div>
  );
}
