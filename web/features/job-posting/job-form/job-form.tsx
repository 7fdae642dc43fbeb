import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Job } from '#openapi/jobs.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { Form } from '../../../shared/ui/antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSaveJob } from '../api/save-job.ts';
import { DescriptionEditor } from './description-editor.tsx';
import { JobAssessmentSection } from './job-assessment-section.tsx';
import { JobBasicsSection } from './job-basics-section.tsx';
import { JobEligibilitySection } from './job-eligibility-section.tsx';
import { JobFormActions } from './job-form-actions.tsx';
import { useJobFormRules } from './job-form-rules.ts';
import { type JobFormValues, jobRequestOf } from './job-form-values.ts';
import { JobPaySection } from './job-pay-section.tsx';
import { serverFieldError } from './server-field-error.ts';
import './job-form.css';

// The preview (a dialog with the job as students read it) loads when first asked for (issue 29).
const JobPreview = lazy(() =>
  import('./job-preview.tsx').then(({ JobPreview }) => ({ default: JobPreview })),
);

/** Every field's name path, to tell a field the server named from a part of the request. */
const fieldNames = new Set(
  [
    'title',
    'jobType',
    'locations',
    'skills',
    'ctc.min',
    'ctc.max',
    'experience.min',
    'experience.max',
    'eligibility.instituteIDs',
    'eligibility.classIDs',
    'eligibility.minCGPA',
    'eligibility.maxBacklogs',
    'eligibility.graduationYears',
    'assessment.CourseID',
    'assessment.durationMinutes',
    'minScore',
    'deadline',
    'description',
  ].map((name) => name.split('.').join('/')),
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
 * field it finds wrong shows its message at the field.
 */
export function JobForm({ job, saved, draft, onChange, onSaved }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<JobFormValues>();
  const [initialValues] = useState(() => draft ?? saved);
  const rules = useJobFormRules({ savedDeadline: job ? saved.deadline : undefined });
  const save = useSaveJob();
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const [previewing, setPreviewing] = useState<JobFormValues | null>(null);

  const showServerError = (error: unknown): boolean => {
    const fieldError = serverFieldError(error);
    if (!fieldError || !fieldNames.has(fieldError.name.join('/'))) return false;
    const errors = [t('jobPosting.serverSaid', { message: fieldError.message })];
    // fieldNames has just vouched for the name: it is one of the form's own.
    form.setFields([{ name: fieldError.name, errors }] as Parameters<typeof form.setFields>[0]);
    form.scrollToField(fieldError.name, { focus: true });
    return true;
  };

  const submit = async (publish: boolean) => {
    try {
      await form.validateFields();
    } catch (invalid) {
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true });
      toast.error(t('jobPosting.checkFields'));
      return;
    }
    const values = form.getFieldsValue(true) as JobFormValues;
    setPending(publish ? 'publish' : 'draft');
    try {
      const outcome = await save.mutateAsync({
        JobID: job?.JobID,
        fields: jobRequestOf(values),
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

  return (
    <Form
      form={form}
      name="job"
      layout="vertical"
      className="job-form"
      initialValues={initialValues}
      // Enter in a field saves without publishing: publishing is a choice made with its button.
      onFinish={() => submit(false)}
      onValuesChange={() => onChange(form.getFieldsValue(true) as JobFormValues)}
      scrollToFirstError
    >
      <JobBasicsSection rules={rules} />
      <JobPaySection rules={rules} />
      <JobEligibilitySection
        form={form}
        rules={rules}
        savedYears={saved.eligibility.graduationYears}
      />
      <JobAssessmentSection
        form={form}
        rules={rules}
        assessmentLocked={job !== undefined && job.status !== 'draft'}
      />
      <fieldset className="job-form-section">
        <legend>{t('jobPosting.section.description')}</legend>
        <Form.Item
          name="description"
          label={t('jobPosting.field.description')}
          extra={t('jobPosting.hint.description')}
          rules={rules.description}
        >
          <DescriptionEditor label={t('jobPosting.field.description')} />
        </Form.Item>
      </fieldset>
      <JobFormActions
        status={job?.status}
        pending={pending}
        onPreview={() => setPreviewing(form.getFieldsValue(true) as JobFormValues)}
        onPublish={() => submit(true)}
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
    </Form>
  );
}
