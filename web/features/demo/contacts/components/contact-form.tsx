import { useTranslation } from 'react-i18next';
import type { ContactFields } from '#openapi/demo/contacts.ts';
import { Form, Input, Select, TextArea } from '../../../../shared/ui/antd.ts';
import { useContactTags } from '../api/get-contact-tags.ts';

/** The fields of a contact, as a person fills them in; `onSave` gets them checked. */
export function ContactForm({
  id,
  initial,
  onSave,
}: {
  /** The form's id, so the dialog's Save button submits it. */
  id: string;
  initial: ContactFields;
  onSave: (fields: ContactFields) => void;
}) {
  const { t } = useTranslation();
  const tags = useContactTags().data?.body ?? [];
  const required = { required: true, whitespace: true, message: t('demoContacts.form.required') };
  return (
    <Form id={id} layout="vertical" initialValues={initial} onFinish={onSave} requiredMark>
      <Form.Item name="name" label={t('demoContacts.field.name')} rules={[required]}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('demoContacts.field.email')}
        rules={[required, { type: 'email', message: t('demoContacts.form.email') }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('demoContacts.field.phone')}>
        <Input type="tel" autoComplete="off" maxLength={30} />
      </Form.Item>
      <Form.Item name="company" label={t('demoContacts.field.company')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="jobTitle" label={t('demoContacts.field.jobTitle')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="tags" label={t('demoContacts.field.tags')}>
        <Select
          mode="multiple"
          options={tags.map(({ id, title }) => ({ value: id, label: title }))}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('demoContacts.field.notes')}>
        <TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </Form>
  );
}
