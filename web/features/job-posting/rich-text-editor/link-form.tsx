import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../shared/ui/antd.ts';
import { linkAddressOf } from './link-address.ts';

/**
 * Sets or removes the link on the editor's selection. With nothing selected, the address itself
 * goes in as the link's text.
 */
export function LinkForm({
  id,
  editor,
  onDone,
}: {
  id: string;
  editor: Editor;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const current: unknown = editor.getAttributes('link').href;
  const [typed, setTyped] = useState(typeof current === 'string' ? current : '');
  const [wrong, setWrong] = useState(false);
  const messageId = `${id}-message`;

  const apply = () => {
    const href = linkAddressOf(typed);
    if (!href) {
      setWrong(true);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onDone();
  };

  return (
    <div className="rich-text-link-form">
      <label htmlFor={id}>{t('jobPosting.editor.linkAddress')}</label>
      <div className="rich-text-link-row">
        <Input
          id={id}
          value={typed}
          inputMode="url"
          placeholder="https://"
          status={wrong ? 'error' : undefined}
          aria-invalid={wrong}
          aria-describedby={messageId}
          onChange={(event) => {
            setTyped(event.target.value);
            setWrong(false);
          }}
          onPressEnter={(event) => {
            // Enter would submit the whole job form.
            event.preventDefault();
            apply();
          }}
        />
        <Button onClick={apply}>{t('jobPosting.editor.applyLink')}</Button>
        {editor.isActive('link') ? (
          <Button
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            {t('jobPosting.editor.removeLink')}
          </Button>
        ) : null}
        <Button type="text" onClick={onDone}>
          {t('jobPosting.editor.cancelLink')}
        </Button>
      </div>
      <div id={messageId} className="rich-text-link-message" role="alert">
        {wrong ? t('jobPosting.editor.linkInvalid') : null}
      </div>
    </div>
  );
}
