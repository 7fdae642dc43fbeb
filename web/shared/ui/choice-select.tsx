import { idOrNone } from './filter-select.tsx';
import type { FieldControl } from './form-field.tsx';
import { fieldClass } from './text-input.tsx';

type Props = {
  /** The field's ties to its label and message (FormField). */
  control: FieldControl;
  /** A lookup's items (institutes, classes, states); none while they load. */
  items: readonly { id: number; name: string }[] | undefined;
  value: number | undefined;
  /** What the box says until a choice is made (cannot be chosen back). */
  placeholder: string;
  disabled?: boolean;
  onChange: (id: number | undefined) => void;
};

/**
 * A choice among a lookup's items, in a native select drawn like the app's fields: a phone opens
 * its own picker, and every screen reader reads it the same. A form's required pick list
 * (/register's institute, class, section, state and language).
 */
export function ChoiceSelect({
  control: { status, ...control },
  items,
  value,
  placeholder,
  disabled,
  onChange,
}: Props) {
  return (
    <select
      {...control}
      className={fieldClass('text-input', { status })}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(idOrNone(event.target.value))}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {(items ?? []).map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </select>
  );
}
