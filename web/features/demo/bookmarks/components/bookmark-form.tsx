import { useTranslation } from 'react-i18next';
import type { DemoBookmarkFields, DemoBookmarkLabel } from '#openapi/demo/bookmarks.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { Button, Form, Input, Select } from '../../../../shared/ui/antd.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { useCreateDemoBookmark } from '../api/create-demo-bookmark.ts';

export const bookmarkLabels: readonly DemoBookmarkLabel[] = ['work', 'reading', 'tools'];

/** Adds a bookmark: a title, an address (a page of this app or a web address) and labels. */
export function BookmarkForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<DemoBookmarkFields>();
  const create = useCreateDemoBookmark();
  const save = (fields: DemoBookmarkFields) =>
    create.mutate(
      { ...fields, labels: fields.labels ?? [] },
      {
        onSuccess: () => {
          toast.success(t('demoBookmarks.added'));
          form.resetFields();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <Form form={form} layout="vertical" className="bookmark-form" onFinish={save}>
      <Form.Item
        name="title"
        label={t('demoBookmarks.field.title')}
        rules={[{ required: true, whitespace: true, message: t('demoBookmarks.required') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('demoBookmarks.field.url')}
        rules={[
          { required: true, message: t('demoBookmarks.required') },
          { pattern: /^(\/|https?:\/\/)/, message: t('demoBookmarks.urlRule') },
        ]}
      >
        <Input placeholder="/apps/academy" maxLength={2000} />
      </Form.Item>
      <Form.Item name="labels" label={t('demoBookmarks.field.labels')}>
        <Select
          mode="multiple"
          options={bookmarkLabels.map((label) => ({
            value: label,
            label: t(`demoBookmarks.label.${label}`),
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('demoBookmarks.add')}
      </Button>
    </Form>
  );
}
