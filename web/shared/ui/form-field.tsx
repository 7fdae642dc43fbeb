import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';

/** What a control needs to be tied to its label and message. */
export type FieldControl = {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * A labelled control with its validation message. The message is the control's description, read
 * with it when focus arrives; it is spoken as it changes only while the user is in the field, so a
 * submit that fails on many fields is announced once, by the form's summary (FormErrorSummary).
 */
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
  const [inField, setInField] = useState(false);
  return (
    // The focus handlers only observe where the user is; the div itself takes no input.
    // biome-ignore lint/a11y/noStaticElementInteractions: focus is listened to, not handled
    <div
      className="form-field"
      onFocus={() => setInField(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInField(false);
      }}
    >
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? messageId : undefined,
      })}
      <div className="form-field-message" id={messageId} aria-live={inField ? 'polite' : 'off'}>
        {error ? t(error) : null}
      </div>
    </div>
  );
}
