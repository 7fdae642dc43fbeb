import { SearchInput } from '../../../shared/ui/search-input.tsx';

/** The demo pages' search box: its label is its placeholder; the browser's own ✕ clears it. */
export function DemoSearch({
  label,
  value,
  onChange,
  className = 'demo-search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <SearchInput
      className={className}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
