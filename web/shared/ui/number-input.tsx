import { useState } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';

/** A typed figure: null while empty, NaN while what is typed is no number (a rule then says so). */
export type TypedNumber = number | null;

/** What a text box holds as a figure: "" is none, "1,50" no number (a lakh's grouping is not typed). */
export const numberOf = (text: string): TypedNumber => {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
};

const textOf = (value: TypedNumber) => (value === null || Number.isNaN(value) ? '' : String(value));

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: TypedNumber;
  onChange: (value: TypedNumber) => void;
};

/**
 * A figure's box (antd's InputNumber without antd, issue 29): a text box with the phone's number
 * keypad (`inputMode`), which keeps what is typed as typed ("7." on the way to 7.5) and hands on
 * the figure it reads. No spinner buttons and no wheel: a mistyped figure is the rule's to name.
 */
export function NumberInput({ value, onChange, inputMode = 'decimal', ...props }: Props) {
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a field cleared by another) shows; one the typing made keeps the text.
  const shown = Object.is(numberOf(text), value) ? text : textOf(value);
  return (
    <TextInput
      {...props}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberOf(event.target.value));
      }}
    />
  );
}
