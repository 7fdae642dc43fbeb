import type { ReactNode } from 'react';

type Option = { value: string | number; label: ReactNode };

/** A lookup's items (institutes, classes, sections) as a filter's options. */
export const namedOptions = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** A chosen id, or none for the `any` choice. */
export const idOrNone = (raw: string) => (raw === '' ? undefined : Number(raw));

type Props = {
  id: string;
  /** The box's class, the filter bar's own (its grid and spacing). */
  className: string;
  /** The select's own class, where the bar styles it (the pipeline's). */
  selectClassName?: string;
  label: string;
  value: string | number | undefined;
  /** The choice that filters nothing, first; none when the filter always has a value. */
  any?: string;
  options: readonly Option[];
  disabled?: boolean;
  /** The chosen option's value as written ('' for `any`). */
  onChange: (raw: string) => void;
};

/**
 * One filter of a bar: a native select under its label, which fits a phone's width and reads the
 * same to every screen reader (the results', the students' and the pipeline's filter bars).
 */
export function FilterSelect({
  id,
  className,
  selectClassName,
  label,
  value,
  any,
  options,
  disabled,
  onChange,
}: Props) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={selectClassName}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
