import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import type { ReactNode } from 'react';
import './notice.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const icons = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

/**
 * A message in a tinted box with its tone's icon, drawn like antd's Alert, without antd (issue 29:
 * the pages that draw no antd). Like antd's, it is an ARIA alert unless `role` says otherwise.
 */
export function Notice({
  tone,
  title,
  description,
  icon = true,
  role = 'alert',
  className,
}: {
  tone: NoticeTone;
  title: ReactNode;
  /** More words under the title, which then stands out as a heading would. */
  description?: ReactNode;
  icon?: boolean;
  role?: 'alert' | 'status' | 'none';
  className?: string;
}) {
  const Icon = icons[tone];
  const classes = ['notice', `notice-${tone}`, description ? 'notice-described' : '', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} role={role === 'none' ? undefined : role}>
      {icon ? <Icon className="notice-icon" aria-hidden /> : null}
      <div className="notice-body">
        <div className="notice-title">{title}</div>
        {description ? <div className="notice-description">{description}</div> : null}
      </div>
    </div>
  );
}
