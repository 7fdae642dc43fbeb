import { useTranslation } from 'react-i18next';
import {
  Form,
  type FormInstance,
  Input,
  InputNumber,
  type Rule,
  Select,
} from '../../../shared/ui/antd.ts';
import { useCourses } from '../api/get-courses.ts';
import { indianDateOf, type JobFormValues } from './job-form-values.ts';

type Rules = Record<'durationMinutes' | 'minScore' | 'deadline', Rule[]>;

const courseName: ['assessment', 'CourseID'] = ['assessment', 'CourseID'];
const durationName: ['assessment', 'durationMinutes'] = ['assessment', 'durationMinutes'];

/**
 * The job's test and its last day (D13, D21): a course of courses/v1/listSimple, its length and
 * cut-off, or none. Once published the test cannot change (students may have it already).
 */
export function JobAssessmentSection({
  form,
  rules,
  assessmentLocked,
}: {
  form: FormInstance<JobFormValues>;
  rules: Rules;
  assessmentLocked: boolean;
}) {
  const { t } = useTranslation();
  const courses = useCourses();
  const CourseID: number | undefined = Form.useWatch(courseName, form);
  const withoutTest = CourseID === undefined;

  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.assessment')}</legend>
      <Form.Item
        name={courseName}
        label={t('jobPosting.field.course')}
        extra={t(assessmentLocked ? 'jobPosting.hint.assessmentLocked' : 'jobPosting.hint.course')}
      >
        <Select
          allowClear
          disabled={assessmentLocked}
          loading={courses.isLoading}
          placeholder={t('jobPosting.placeholder.noAssessment')}
          options={(courses.data?.body ?? []).map((course) => ({
            value: course.id,
            label: course.courseName,
          }))}
          onChange={(chosen: number | undefined) => {
            // A cut-off needs a test to cut; the server refuses one without.
            if (chosen === undefined) form.setFieldValue('minScore', null);
            void form.validateFields([durationName]);
          }}
        />
      </Form.Item>
      <div className="job-form-grid">
        <Form.Item
          name={durationName}
          label={t('jobPosting.field.duration')}
          rules={rules.durationMinutes}
          required={!withoutTest}
        >
          <InputNumber
            inputMode="numeric"
            disabled={withoutTest || assessmentLocked}
            className="job-form-number"
          />
        </Form.Item>
        <Form.Item
          name="minScore"
          label={t('jobPosting.field.minScore')}
          extra={t('jobPosting.hint.minScore')}
          rules={rules.minScore}
        >
          <InputNumber inputMode="numeric" disabled={withoutTest} className="job-form-number" />
        </Form.Item>
        <Form.Item
          name="deadline"
          label={t('jobPosting.field.deadline')}
          extra={t('jobPosting.hint.deadline')}
          rules={rules.deadline}
          required
        >
          <Input type="date" min={indianDateOf(Date.now())} />
        </Form.Item>
      </div>
    </fieldset>
  );
}
