import { type ReactNode, useId } from 'react';
import './titled-card.css';

type Props = {
  /** The card's heading (an h2), which names its region. */
  title: ReactNode;
  /** Beside the title, at the end of the head: a link to more. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A titled region drawn like antd's Card (its border, head and body in the app's theme) with none
 * of antd: /home is a student's first visit on a slow phone, and antd's Card brought its Tabs and
 * Skeleton with it, some 25 kB of the page's first load (issue 13).
 */
export function TitledCard({ title, extra, className, children }: Props) {
  const titleId = useId();
  return (
    <section
      className={className ? `titled-card ${className}` : 'titled-card'}
      aria-labelledby={titleId}
    >
      <div className="titled-card-head">
        <h2 id={titleId} className="titled-card-title">
          {title}
        </h2>
        {extra ? <div className="titled-card-extra">{extra}</div> : null}
      </div>
      <div className="titled-card-body">{children}</div>
    </section>
  );
}
