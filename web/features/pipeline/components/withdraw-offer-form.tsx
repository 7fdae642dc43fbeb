import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { optionalNote } from '../model/move-checks.ts';
import { MoveFormFooter, type MoveFormProps } from './move-form-footer.tsx';
import { NoteField } from './note-field.tsx';

/**
 * Withdrawing an offer asks first (D33): it says where the candidate goes back to and that the
 * student is told; the optional note is kept in the history.
 */
export function WithdrawOfferForm({
  backTo,
  onSubmit,
  ...moving
}: MoveFormProps & { backTo: 'interview' | 'shortlisted' }) {
  const { t } = useTranslation();
  const form = useFormFields({ note: '' }, { note: optionalNote });
  return (
    <form
      onSubmit={form.submit(({ note }) => onSubmit(note.trim() ? { note: note.trim() } : {}))}
      noValidate
    >
      <p className="move-form-confirm">
        {t('pipeline.offerChange.withdrawQuestion', { stage: t(`recruitment.stage.${backTo}`) })}
      </p>
      <NoteField form={form} label={t('pipeline.dialog.note')} />
      <MoveFormFooter {...moving} submitLabel={t('pipeline.offerChange.withdraw')} danger />
    </form>
  );
}
