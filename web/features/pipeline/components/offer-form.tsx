import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#openapi/applications.ts';
import { ctcMaxLakh } from '#openapi/field-rules.ts';
import type { Job } from '#openapi/jobs.ts';
import { Input } from '../../../shared/ui/antd.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { optionalNote } from '../model/move-checks.ts';
import { isOutsideRange, offerCtc } from '../model/offer-range.ts';
import { MoveFormFooter, type MoveFormProps } from './move-form-footer.tsx';
import { NoteField } from './note-field.tsx';

/**
 * An offer (D21, D33): the CTC in lakh per annum, within sight of the job's range, the joining date
 * if known and a note the student reads. A CTC outside the range is sent only once the recruiter
 * confirms it against the range, named; revising starts from the offer as it stands.
 */
export function OfferForm({
  job,
  current,
  submitLabel,
  onSubmit,
  ...moving
}: MoveFormProps & { job: Pick<Job, 'ctc'>; current?: Offer; submitLabel?: string }) {
  const { t } = useTranslation();
  const form = useFormFields(
    {
      ctc: current ? String(current.ctc) : '',
      joiningDate: current?.joiningDate ?? '',
      note: current?.note ?? '',
    },
    { ctc: offerCtc(job.ctc), note: optionalNote },
  );
  // The CTC the recruiter was asked to confirm; changing it asks again.
  const [asked, setAsked] = useState<string | null>(null);
  const range = t('recruitment.ctcRange', { min: job.ctc.min, max: job.ctc.max });
  const outside = isOutsideRange(job.ctc, Number(form.values.ctc));
  const confirming = outside && asked === form.values.ctc;
  const send = form.submit((values) => {
    if (outside && !confirming) {
      setAsked(values.ctc);
      return;
    }
    onSubmit({
      offer: { ctc: Number(values.ctc), joiningDate: values.joiningDate || null },
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
      ...(outside ? { confirmOutsideRange: true } : {}),
    });
  });
  return (
    <form onSubmit={send} noValidate>
      <p className="move-form-hint">{t('pipeline.offer.jobRange', { range })}</p>
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
      <NoteField form={form} label={t('pipeline.offer.note')} />
      {confirming ? (
        <p className="move-form-confirm" role="alert">
          {t('pipeline.offer.outsideRange', {
            range,
            ctc: t('recruitment.ctc', { value: Number(form.values.ctc) }),
          })}
        </p>
      ) : null}
      <MoveFormFooter
        {...moving}
        submitLabel={
          confirming
            ? t('pipeline.offer.confirmOutside')
            : (submitLabel ?? t('pipeline.action.offer'))
        }
      />
    </form>
  );
}
