import type { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import type { JobFields } from './job-form-values.ts';

/** The /postjob form's state (use-form-fields.ts), as its sections read and change it. */
export type JobFormState = ReturnType<typeof useFormFields<JobFields>>;

/** The fields holding a figure. */
export type NumberFieldName = {
  [Name in keyof JobFields]: JobFields[Name] extends number | null ? Name : never;
}[keyof JobFields];
