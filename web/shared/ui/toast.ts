import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createElement } from 'react';

type Variant = 'success' | 'error' | 'info' | 'warning';
type Pending = { variant: Variant; text: string };

let notifier: NotificationInstance | undefined;
let pending: Pending[] = [];

// antd's own toast icons say "check-circle" or "close" to a screen reader; the toast's words and
// its "Close" button say it all. The same icons, hidden (antd's notification already loads them).
const hidden = { 'aria-hidden': true } as const;
const variantIcons = {
  success: createElement(CheckCircleFilled, hidden),
  error: createElement(CloseCircleFilled, hidden),
  info: createElement(InfoCircleFilled, hidden),
  warning: createElement(ExclamationCircleFilled, hidden),
};

/** The global toast settings of seed §2/§9: top right, 3 s, at most 5 stacked. */
export const toastConfig = {
  placement: 'topRight',
  duration: 3,
  maxCount: 5,
  stack: false,
  closeIcon: createElement(CloseOutlined, hidden),
} as const;

/** A toast as antd draws it: its words, and its variant's icon (coloured by antd's class) hidden. */
const noticeOf = ({ variant, text }: Pending) => ({
  title: text,
  icon: variantIcons[variant],
  classNames: { icon: `ant-notification-notice-icon-${variant}` },
});

/**
 * Lets code outside React (the HTTP client) show toasts: the App bridge hands over antd's
 * notification instance; toasts raised before that (start-up expiry) wait for it.
 */
export function connectToasts(instance: NotificationInstance | undefined): void {
  notifier = instance;
  if (!instance) return;
  for (const toast of pending) instance[toast.variant](noticeOf(toast));
  pending = [];
}

function show(variant: Variant, text: string): void {
  if (notifier) notifier[variant](noticeOf({ variant, text }));
  else pending.push({ variant, text });
}

/** Shows a toast: `toast.error('...')`. The text is already translated. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
