import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { reason } from '../model/move-checks.ts';
import { MoveFormFooter, type MoveFormProps } from './move-form-footer.tsx';
import { NoteField } from './note-field.tsx';

/** Rejecting says why (D21): the reason is the move's note, kept in the history. */
export function RejectForm({ error, sending, onSubmit, onCancel }: MoveFormProps) {
  const { t } = useTranslation();
  const form = useFormFields({ note: '' }, { note: reason });
  return (
    <form onSubmit={form.submit(({ note }) => onSubmit({ note: note.trim() }))} noValidate>
      <NoteField
        label={t('pipeline.reject.reason')}
        error={form.error('note')}
        rows={3}
        value={form.values.note}
        onChange={(note) => form.set('note', note)}
      />
      <MoveFormFooter
        error={error}
        sending={sending}
        submitLabel={t('pipeline.action.reject')}
        danger
        onCancel={onCancel}
      />
    </form>
  );
}
