import { moveNoteMaxLength } from '#openapi/field-rules.ts';
import { TextArea } from '../../../shared/ui/antd.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import type { FieldMessage } from '../../../shared/ui/use-form-fields.ts';

/** A move form's state as far as its note goes (shared/ui's useFormFields with a `note`). */
type NoteForm = {
  values: { note: string };
  set: (name: 'note', value: string) => void;
  error: (name: 'note') => FieldMessage | undefined;
};

/** A move's note (D21), kept in the application's history. */
export function NoteField({
  form,
  label,
  rows = 2,
}: {
  form: NoteForm;
  label: string;
  rows?: number;
}) {
  return (
    <FormField label={label} error={form.error('note')}>
      {(control) => (
        <TextArea
          {...control}
          // Fixed rows, not autoSize: antd's measuring box is styled through a style attribute,
          // which the CSP refuses.
          rows={rows}
          maxLength={moveNoteMaxLength}
          value={form.values.note}
          onChange={(event) => form.set('note', event.target.value)}
        />
      )}
    </FormField>
  );
}
