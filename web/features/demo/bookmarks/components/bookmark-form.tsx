import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoBookmarkLabel } from '#openapi/demo/bookmarks.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { FormErrorSummary } from '../../../../shared/ui/form-error-summary.tsx';
import { FormField } from '../../../../shared/ui/form-field.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useFormFields } from '../../../../shared/ui/use-form-fields.ts';
import { useCreateDemoBookmark } from '../api/create-demo-bookmark.ts';
import { BookmarkLabels } from './bookmark-labels.tsx';

/** A page of this app, or a web address. */
const addressPattern = /^(\/|https?:\/\/)/;

const requiredText = (value: string) => (value.trim() ? undefined : 'demoBookmarks.required');

/** Adds a bookmark; once added, the form starts again empty. */
export function BookmarkForm() {
  const [round, setRound] = useState(0);
  return <NewBookmark key={round} onAdded={() => setRound((done) => done + 1)} />;
}

/**
 * A bookmark to add: a title, an address (a page of this app or a web address) and labels. The
 * app's own form state (use-form-fields.ts), not antd's Form (issue 29): a field says what is
 * wrong once changed or once Add is pressed.
 */
function NewBookmark({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDemoBookmark();
  const form = useFormFields(
    { title: '', url: '', labels: [] as DemoBookmarkLabel[] },
    {
      title: requiredText,
      url: (url) =>
        requiredText(url) ?? (addressPattern.test(url) ? undefined : 'demoBookmarks.urlRule'),
    },
  );
  const save = (fields: typeof form.values) =>
    create.mutate(fields, {
      onSuccess: () => {
        toast.success(t('demoBookmarks.added'));
        onAdded();
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    });
  return (
    <form className="bookmark-form" noValidate onSubmit={form.submit(save)}>
      <FormErrorSummary failure={form.failure} />
      <FormField label={t('demoBookmarks.field.title')} error={form.error('title')}>
        {(control) => <TextInput {...control} maxLength={120} {...form.text('title')} />}
      </FormField>
      <FormField label={t('demoBookmarks.field.url')} error={form.error('url')}>
        {(control) => (
          <TextInput
            {...control}
            placeholder="/apps/academy"
            maxLength={2000}
            {...form.text('url')}
          />
        )}
      </FormField>
      <BookmarkLabels
        legend={t('demoBookmarks.field.labels')}
        legendShown
        value={form.values.labels}
        onChange={(labels) => form.set('labels', labels)}
      />
      <AppButton variant="primary" submit loading={create.isPending}>
        {t('demoBookmarks.add')}
      </AppButton>
    </form>
  );
}
