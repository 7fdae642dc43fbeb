import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './use-form-fields.ts';
import './form-field.css';

/** What a control needs to be tied to its label, its hint and its message. */
export type FieldControl = {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/**
 * A labelled control with its validation message. The message is the control's description, read
 * with it when focus arrives; it is spoken as it changes only while the user is in the field, so a
 * submit that fails on many fields is announced once, by the form's summary (FormErrorSummary).
 * A hint (what to type, a limit) stays under the control, above the message, and is read with it;
 * a required field's label has antd's red mark, and the control says it is required.
 */
export function FormField({
  label,
  error,
  hint,
  required = false,
  group = false,
  className,
  children,
}: {
  label: string;
  error: FieldMessage | undefined;
  hint?: ReactNode;
  required?: boolean;
  /**
   * A group of controls (checkboxes, one per choice): a fieldset named by its legend, which the
   * hint and the message describe; `control.id` is then the first control's.
   */
  group?: boolean;
  /** The field's box's own class (its place in a grid). */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const [inField, setInField] = useState(false);
  const describedBy = [hint ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ');
  // The mark is outside the label: the field's name is its words alone (the control says it is
  // required), as a label's text is what a person and a test find it by.
  const mark = required ? (
    <span className="form-field-required" aria-hidden="true">
      *
    </span>
  ) : null;
  const Box = group ? 'fieldset' : 'div';
  return (
    // The focus handlers only observe where the user is; the box itself takes no input.
    <Box
      className={['form-field', group && 'form-field-group', className].filter(Boolean).join(' ')}
      aria-describedby={group ? describedBy || undefined : undefined}
      onFocus={() => setInField(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInField(false);
      }}
    >
      {group ? (
        <legend className="form-field-label">
          {mark}
          {label}
        </legend>
      ) : (
        <span className="form-field-label-row">
          {mark}
          <label className="form-field-label" htmlFor={id}>
            {label}
          </label>
        </span>
      )}
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <div className="form-field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <div className="form-field-message" id={messageId} aria-live={inField ? 'polite' : 'off'}>
        {error ? messageText(t, error) : null}
      </div>
    </Box>
  );
}

/** A field's message in the reader's language. */
export function messageText(t: ReturnType<typeof useTranslation>['t'], message: FieldMessage) {
  return typeof message === 'string' ? t(message) : t(message.key, message.values);
}
