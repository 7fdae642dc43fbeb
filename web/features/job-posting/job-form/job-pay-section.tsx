import { useTranslation } from 'react-i18next';
import { Form, InputNumber, type Rule } from '../../../shared/ui/antd.ts';

type Rules = Record<'ctcMin' | 'ctcMax' | 'experienceMin' | 'experienceMax', Rule[]>;

/** The pay and the experience asked for (D13): CTC in lakh per annum, experience in years. */
export function JobPaySection({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  return (
    <fieldset className="job-form-section">
      <legend>{t('jobPosting.section.pay')}</legend>
      <div className="job-form-grid">
        <Form.Item
          name={['ctc', 'min']}
          label={t('jobPosting.field.ctcMin')}
          rules={rules.ctcMin}
          dependencies={[['ctc', 'max']]}
          required
        >
          <InputNumber inputMode="decimal" className="job-form-number" />
        </Form.Item>
        <Form.Item
          name={['ctc', 'max']}
          label={t('jobPosting.field.ctcMax')}
          rules={rules.ctcMax}
          required
        >
          <InputNumber inputMode="decimal" className="job-form-number" />
        </Form.Item>
        <Form.Item
          name={['experience', 'min']}
          label={t('jobPosting.field.experienceMin')}
          extra={t('jobPosting.hint.fresher')}
          rules={rules.experienceMin}
          dependencies={[['experience', 'max']]}
          required
        >
          <InputNumber inputMode="numeric" className="job-form-number" />
        </Form.Item>
        <Form.Item
          name={['experience', 'max']}
          label={t('jobPosting.field.experienceMax')}
          rules={rules.experienceMax}
          required
        >
          <InputNumber inputMode="numeric" className="job-form-number" />
        </Form.Item>
      </div>
    </fieldset>
  );
}
