import { SearchInput } from '../../../../shared/ui/search-input.tsx';

/** The search box above a store table: filters as one types. */
export function ShopSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SearchInput
      className="shop-search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
