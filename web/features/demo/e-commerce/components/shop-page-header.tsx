import type { ReactNode } from 'react';

/** A store page's heading with its controls beside it (below it on a phone). */
export function ShopPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="shop-header">
      <h1 id="page-title" className="shop-title">
        {title}
      </h1>
      {children ? <div className="shop-header-actions">{children}</div> : null}
    </header>
  );
}
