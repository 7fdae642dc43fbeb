import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { fieldClass, TextInput } from '../../../shared/ui/text-input.tsx';
import { useCourses } from '../api/get-courses.ts';
import { NumberField } from './job-field-parts.tsx';
import type { JobFormState } from './job-form-state.ts';
import { indianDateOf } from './job-form-values.ts';

/**
 * The job's test and its last day (D13, D21): a course of courses/v1/listSimple, its length and
 * cut-off, or none. Once published the test cannot change (students may have it already).
 */
export function JobAssessmentSection({
  form,
  assessmentLocked,
}: {
  form: JobFormState;
  assessmentLocked: boolean;
}) {
  const { t } = useTranslation();
  const courses = useCourses();
  const withoutTest = form.values.CourseID === undefined;

  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.assessment')}</legend>
      <FormField
        label={t('jobPosting.field.course')}
        hint={t(assessmentLocked ? 'jobPosting.hint.assessmentLocked' : 'jobPosting.hint.course')}
        error={form.error('CourseID')}
      >
        {({ status, ...control }) => (
          <select
            {...control}
            className={fieldClass('text-input', { status })}
            disabled={assessmentLocked}
            value={form.values.CourseID ?? ''}
            onChange={(event) => {
              const chosen = event.target.value === '' ? undefined : Number(event.target.value);
              form.set('CourseID', chosen);
              // A cut-off needs a test to cut; the server refuses one without.
              if (chosen === undefined) form.set('minScore', null);
            }}
          >
            <option value="">{t('jobPosting.placeholder.noAssessment')}</option>
            {(courses.data?.body ?? []).map((course) => (
              <option key={course.id} value={course.id}>
                {course.courseName}
              </option>
            ))}
            {/* A saved test of a course the list no longer has stays shown, by its number. */}
            {form.values.CourseID !== undefined &&
            courses.data &&
            !courses.data.body.some((course) => course.id === form.values.CourseID) ? (
              <option value={form.values.CourseID}>{form.values.CourseID}</option>
            ) : null}
          </select>
        )}
      </FormField>
      <div className="job-form-grid">
        <NumberField
          form={form}
          name="durationMinutes"
          label={t('jobPosting.field.duration')}
          required={!withoutTest}
          disabled={withoutTest || assessmentLocked}
          whole
        />
        <NumberField
          form={form}
          name="minScore"
          label={t('jobPosting.field.minScore')}
          hint={t('jobPosting.hint.minScore')}
          disabled={withoutTest}
          whole
        />
        <FormField
          label={t('jobPosting.field.deadline')}
          hint={t('jobPosting.hint.deadline')}
          required
          error={form.error('deadline')}
        >
          {(control) => (
            <TextInput
              {...control}
              type="date"
              min={indianDateOf(Date.now())}
              {...form.text('deadline')}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
