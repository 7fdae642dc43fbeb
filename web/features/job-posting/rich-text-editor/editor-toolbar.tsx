import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './link-form.tsx';

/** Which formats the selection carries, for the buttons' pressed state. */
export type ActiveFormats = {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
};

type Tool = {
  name: keyof ActiveFormats;
  icon: ReactNode;
  /** Applies the format to the selection, or takes it off. */
  apply: (editor: Editor) => void;
};

const tools: Tool[] = [
  {
    name: 'bold',
    icon: <BoldOutlined aria-hidden />,
    apply: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: <ItalicOutlined aria-hidden />,
    apply: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'heading2',
    // The name says "H2" as the button shows it (WCAG 2.5.3, label in name).
    icon: <span aria-hidden>H2</span>,
    apply: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'heading3',
    icon: <span aria-hidden>H3</span>,
    apply: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bulletList',
    icon: <UnorderedListOutlined aria-hidden />,
    apply: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: <OrderedListOutlined aria-hidden />,
    apply: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, the arrow keys move between the
 * buttons; each button says its format and whether the selection has it (aria-pressed).
 */
export function EditorToolbar({
  editor,
  active,
  editorLabel,
}: {
  editor: Editor;
  active: ActiveFormats;
  editorLabel: string;
}) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const linkFormId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = tools.length + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focused, count);
    setFocused(next);
    buttons.current[next]?.focus();
  };
  const button = (
    index: number,
    name: keyof ActiveFormats,
    icon: ReactNode,
    onClick: () => void,
  ) => (
    <button
      key={name}
      ref={(element) => {
        buttons.current[index] = element;
      }}
      type="button"
      className="rich-text-tool"
      aria-label={t(`jobPosting.editor.${name}`)}
      title={t(`jobPosting.editor.${name}`)}
      aria-pressed={active[name]}
      tabIndex={index === focused ? 0 : -1}
      onFocus={() => setFocused(index)}
      // A pointer leaves the focus and the selection in the text, so typing goes on where it was.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </button>
  );

  return (
    <>
      <div
        className="rich-text-toolbar"
        role="toolbar"
        aria-label={t('jobPosting.editor.toolbar', { field: editorLabel })}
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, index) => button(index, tool.name, tool.icon, () => tool.apply(editor)))}
        {button(tools.length, 'link', <LinkOutlined aria-hidden />, () => setLinkOpen(!linkOpen))}
      </div>
      {linkOpen ? (
        <LinkForm
          id={linkFormId}
          editor={editor}
          onDone={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}
