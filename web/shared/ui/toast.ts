import type { NotificationInstance } from 'antd/es/notification/interface';

type Variant = 'success' | 'error' | 'info' | 'warning';
type Pending = { variant: Variant; text: string };

let notifier: NotificationInstance | undefined;
let pending: Pending[] = [];

/** The global toast settings of seed §2/§9: top right, 3 s, at most 5 stacked. */
export const toastConfig = {
  placement: 'topRight',
  duration: 3,
  maxCount: 5,
  stack: false,
} as const;

/**
 * Lets code outside React (the HTTP client) show toasts: the App bridge hands over antd's
 * notification instance; toasts raised before that (start-up expiry) wait for it.
 */
export function connectToasts(instance: NotificationInstance | undefined): void {
  notifier = instance;
  if (!instance) return;
  for (const { variant, text } of pending) instance[variant]({ title: text });
  pending = [];
}

function show(variant: Variant, text: string): void {
  if (notifier) notifier[variant]({ title: text });
  else pending.push({ variant, text });
}

/** Shows a toast: `toast.error('...')`. The text is already translated. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
