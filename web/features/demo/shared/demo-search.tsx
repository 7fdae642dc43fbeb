import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from '../../../shared/ui/antd.ts';

/** The demo pages' search box: its label is its placeholder, and it clears with one click. */
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
    <Input
      className={className}
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
