import { useTranslation } from 'react-i18next';
import type { TemplateProfileAbout } from '#openapi/demo/profile.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { Button, Form, Input, Select, TextArea } from '../../../../shared/ui/antd.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { useUpdateTemplateProfileAbout } from '../api/update-template-profile-about.ts';

type AboutFields = Pick<TemplateProfileAbout, 'headline' | 'location' | 'about' | 'skills'>;

/** Edits the sample profile's headline, location, about and skills (tags typed in). */
export function ProfileAboutForm({ about, onDone }: { about: AboutFields; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTemplateProfileAbout();
  const save = (fields: AboutFields) =>
    update.mutate(
      { ...fields, location: fields.location ?? '', about: fields.about ?? '' },
      {
        onSuccess: () => {
          toast.success(t('demoProfile.saved'));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <Form layout="vertical" initialValues={about} onFinish={save}>
      <Form.Item
        name="headline"
        label={t('demoProfile.headline')}
        rules={[{ required: true, whitespace: true, message: t('demoProfile.required') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="location" label={t('demoProfile.location')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="about" label={t('demoProfile.about')}>
        <TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="skills" label={t('demoProfile.skills')}>
        <Select mode="tags" open={false} suffixIcon={null} />
      </Form.Item>
      <div className="demo-toolbar">
        <Button onClick={onDone}>{t('demoProfile.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('demoProfile.save')}
        </Button>
      </div>
    </Form>
  );
}
