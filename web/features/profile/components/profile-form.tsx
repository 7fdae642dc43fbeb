import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobType } from '#openapi/jobs.ts';
import type { StudentProfile } from '#openapi/profiles.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { Alert, Button, CheckboxGroup, Form, Select, TextArea } from '../../../shared/ui/antd.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { formErrorsOf, profileRules } from '../profile-form-rules.ts';
import { BadgeFields } from './badge-fields.tsx';

/** Every job type, once: a Record so a type the contract adds is missed at compile time. */
const jobTypeOrder: Record<JobType, number> = {
  fullTime: 0,
  internship: 1,
  internshipPpo: 2,
  contract: 3,
};
const jobTypes = Object.keys(jobTypeOrder) as JobType[];

type Props = {
  UserID: number;
  /** What the student keeps now: the form starts from it. */
  kept: StudentProfile;
  /** Saved or cancelled: back to reading. */
  onDone: () => void;
};

/**
 * The student's own profile, edited (D20): skills and locations as tags (Enter or a comma adds
 * one), job types, HackerRank badges and a summary. The whole profile is sent, as profileUpdate
 * replaces it; the server's field errors show on their fields.
 */
export function ProfileForm({ UserID, kept, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StudentProfile>();
  const save = useUpdateProfile(UserID);
  const [general, setGeneral] = useState<string[]>([]);
  const rules = profileRules(t);

  const onFinish = (values: StudentProfile) => {
    setGeneral([]);
    const body: StudentProfile = {
      skills: values.skills ?? [],
      preferredLocations: values.preferredLocations ?? [],
      preferredJobTypes: values.preferredJobTypes ?? [],
      hackerRankBadges: (values.hackerRankBadges ?? []).map(({ name, stars }) => ({ name, stars })),
      summary: values.summary ?? '',
    };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('profile.edit.saved'));
        onDone();
      },
      onError: (error) => {
        const { fields, general: unplaced } = formErrorsOf(
          error instanceof ApiError ? error.fieldErrors : [],
        );
        if (fields.length === 0 && unplaced.length === 0) {
          toast.error(errorMessage(error, t));
          return;
        }
        form.setFields(fields);
        setGeneral(unplaced);
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={kept}
      onFinish={onFinish}
      className="profile-form"
    >
      <Form.Item
        name="skills"
        label={t('profile.about.skills')}
        extra={t('profile.edit.tagsHint')}
        rules={rules.skills}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item
        name="preferredLocations"
        label={t('profile.about.locations')}
        extra={t('profile.edit.tagsHint')}
        rules={rules.preferredLocations}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item name="preferredJobTypes" label={t('profile.about.jobTypes')}>
        <CheckboxGroup
          className="profile-job-types"
          options={jobTypes.map((type) => ({
            value: type,
            label: t(`recruitment.jobType.${type}`),
          }))}
        />
      </Form.Item>
      <BadgeFields rules={rules} />
      <Form.Item name="summary" label={t('profile.about.summary')} rules={rules.summary}>
        {/* Fixed rows, not autoSize: antd measures with a hidden textarea styled through a style
            attribute, which the CSP refuses (as the test screen's answer box says). */}
        <TextArea rows={4} />
      </Form.Item>
      {general.length > 0 ? (
        <Alert type="error" showIcon title={general.join(' ')} className="profile-form-alert" />
      ) : null}
      <div className="profile-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('profile.edit.save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('profile.edit.cancel')}
        </Button>
      </div>
    </Form>
  );
}
