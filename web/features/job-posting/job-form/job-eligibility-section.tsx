import { useTranslation } from 'react-i18next';
import { useClassesOf } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { LoadingNote } from '../../../shared/ui/loading-note.tsx';
import { ChoiceList } from './choice-list.tsx';
import { NumberField } from './job-field-parts.tsx';
import type { JobFormState } from './job-form-state.ts';

/** The graduation years a campus drive looks at: last year's batch to four years on, and any saved. */
function graduationYearChoices(saved: readonly number[]): number[] {
  const thisYear = new Date().getFullYear();
  const years = new Set([
    ...saved,
    ...Array.from({ length: 6 }, (_, index) => thisYear - 1 + index),
  ]);
  return [...years].sort((a, b) => a - b);
}

/** Who may apply (D20): institutes and their classes, CGPA, backlogs, graduation years. */
export function JobEligibilitySection({
  form,
  savedYears,
}: {
  form: JobFormState;
  savedYears: readonly number[];
}) {
  const { t } = useTranslation();
  const institutes = useInstitutes();
  const { instituteIDs, classIDs } = form.values;
  const { classes, loading } = useClassesOf(instituteIDs);
  const instituteName = (id: number) =>
    institutes.data?.body.find((institute) => institute.id === id)?.name ?? String(id);

  // A class of an institute no longer chosen cannot stay: the server would refuse it.
  const chooseInstitutes = (chosen: number[]) => {
    form.set('instituteIDs', chosen);
    const kept = classIDs.filter((id) =>
      classes.some((item) => item.id === id && chosen.includes(item.instituteID)),
    );
    if (kept.length !== classIDs.length) form.set('classIDs', kept);
  };

  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.eligibility')}</legend>
      <FormField
        label={t('jobPosting.field.institutes')}
        required
        group
        error={form.error('instituteIDs')}
      >
        {(control) =>
          institutes.isLoading ? (
            <LoadingNote className="job-form-muted" />
          ) : (
            <ChoiceList
              control={control}
              filterLabel={t('jobPosting.findInstitute')}
              choices={(institutes.data?.body ?? []).map((item) => ({
                value: item.id,
                label: item.name,
              }))}
              value={instituteIDs}
              onChange={chooseInstitutes}
            />
          )
        }
      </FormField>
      <FormField
        label={t('jobPosting.field.classes')}
        hint={t('jobPosting.hint.classes')}
        group
        error={form.error('classIDs')}
      >
        {(control) => {
          if (instituteIDs.length === 0) {
            return (
              <p className="job-form-muted">{t('jobPosting.placeholder.classesAfterInstitutes')}</p>
            );
          }
          return instituteIDs.map((instituteID, index) => {
            const ofInstitute = classes.filter((item) => item.instituteID === instituteID);
            return (
              <fieldset key={instituteID} className="job-form-classes">
                <legend>{instituteName(instituteID)}</legend>
                {loading && ofInstitute.length === 0 ? (
                  <LoadingNote className="job-form-muted" />
                ) : null}
                <ChoiceList
                  control={index === 0 ? control : undefined}
                  choices={ofInstitute.map((item) => ({ value: item.id, label: item.name }))}
                  value={classIDs}
                  onChange={(ofThis) =>
                    form.set('classIDs', [
                      ...classIDs.filter((id) => !ofInstitute.some((item) => item.id === id)),
                      ...ofThis,
                    ])
                  }
                />
              </fieldset>
            );
          });
        }}
      </FormField>
      <div className="job-form-grid">
        <NumberField
          form={form}
          name="minCGPA"
          label={t('jobPosting.field.minCGPA')}
          hint={t('jobPosting.hint.noLimit')}
        />
        <NumberField
          form={form}
          name="maxBacklogs"
          label={t('jobPosting.field.maxBacklogs')}
          hint={t('jobPosting.hint.noLimit')}
          whole
        />
      </div>
      <FormField
        label={t('jobPosting.field.graduationYears')}
        hint={t('jobPosting.hint.anyYear')}
        group
        error={form.error('graduationYears')}
      >
        {(control) => (
          <ChoiceList
            control={control}
            className="choice-list-row"
            choices={graduationYearChoices(savedYears).map((year) => ({
              value: year,
              label: String(year),
            }))}
            value={form.values.graduationYears}
            onChange={(years) => form.set('graduationYears', years)}
          />
        )}
      </FormField>
    </fieldset>
  );
}
