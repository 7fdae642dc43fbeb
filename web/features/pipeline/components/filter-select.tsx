/** One choice of a filter: its value as the URL spells it, and its words. */
export type FilterOption<Value extends string> = { value: Value; label: string };

/**
 * A labelled filter. The browser's own select, not antd's: on the board's first render antd's
 * Select cost about 0.4 s before the columns could ask for their cards (measured with the bench),
 * and a phone's own picker suits a phone better.
 */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  options: FilterOption<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <div className="pipeline-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="pipeline-select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
