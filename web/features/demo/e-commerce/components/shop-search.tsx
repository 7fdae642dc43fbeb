import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from '../../../../shared/ui/antd.ts';
import { quietClear } from '../../../../shared/ui/quiet-app-icons.tsx';

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
    <Input
      className="shop-search"
      type="search"
      aria-label={label}
      placeholder={label}
      prefix={<SearchOutlined aria-hidden />}
      allowClear={quietClear}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
