import { useTranslation } from 'react-i18next';
import type { JobType } from '#openapi/jobs.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { fieldClass, TextInput } from '../../../shared/ui/text-input.tsx';
import { jobTypes } from '../job-choices.ts';
import { TagsField } from './job-field-parts.tsx';
import type { JobFormState } from './job-form-state.ts';

/** What the job is and where (D13): title, type, locations, skills. */
export function JobBasicsSection({ form }: { form: JobFormState }) {
  const { t } = useTranslation();
  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.basics')}</legend>
      <FormField label={t('jobPosting.field.title')} required error={form.error('title')}>
        {(control) => <TextInput {...control} autoComplete="off" {...form.text('title')} />}
      </FormField>
      <div className="job-form-grid">
        <FormField label={t('jobPosting.field.jobType')} required error={form.error('jobType')}>
          {({ status, ...control }) => (
            <select
              {...control}
              className={fieldClass('text-input', { status })}
              value={form.values.jobType ?? ''}
              onChange={(event) =>
                form.set('jobType', (event.target.value || undefined) as JobType | undefined)
              }
            >
              <option value="" disabled>
                {t('jobPosting.placeholder.jobType')}
              </option>
              {jobTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`recruitment.jobType.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TagsField form={form} name="locations" label={t('jobPosting.field.locations')} required />
      </div>
      <TagsField form={form} name="skills" label={t('jobPosting.field.skills')} />
    </fieldset>
  );
}
