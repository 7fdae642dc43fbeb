import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControl } from './form-field.tsx';
import { fieldClass } from './text-input.tsx';
import './tags-input.css';

type Props = Partial<Omit<FieldControl, 'id'>> & {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The most characters the box takes at once (a tag's limit is the form's rule to say). */
  maxLength?: number;
};

/** The tags in `text`, comma-separated; blanks and those already there are left out. */
function added(tags: readonly string[], text: string): string[] {
  const next = [...tags];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag && !next.includes(tag)) next.push(tag);
  }
  return next;
}

/**
 * Entries typed one after another (a job's locations and skills, a product's tags), antd's Select
 * in `tags` mode without antd (issue 29). Enter, a comma or leaving the box closes an entry; a
 * pasted list is split at its commas; each entry is a button that removes it, and Backspace in the
 * empty box takes the last one back to edit.
 */
export function TagsInput({ id, value, onChange, maxLength, status, ...aria }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const close = (text: string) => {
    setTyped('');
    const next = added(value, text);
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && typed.trim() !== '') {
      // The entry closes; the form is not submitted with it half typed.
      event.preventDefault();
      close(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      event.preventDefault();
      setTyped(value[value.length - 1] ?? '');
      onChange(value.slice(0, -1));
    }
  };

  return (
    // A press on the box's padding puts the caret in its text box, as in antd's.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the text box inside takes the keyboard; this only forwards a pointer's press
    <div
      className={fieldClass('tags-input', { status })}
      onClick={(event) => {
        if (event.target === event.currentTarget) input.current?.focus();
      }}
    >
      {value.map((tag, index) => (
        <button
          key={tag}
          type="button"
          className="tags-input-tag"
          aria-label={t('common.removeTag', { tag })}
          onClick={() => {
            onChange(value.filter((_, at) => at !== index));
            input.current?.focus();
          }}
        >
          <span>{tag}</span>
          <span className="tags-input-remove" aria-hidden="true">
            ×
          </span>
        </button>
      ))}
      <input
        ref={input}
        id={id}
        {...aria}
        autoComplete="off"
        maxLength={maxLength}
        value={typed}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) close(text);
          else setTyped(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => close(typed)}
      />
    </div>
  );
}
