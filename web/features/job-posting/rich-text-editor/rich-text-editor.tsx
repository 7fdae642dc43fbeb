import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { cspNonce } from '../../../shared/csp-nonce.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { isAllowedLink } from './link-address.ts';
import '../../../shared/recruitment/components/rich-text-view.css';
import './rich-text-frame.css';
import './rich-text-editor.css';

/** What the form hands its control (form-field.tsx), and the name the editable region is read by. */
export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  /** The editable region's accessible name (a label cannot point at a contenteditable). */
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Takes the focus once ready: the recruiter reached for the box before the editor had arrived. */
  autoFocus?: boolean;
};

/**
 * The StarterKit cut down to D23's allowlist (openapi/rich-text.ts): paragraphs, bold, italic,
 * underline, h2 and h3 (the page's h1 is the job title), lists and links. ProseMirror's schema
 * drops anything else as it is pasted, so the HTML it writes is what the server keeps.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isAllowedLink(url),
    },
  }),
];

/**
 * The HTML a description is saved as: empty for an empty editor, and without the empty paragraph
 * the editor keeps after a closing list (so the cursor can leave it) which would show as a gap.
 */
function descriptionOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/** The editable region's attributes: a labelled multi-line text box, tied to its hint or error. */
function editorAttributes(region: {
  label: string;
  id: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
}): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': region.label,
    ...(region.id ? { id: region.id } : {}),
    ...(region.describedBy ? { 'aria-describedby': region.describedBy } : {}),
    ...(region.invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'rich-text rich-text-editor-content',
  };
}

/**
 * A job description's editor (D13, D23): Tiptap on ProseMirror, a toolbar for bold, italic,
 * headings, lists and links; at least 120 px tall, growing with its text; no images, no counter.
 * The default export is what /postjob loads lazily, so the editor's weight stays in its own chunk.
 */
export default function RichTextEditor({
  value = '',
  onChange,
  label,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  autoFocus = false,
}: RichTextEditorProps) {
  const invalidNow = invalid === true || invalid === 'true';
  // useEditor hands changed options to the editor on render: the region's name and state follow
  // the form's (an error comes and goes) without a new editor.
  const editorProps = useMemo(
    () => ({ attributes: editorAttributes({ label, id, describedBy, invalid: invalidNow }) }),
    [label, id, describedBy, invalidNow],
  );
  const editor = useEditor({
    extensions,
    content: value,
    autofocus: autoFocus ? 'end' : false,
    injectNonce: cspNonce(),
    editorProps,
    onUpdate: ({ editor: changed }) => onChange?.(descriptionOf(changed)),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  return (
    <div className={invalidNow ? 'rich-text-editor rich-text-editor-invalid' : 'rich-text-editor'}>
      <EditorToolbar editor={editor} active={active} editorLabel={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
