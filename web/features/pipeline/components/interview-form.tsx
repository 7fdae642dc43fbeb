import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewMode } from '#openapi/applications.ts';
import { urlMaxLength, venueMaxLength } from '#openapi/field-rules.ts';
import { Input, Radio, RadioGroup } from '../../../shared/ui/antd.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import {
  interviewDate,
  meetingLink,
  optionalNote,
  requiredText,
  todayInIndia,
} from '../model/move-checks.ts';
import { MoveFormFooter, type MoveFormProps } from './move-form-footer.tsx';
import { NoteField } from './note-field.tsx';

const modes: readonly InterviewMode[] = ['onCampus', 'online', 'office'];

/**
 * An interview (D21): the day, the time and the mode; an online one has its meeting link, one on
 * campus or at the office may say where to come.
 */
export function InterviewForm({ onSubmit, ...moving }: MoveFormProps) {
  const { t } = useTranslation();
  const modeId = useId();
  const form = useFormFields(
    { date: '', time: '', mode: 'onCampus' as InterviewMode, link: '', venue: '', note: '' },
    {
      date: interviewDate,
      time: requiredText,
      link: meetingLink,
      note: optionalNote,
    },
  );
  const online = form.values.mode === 'online';
  const send = form.submit(({ date, time, mode, link, venue, note }) =>
    onSubmit({
      interview: {
        date,
        time,
        mode,
        link: mode === 'online' ? link.trim() : null,
        venue: mode !== 'online' && venue.trim() ? venue.trim() : null,
      },
      ...(note.trim() ? { note: note.trim() } : {}),
    }),
  );
  return (
    <form onSubmit={send} noValidate>
      <div className="move-form-row">
        <FormField label={t('pipeline.interview.date')} error={form.error('date')}>
          {(control) => (
            <Input {...control} type="date" min={todayInIndia()} {...form.text('date')} />
          )}
        </FormField>
        <FormField label={t('pipeline.interview.time')} error={form.error('time')}>
          {(control) => <Input {...control} type="time" {...form.text('time')} />}
        </FormField>
      </div>
      <fieldset className="move-form-fieldset">
        <legend id={modeId}>{t('pipeline.interview.mode')}</legend>
        <RadioGroup
          aria-labelledby={modeId}
          value={form.values.mode}
          onChange={(event) => form.set('mode', event.target.value as InterviewMode)}
        >
          {modes.map((mode) => (
            <Radio key={mode} value={mode}>
              {t(`recruitment.interviewMode.${mode}`)}
            </Radio>
          ))}
        </RadioGroup>
      </fieldset>
      {online ? (
        <FormField label={t('pipeline.interview.link')} error={form.error('link')}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              maxLength={urlMaxLength}
              placeholder="https://"
              {...form.text('link')}
            />
          )}
        </FormField>
      ) : (
        <FormField label={t('pipeline.interview.venue')} error={undefined}>
          {(control) => <Input {...control} maxLength={venueMaxLength} {...form.text('venue')} />}
        </FormField>
      )}
      <NoteField form={form} label={t('pipeline.dialog.note')} />
      <MoveFormFooter {...moving} submitLabel={t('pipeline.action.interview')} />
    </form>
  );
}
