import { moveNoteMaxLength } from '#openapi/field-rules.ts';
import { TextArea } from '../../../shared/ui/antd.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';

/** A move's note (D21), kept in the application's history. */
export function NoteField({
  label,
  error,
  value,
  rows = 2,
  onChange,
}: {
  label: string;
  /** Translation key of the message, if any. */
  error: string | undefined;
  value: string;
  rows?: number;
  onChange: (note: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <TextArea
          {...control}
          // Fixed rows, not autoSize: antd's measuring box is styled through a style attribute,
          // which the CSP refuses.
          rows={rows}
          maxLength={moveNoteMaxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
