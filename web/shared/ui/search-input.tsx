import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { InputHTMLAttributes } from 'react';
import { fieldClass } from './text-input.tsx';

/**
 * A search field drawn like antd's Input with a search prefix; the browser's own ✕ empties it.
 * `className` is the box's, where a page sizes it.
 */
export function SearchInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const box = ['search-input', className].filter(Boolean).join(' ');
  return (
    <span className={fieldClass('text-input-affix', { className: box })}>
      <SearchOutlined aria-hidden />
      <input type="search" {...props} />
    </span>
  );
}
