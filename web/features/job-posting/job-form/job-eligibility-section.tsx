import { useTranslation } from 'react-i18next';
import { useClassesOf } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import {
  Form,
  type FormInstance,
  InputNumber,
  type Rule,
  Select,
} from '../../../shared/ui/antd.ts';
import type { JobFormValues } from './job-form-values.ts';

type Rules = Record<'instituteIDs' | 'minCGPA' | 'maxBacklogs', Rule[]>;

const instituteIDsName: ['eligibility', 'instituteIDs'] = ['eligibility', 'instituteIDs'];
const classIDsName: ['eligibility', 'classIDs'] = ['eligibility', 'classIDs'];

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
  rules,
  savedYears,
}: {
  form: FormInstance<JobFormValues>;
  rules: Rules;
  savedYears: readonly number[];
}) {
  const { t } = useTranslation();
  const institutes = useInstitutes();
  const instituteIDs: number[] = Form.useWatch(instituteIDsName, form) ?? [];
  const { classes, loading } = useClassesOf(instituteIDs);
  const instituteName = (id: number) =>
    institutes.data?.body.find((institute) => institute.id === id)?.name ?? String(id);

  // A class of an institute no longer chosen cannot stay: the server would refuse it.
  const keepClassesOf = (chosen: number[]) => {
    const classIDs: number[] = form.getFieldValue(classIDsName) ?? [];
    const kept = classIDs.filter((id) =>
      classes.some((item) => item.id === id && chosen.includes(item.instituteID)),
    );
    if (kept.length !== classIDs.length) form.setFieldValue(classIDsName, kept);
  };

  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.eligibility')}</legend>
      <Form.Item
        name={instituteIDsName}
        label={t('jobPosting.field.institutes')}
        rules={rules.instituteIDs}
        required
      >
        <Select
          mode="multiple"
          loading={institutes.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(institutes.data?.body ?? []).map((item) => ({
            value: item.id,
            label: item.name,
          }))}
          onChange={keepClassesOf}
        />
      </Form.Item>
      <Form.Item
        name={classIDsName}
        label={t('jobPosting.field.classes')}
        extra={t('jobPosting.hint.classes')}
      >
        <Select
          mode="multiple"
          loading={loading}
          disabled={instituteIDs.length === 0}
          placeholder={t('jobPosting.placeholder.allClasses')}
          showSearch={{ optionFilterProp: 'label' }}
          options={instituteIDs.map((instituteID) => ({
            label: instituteName(instituteID),
            title: instituteName(instituteID),
            options: classes
              .filter((item) => item.instituteID === instituteID)
              .map((item) => ({
                value: item.id,
                label: item.name,
                title: t('jobPosting.classOf', {
                  className: item.name,
                  institute: instituteName(instituteID),
                }),
              })),
          }))}
        />
      </Form.Item>
      <div className="job-form-grid">
        <Form.Item
          name={['eligibility', 'minCGPA']}
          label={t('jobPosting.field.minCGPA')}
          extra={t('jobPosting.hint.noLimit')}
          rules={rules.minCGPA}
        >
          <InputNumber inputMode="decimal" step={0.1} className="job-form-number" />
        </Form.Item>
        <Form.Item
          name={['eligibility', 'maxBacklogs']}
          label={t('jobPosting.field.maxBacklogs')}
          extra={t('jobPosting.hint.noLimit')}
          rules={rules.maxBacklogs}
        >
          <InputNumber inputMode="numeric" className="job-form-number" />
        </Form.Item>
      </div>
      <Form.Item
        name={['eligibility', 'graduationYears']}
        label={t('jobPosting.field.graduationYears')}
      >
        <Select
          mode="multiple"
          placeholder={t('jobPosting.placeholder.anyYear')}
          options={graduationYearChoices(savedYears).map((year) => ({
            value: year,
            label: String(year),
          }))}
        />
      </Form.Item>
    </fieldset>
  );
}
