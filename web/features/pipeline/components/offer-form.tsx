import { useTranslation } from 'react-i18next';
import { ctcMaxLakh } from '#openapi/field-rules.ts';
import type { Job } from '#openapi/jobs.ts';
import { Input } from '../../../shared/ui/antd.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { ctc, optionalNote } from '../model/move-checks.ts';
import { MoveFormFooter, type MoveFormProps } from './move-form-footer.tsx';
import { NoteField } from './note-field.tsx';

/** An offer (D21): the CTC in lakh per annum, within sight of the job's range, and the joining date if known. */
export function OfferForm({ job, onSubmit, ...moving }: MoveFormProps & { job: Pick<Job, 'ctc'> }) {
  const { t } = useTranslation();
  const form = useFormFields({ ctc: '', joiningDate: '', note: '' }, { ctc, note: optionalNote });
  const send = form.submit((values) =>
    onSubmit({
      offer: { ctc: Number(values.ctc), joiningDate: values.joiningDate || null },
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    }),
  );
  return (
    <form onSubmit={send} noValidate>
      <p className="move-form-hint">
        {t('pipeline.offer.jobRange', {
          range: t('recruitment.ctcRange', { min: job.ctc.min, max: job.ctc.max }),
        })}
      </p>
      <div className="move-form-row">
        <FormField label={t('pipeline.offer.ctc')} error={form.error('ctc')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={ctcMaxLakh}
              step={0.1}
              {...form.text('ctc')}
            />
          )}
        </FormField>
        <FormField label={t('pipeline.offer.joiningDate')} error={undefined}>
          {(control) => <Input {...control} type="date" {...form.text('joiningDate')} />}
        </FormField>
      </div>
      <NoteField form={form} label={t('pipeline.dialog.note')} />
      <MoveFormFooter {...moving} submitLabel={t('pipeline.action.offer')} />
    </form>
  );
}
