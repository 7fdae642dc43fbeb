/** One choice of a demo page's filter: its value and what it reads. */
export type DemoFilterChoice<Value extends string> = { value: Value; label: string };

/**
 * The demo pages' filter beside their search box (a bookmark's label, a contact's tag, a course's
 * category, an icon's): a native select named by its label, whose first choice, "all", filters
 * nothing and is undefined.
 */
export function DemoFilter<Value extends string>({
  label,
  all,
  choices,
  value,
  onChange,
  className,
}: {
  label: string;
  /** The choice that filters nothing. */
  all: string;
  choices: readonly DemoFilterChoice<Value>[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  className?: string;
}) {
  return (
    <select
      className={['text-input', className].filter(Boolean).join(' ')}
      aria-label={label}
      value={value ?? ''}
      onChange={(event) =>
        onChange(choices.find((choice) => choice.value === event.target.value)?.value)
      }
    >
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
