import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Job } from '#openapi/jobs.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { FormErrorSummary } from '../../../shared/ui/form-error-summary.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { lazyWithAntd } from '../../../shared/ui/lazy-with-antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useSaveJob } from '../api/save-job.ts';
import { DescriptionEditor } from './description-editor.tsx';
import { JobAssessmentSection } from './job-assessment-section.tsx';
import { JobBasicsSection } from './job-basics-section.tsx';
import { JobEligibilitySection } from './job-eligibility-section.tsx';
import { JobFormActions } from './job-form-actions.tsx';
import { jobFormChecks } from './job-form-rules.ts';
import {
  fieldOfRequestPart,
  fieldsOf,
  type JobFormValues,
  jobRequestOf,
  valuesOf,
} from './job-form-values.ts';
import { JobPaySection } from './job-pay-section.tsx';
import { serverFieldError } from './server-field-error.ts';
import './job-form.css';

// The preview (antd's dialog with the job as students read it) loads when first asked for, with
// antd's theme: the form itself draws no antd (issue 29).
const JobPreview = lazyWithAntd(() =>
  Promise.all([import('./job-preview.tsx'), import('../../../shared/ui/antd-root.tsx')]).then(
    ([{ JobPreview }, antdRoot]) => ({ Component: JobPreview, antdRoot }),
  ),
);

/** What the toast says once the job is saved. */
function savedMessageKey(job: Job | undefined, publish: boolean): string {
  if (publish) return 'jobPosting.saved.published';
  return job && job.status !== 'draft' ? 'jobPosting.saved.changes' : 'jobPosting.saved.draft';
}

type Props = {
  /** The job to edit; none for a new posting. */
  job?: Job;
  /** The job's values as the server has them (a new posting's empty ones). */
  saved: JobFormValues;
  /** What the recruiter had typed on this device and not saved, when there is such a draft. */
  draft: JobFormValues | undefined;
  /** Every change, with the whole form's values. */
  onChange: (values: JobFormValues) => void;
  /** The job is saved on the server: no draft is needed any more. */
  onSaved: () => void;
};

/**
 * /postjob's form (D13, D20, D23): a new job, or `job` to edit. A draft is saved as a draft or
 * published; a published job's changes are saved as they are. The server has the last word: a
 * field it finds wrong shows its message at the field. The app's own form state and native
 * fields (issue 29: antd's Form, selects and number boxes were 470 ms of a phone's blocking time).
 */
export function JobForm({ job, saved, draft, onChange, onSaved }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(() => fieldsOf(draft ?? saved));
  const form = useFormFields(
    initial,
    jobFormChecks({ savedDeadline: job ? saved.deadline : undefined }),
  );
  const save = useSaveJob();
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const [previewing, setPreviewing] = useState<JobFormValues | null>(null);
  // Publish is a submit button too: it says so as it is pressed (Enter presses Save draft).
  const publishing = useRef(false);

  // Every change goes to the draft; the values the form opened with are no change.
  const { values } = form;
  const reported = useRef(initial);
  useEffect(() => {
    if (values === reported.current) return;
    reported.current = values;
    onChange(valuesOf(values));
  }, [values, onChange]);

  const showServerError = (error: unknown): boolean => {
    const fieldError = serverFieldError(error);
    const field = fieldError && fieldOfRequestPart[fieldError.name.join('/')];
    if (!fieldError || !field) return false;
    form.fail(field, { key: 'jobPosting.serverSaid', values: { message: fieldError.message } });
    return true;
  };

  const submit = async (publish: boolean) => {
    setPending(publish ? 'publish' : 'draft');
    try {
      const outcome = await save.mutateAsync({
        JobID: job?.JobID,
        fields: jobRequestOf(valuesOf(form.values)),
        publish,
      });
      onSaved();
      if (outcome.publishError !== undefined) {
        // The job is saved as a draft: edit that one, so trying again posts no second job.
        toast.error(errorMessage(outcome.publishError, t));
        navigate(`${paths.postJob}?job=${encodeURIComponent(outcome.job.slug)}`, {
          replace: true,
        });
        return;
      }
      toast.success(t(savedMessageKey(job, publish), { title: outcome.job.title }));
      navigate(paths.myJobs);
    } catch (error) {
      if (showServerError(error)) toast.error(t('jobPosting.checkFields'));
      else toast.error(errorMessage(error, t));
    } finally {
      setPending(null);
    }
  };

  const takeIntent = () => {
    const publish = publishing.current;
    publishing.current = false;
    return publish;
  };

  return (
    <form
      name="job"
      className="job-form"
      noValidate
      onSubmit={form.submit(
        () => void submit(takeIntent()),
        () => {
          takeIntent();
          toast.error(t('jobPosting.checkFields'));
        },
      )}
    >
      <FormErrorSummary failure={form.failure} />
      <JobBasicsSection form={form} />
      <JobPaySection form={form} />
      <JobEligibilitySection form={form} savedYears={saved.eligibility.graduationYears} />
      <JobAssessmentSection
        form={form}
        assessmentLocked={job !== undefined && job.status !== 'draft'}
      />
      <fieldset className="job-form-section">
        <legend>{t('jobPosting.section.description')}</legend>
        <FormField
          label={t('jobPosting.field.description')}
          hint={t('jobPosting.hint.description')}
          error={form.error('description')}
        >
          {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
            <DescriptionEditor
              label={t('jobPosting.field.description')}
              id={id}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={form.values.description}
              onChange={(html) => form.set('description', html)}
            />
          )}
        </FormField>
      </fieldset>
      <JobFormActions
        status={job?.status}
        pending={pending}
        previewOn={JobPreview.prefetchOn}
        onPreview={() => setPreviewing(valuesOf(form.values))}
        onPublish={() => {
          publishing.current = true;
        }}
      />
      {previewing ? (
        <Suspense fallback={null}>
          <JobPreview
            values={previewing}
            companyName={job?.company.name}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
