import type { ReactNode } from 'react';
import './tag.css';

/** A tag's colour: antd's status colours and the presets the app uses, in the theme's darker text shades. */
export type TagTone =
  | 'default'
  | 'processing'
  | 'success'
  | 'green'
  | 'red'
  | 'gold'
  | 'orange'
  | 'blue'
  | 'purple';

/**
 * A short label drawn like antd's filled Tag, without antd (issue 13: the tags of a student's
 * /home). The colours keep antd-root.tsx's 4.5:1 text contrast.
 */
export function Tag({
  tone = 'default',
  className,
  children,
}: {
  tone?: TagTone;
  /** A page's own colours (job-board.css's stages), over the tone's. */
  className?: string;
  children: ReactNode;
}) {
  return <span className={`tag tag-${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
