import { useTranslation } from 'react-i18next';
import { Form, Input, type Rule, Select } from '../../../shared/ui/antd.ts';
import { jobTypes } from '../job-choices.ts';
import { TagsInput } from './tags-input.tsx';

type Rules = Record<'title' | 'jobType' | 'locations' | 'skills', Rule[]>;

/** What the job is and where (D13): title, type, locations, skills. */
export function JobBasicsSection({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.basics')}</legend>
      <Form.Item name="title" label={t('jobPosting.field.title')} rules={rules.title} required>
        <Input autoComplete="off" />
      </Form.Item>
      <div className="job-form-grid">
        <Form.Item
          name="jobType"
          label={t('jobPosting.field.jobType')}
          rules={rules.jobType}
          required
        >
          <Select
            options={jobTypes.map((type) => ({
              value: type,
              label: t(`recruitment.jobType.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="locations"
          label={t('jobPosting.field.locations')}
          extra={t('jobPosting.hint.tags')}
          rules={rules.locations}
          required
        >
          <TagsInput />
        </Form.Item>
      </div>
      <Form.Item
        name="skills"
        label={t('jobPosting.field.skills')}
        extra={t('jobPosting.hint.tags')}
        rules={rules.skills}
      >
        <TagsInput />
      </Form.Item>
    </fieldset>
  );
}
