import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { NumberInput } from '../../../shared/ui/number-input.tsx';
import { TagsInput } from '../../../shared/ui/tags-input.tsx';
import type { JobFormState, NumberFieldName } from './job-form-state.ts';

/** A figure of the job (CTC, years, CGPA, minutes, a percentage) under its label. */
export function NumberField({
  form,
  name,
  label,
  hint,
  required = false,
  whole = false,
  disabled = false,
}: {
  form: JobFormState;
  name: NumberFieldName;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** Whole numbers only: the phone's keypad without a decimal point. */
  whole?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} hint={hint} required={required} error={form.error(name)}>
      {(control) => (
        <NumberInput
          {...control}
          inputMode={whole ? 'numeric' : 'decimal'}
          disabled={disabled}
          value={form.values[name]}
          onChange={(value) => form.set(name, value)}
        />
      )}
    </FormField>
  );
}

/** Entries typed one after another (locations, skills), under their label. */
export function TagsField({
  form,
  name,
  label,
  required = false,
}: {
  form: JobFormState;
  name: 'locations' | 'skills';
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label}
      hint={t('jobPosting.hint.tags')}
      required={required}
      error={form.error(name)}
    >
      {(control) => (
        <TagsInput
          {...control}
          value={form.values[name]}
          onChange={(tags) => form.set(name, tags)}
        />
      )}
    </FormField>
  );
}
