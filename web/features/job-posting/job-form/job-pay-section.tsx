import { useTranslation } from 'react-i18next';
import { NumberField } from './job-field-parts.tsx';
import type { JobFormState } from './job-form-state.ts';

/** The pay and the experience asked for (D13): CTC in lakh per annum, experience in years. */
export function JobPaySection({ form }: { form: JobFormState }) {
  const { t } = useTranslation();
  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.pay')}</legend>
      <div className="job-form-grid">
        <NumberField form={form} name="ctcMin" label={t('jobPosting.field.ctcMin')} required />
        <NumberField form={form} name="ctcMax" label={t('jobPosting.field.ctcMax')} required />
        <NumberField
          form={form}
          name="experienceMin"
          label={t('jobPosting.field.experienceMin')}
          hint={t('jobPosting.hint.fresher')}
          required
          whole
        />
        <NumberField
          form={form}
          name="experienceMax"
          label={t('jobPosting.field.experienceMax')}
          required
          whole
        />
      </div>
    </fieldset>
  );
}
