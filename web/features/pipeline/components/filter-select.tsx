import { FilterSelect as SharedFilterSelect } from '../../../shared/ui/filter-select.tsx';

/** One choice of a filter: its value as the URL spells it, and its words. */
export type FilterOption<Value extends string> = { value: Value; label: string };

/**
 * A labelled filter of the pipeline, typed by its values: the shared native select
 * (shared/ui/filter-select.tsx), not antd's: on the board's first render antd's Select cost about
 * 0.4 s before the columns could ask for their cards (measured with the bench), and a phone's own
 * picker suits a phone better.
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
    <SharedFilterSelect
      id={id}
      className="pipeline-filter"
      selectClassName="pipeline-select"
      label={label}
      value={value}
      options={options}
      onChange={(raw) => {
        const chosen = options.find((option) => option.value === raw);
        if (chosen) onChange(chosen.value);
      }}
    />
  );
}
