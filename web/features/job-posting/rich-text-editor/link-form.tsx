import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../../shared/ui/app-button.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
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
        <TextInput
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
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter would submit the whole job form.
            event.preventDefault();
            apply();
          }}
        />
        <AppButton onClick={apply}>{t('jobPosting.editor.applyLink')}</AppButton>
        {editor.isActive('link') ? (
          <AppButton
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            {t('jobPosting.editor.removeLink')}
          </AppButton>
        ) : null}
        <AppButton variant="text" onClick={onDone}>
          {t('jobPosting.editor.cancelLink')}
        </AppButton>
      </div>
      <div id={messageId} className="rich-text-link-message" role="alert">
        {wrong ? t('jobPosting.editor.linkInvalid') : null}
      </div>
    </div>
  );
}
