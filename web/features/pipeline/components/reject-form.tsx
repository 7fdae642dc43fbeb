import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { reason } from '../model/move-checks.ts';
import { MoveFormFooter, type MoveFormProps } from './move-form-footer.tsx';
import { NoteField } from './note-field.tsx';

/** Rejecting says why (D21): the reason is the move's note, kept in the history. */
export function RejectForm({ onSubmit, ...moving }: MoveFormProps) {
  const { t } = useTranslation();
  const form = useFormFields({ note: '' }, { note: reason });
  return (
    <form onSubmit={form.submit(({ note }) => onSubmit({ note: note.trim() }))} noValidate>
      <NoteField form={form} label={t('pipeline.reject.reason')} rows={3} />
      <MoveFormFooter {...moving} submitLabel={t('pipeline.action.reject')} danger />
    </form>
  );
}
