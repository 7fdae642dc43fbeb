import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from '../rich-text-editor/rich-text-editor.tsx';

// Tiptap and ProseMirror are the heaviest part of /postjob: they load in their own chunk when the
// description's editor first shows, never with the login page or the other routes.
const RichTextEditor = lazy(() => import('../rich-text-editor/rich-text-editor.tsx'));

/** The description's editor as a form control: what Form.Item hands it goes on to the editor. */
export function DescriptionEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="rich-text-editor-placeholder" aria-busy="true">
          {t('jobPosting.editor.loading')}
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
