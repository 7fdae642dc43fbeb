import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { fieldClass } from '../../../../shared/ui/text-input.tsx';

/** The search box above a store table: filters as one types; the browser's own ✕ empties it. */
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
    <span className={fieldClass('text-input-affix', { className: 'shop-search' })}>
      <SearchOutlined aria-hidden />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
