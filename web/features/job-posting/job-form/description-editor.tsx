import { Suspense, useEffect, useRef, useState } from 'react';
import { RichTextView } from '../../../shared/recruitment/components/rich-text-view.tsx';
import { lazyDrawn } from '../../../shared/ui/lazy-drawn.ts';
import type { RichTextEditorProps } from '../rich-text-editor/rich-text-editor.tsx';
import '../rich-text-editor/rich-text-frame.css';

// Tiptap and ProseMirror are the heaviest part of /postjob (414 kB, issue 29): they load in their
// own chunk when the description's box comes into view or is reached for, never with the rest of
// the form, whose fields a phone shows first.
const RichTextEditor = lazyDrawn(() =>
  import('../rich-text-editor/rich-text-editor.tsx').then((module) => module.default),
);

/**
 * The description's editor as a form control: what Form.Item hands it goes on to the editor. Until
 * the editor has arrived the box shows the description as it reads, under the toolbar's room, as
 * a text box of the same name: focusing or pressing it brings the editor, with the focus in it.
 */
export function DescriptionEditor(props: RichTextEditorProps) {
  const [wanted, setWanted] = useState<'seen' | 'focused' | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || wanted || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted('seen');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const facade = (
    <div className={invalid ? 'rich-text-editor rich-text-editor-invalid' : 'rich-text-editor'}>
      <div className="rich-text-toolbar-room" aria-hidden="true" />
      {/* biome-ignore lint/a11y/useSemanticElements: it stands for Tiptap's editable region, a rich-text box no textarea can show, as the editor names it. */}
      <div
        ref={box}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={props.label}
        id={props.id}
        aria-describedby={props['aria-describedby']}
        aria-invalid={invalid || undefined}
        className="rich-text-editor-content"
        onFocus={() => setWanted('focused')}
        onPointerDown={() => setWanted('focused')}
      >
        {props.value ? <RichTextView html={props.value} /> : null}
      </div>
    </div>
  );
  if (!wanted) return facade;
  return (
    <Suspense fallback={facade}>
      <RichTextEditor {...props} autoFocus={wanted === 'focused'} />
    </Suspense>
  );
}
